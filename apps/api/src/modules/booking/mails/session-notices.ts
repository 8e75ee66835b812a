import { formatIstMoment } from '@app/domain/ist';
import type { SessionNoticeKind } from '@app/domain/notices';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  sessionNotice,
  type Notice,
  type NoticeSession,
} from '../../notifications/notifications.module';

export { refundVar } from '../../notifications/notifications.module';
export type { NoticeSession };

export const sessionOfRow = (
  a: {
    id: string;
    clientId: string;
    therapistId: string;
    startsAt: Date;
    firstName: string;
    lastName: string;
  },
  therapistName: string,
): NoticeSession => ({
  appointmentId: a.id,
  clientId: a.clientId,
  therapistId: a.therapistId,
  startsAt: a.startsAt,
  clientName: `${a.firstName} ${a.lastName}`.trim(),
  therapistName,
});

export const toClient = (
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: OutgoingMail | null,
  vars: Record<string, string> = {},
  guarded = true,
): Notice => sessionNotice('client', kind, s, mail, vars, guarded);

export const toTherapist = (
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: OutgoingMail | null,
  vars: Record<string, string> = {},
  guarded = true,
): Notice => sessionNotice('therapist', kind, s, mail, vars, guarded);

/** A mail of a notice sent to both sides: [the client's, the therapist's when there is one]. */
export function toBothSides(
  kind: SessionNoticeKind,
  s: NoticeSession,
  mails: OutgoingMail[],
  vars: Record<string, string> = {},
  guarded = true,
): Notice[] {
  return [
    toClient(kind, s, mails[0] ?? null, vars, guarded),
    toTherapist(kind, s, mails[1] ?? null, vars, guarded),
  ];
}

export const momentVar = (name: string, at: Date) => ({ [name]: formatIstMoment(at) });
