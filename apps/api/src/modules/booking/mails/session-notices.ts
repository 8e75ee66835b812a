import { formatRupees } from '@app/domain/pricing';
import { formatIstMoment } from '@app/domain/ist';
import type { SessionNoticeKind } from '@app/domain/notices';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import type { Notice } from '../../notifications/notifications.module';

/**
 * Booking's notices as the notification service takes them: each mail of a session beside the
 * variables of its text template. The client is reached through their account, the therapist
 * through their profile's account.
 */
export interface NoticeSession {
  appointmentId: string;
  clientId: string;
  therapistId: string;
  startsAt: Date;
  clientName: string;
  therapistName: string;
}

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

const when = (s: NoticeSession) => formatIstMoment(s.startsAt);

/** Only a notice of a change that already happened (a cancellation) goes whatever the session does next. */
const guard = (s: NoticeSession, guarded: boolean) =>
  guarded ? { session: { appointmentId: s.appointmentId, startsAt: s.startsAt } } : {};

type Side = 'client' | 'therapist';

/** A notice to one side of a session; keyed by its start, so a moved session is told afresh. */
function toSide(
  side: Side,
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: OutgoingMail | null,
  vars: Record<string, string>,
  guarded: boolean,
): Notice {
  const other: Record<string, string> =
    side === 'client'
      ? { therapist: s.therapistName, with: s.therapistName }
      : { client: s.clientName, with: s.clientName };
  return {
    kind,
    key: `${kind}:${s.appointmentId}:${s.startsAt.toISOString()}:${side}`,
    to: side === 'client' ? { accountId: s.clientId } : { therapistId: s.therapistId },
    mail,
    vars: { ...other, when: when(s), ...vars },
    ...guard(s, guarded),
  };
}

export const toClient = (
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: OutgoingMail | null,
  vars: Record<string, string> = {},
  guarded = true,
): Notice => toSide('client', kind, s, mail, vars, guarded);

export const toTherapist = (
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: OutgoingMail | null,
  vars: Record<string, string> = {},
  guarded = true,
): Notice => toSide('therapist', kind, s, mail, vars, guarded);

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

/** 'Refund: ₹99' or 'Refund: none', as the cancellation text says it. */
export const refundVar = (paise: number) => ({
  refund: paise > 0 ? formatRupees(paise / 100) : 'none',
});

export const momentVar = (name: string, at: Date) => ({ [name]: formatIstMoment(at) });
