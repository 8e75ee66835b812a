import type { SessionNoticeKind } from '@app/domain/notices';
import type { Notice } from './notices.service';
import type { MailRequest } from './templates/mail-templates';

/**
 * A session as its notices name it. The client is reached through their account, the therapist
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

export type NoticeSide = 'client' | 'therapist';

/**
 * A notice of a session to one side, keyed by the session's start so a moved session is told
 * afresh. A guarded notice is checked again when sent (not for a moved or cancelled session);
 * only notices of a change that already happened (a cancellation) go unguarded.
 */
export function sessionNotice(
  side: NoticeSide,
  kind: SessionNoticeKind,
  s: NoticeSession,
  mail: MailRequest | null,
  vars: Record<string, string | Date>,
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
    vars: { ...other, ...textsOf(vars) },
    // Instants are written in the reader's language when the text is composed.
    moments: { when: s.startsAt, ...momentsOf(vars) },
    ...(guarded ? { session: { appointmentId: s.appointmentId, startsAt: s.startsAt } } : {}),
  };
}

const textsOf = (vars: Record<string, string | Date>) =>
  Object.fromEntries(
    Object.entries(vars).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
const momentsOf = (vars: Record<string, string | Date>) =>
  Object.fromEntries(Object.entries(vars).filter((e): e is [string, Date] => e[1] instanceof Date));
