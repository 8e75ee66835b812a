import type { SessionNoticeKind } from '@app/domain/notices';
import {
  sessionNotice,
  type MailRequest,
  type Notice,
  type NoticeSession,
  type SessionSide,
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
  mail: MailRequest | null,
  vars: Record<string, string | Date> = {},
  guarded = true,
): Notice => sessionNotice('client', kind, s, mail, vars, guarded);

export const toTherapist = (
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: MailRequest | null,
  vars: Record<string, string | Date> = {},
  guarded = true,
): Notice => sessionNotice('therapist', kind, s, mail, vars, guarded);

/** A notice sent to both sides, each with its own mail. */
export function toBothSides(
  kind: SessionNoticeKind,
  s: NoticeSession,
  mailTo: (side: SessionSide) => MailRequest,
  vars: Record<string, string | Date> = {},
  guarded = true,
): Notice[] {
  return [
    toClient(kind, s, mailTo('client'), vars, guarded),
    toTherapist(kind, s, mailTo('therapist'), vars, guarded),
  ];
}

/** An instant a notice names besides the session's start: written in the reader's language. */
export const momentVar = (name: string, at: Date): Record<string, Date> => ({ [name]: at });
