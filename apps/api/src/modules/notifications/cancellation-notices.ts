import {
  APPOINTMENT_CANCELLED,
  cancellationAudience,
  type AppointmentCancelledEvent,
  type CancellationMailFacts,
} from '@app/domain/cancellation';
import type { RefundRule } from '@app/domain/pricing';
import { formatRupees } from '@app/domain/pricing';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import type { Notices } from './notices.service';
import { sessionNotice, type NoticeSession, type NoticeSide } from './session-notice';
import type { MailAppointment } from './templates/appointment-mails';
import { icsAttachment, sessionInvites, type BookedSession } from './templates/session-invites';
import { mailOf, type MailRequest } from './templates/mail-templates';

/** 'Refund: ₹99' or 'Refund: none', as the cancellation text says it. */
export const refundVar = (paise: number) => ({
  refund: paise > 0 ? formatRupees(paise / 100) : 'none',
});

type SideMails = Record<NoticeSide, MailRequest | null>;

/** The event's mail facts with the client's address, read from the account when it is sent. */
type Facts = CancellationMailFacts & { clientEmail: string | null };

/** Each side's mail of a cancellation, by its cause: who cancelled decides what each reads. */
function mailsOf(e: AppointmentCancelledEvent, m: Facts): SideMails {
  const facts: MailAppointment = {
    id: e.appointmentId,
    slotDate: m.slotDate,
    slotTime: m.slotTime,
    clientName: e.session.clientName,
    clientEmail: m.clientEmail ?? '',
    therapistName: e.session.therapistName,
    bookingFeePaise: m.bookingFeePaise,
  };
  const to = m.therapistEmail;
  const money = { refundPaise: e.refundPaise, refundedBefore: Boolean(m.refundedBefore) };
  const policy = { refundPaise: m.owedPaise, rule: m.rule as RefundRule };
  switch (e.cause) {
    case 'client-request':
    case 'therapist-request': {
      const outcome = { approved: true, requestedBy: m.requestedBy, refund: policy } as const;
      return {
        client: mailOf('approved', facts, policy),
        therapist: to ? mailOf('therapistOutcome', to, facts, outcome) : null,
      };
    }
    case 'therapist-declined':
    case 'not-accepted': {
      const why = e.cause === 'therapist-declined' ? 'declined' : 'deadline';
      return {
        client: mailOf('notAcceptedClient', facts, why, m.reason ?? ''),
        therapist: to ? mailOf('notAcceptedTherapist', to, facts, why) : null,
      };
    }
    case 'team':
      return {
        client: mailOf('teamCancelled', facts, m.reason ?? '', money),
        therapist: to ? mailOf('teamCancelledTherapist', to, facts, m.reason ?? '', money) : null,
      };
    case 'therapist-suspended':
      return { client: mailOf('suspendedCancelled', facts, e.refundPaise), therapist: null };
    case 'account-deleted':
      return { client: null, therapist: to ? mailOf('clientDeletedAccount', to, facts) : null };
    case 'proposal-declined':
    case 'client-reservation':
    case 'reservation-expired':
      return { client: null, therapist: null };
  }
}

/** The session as its calendar invite names it. */
const invitedSession = (e: AppointmentCancelledEvent, m: Facts): BookedSession => ({
  appointmentId: e.appointmentId,
  bookedAt: new Date(m.bookedAt),
  startsAt: new Date(e.session.startsAt),
  slotDate: m.slotDate,
  slotTime: m.slotTime,
  sessionType: m.sessionType,
  therapistName: e.session.therapistName,
  therapistAddress: m.therapistAddress,
  clientName: e.session.clientName,
  clientEmail: m.clientEmail ?? '',
  clientPhone: '',
  message: '',
  therapistFeeRupees: null,
  bookingFeePaise: m.bookingFeePaise,
  therapistEmail: m.therapistEmail,
});

/**
 * The mails of a cancellation, each side's with its CANCEL invite so calendar apps remove the
 * event. Nobody is mailed at an address the booking no longer has.
 */
export function cancellationMails(
  e: AppointmentCancelledEvent,
  clientEmail: string | null,
  site: SiteInfo,
): SideMails {
  if (!e.mail) return { client: null, therapist: null };
  const m: Facts = { ...e.mail, clientEmail };
  const session = invitedSession(e, m);
  const invites =
    m.inviteSequence === undefined
      ? null
      : sessionInvites(session, site, new Date(m.at), {
          sequence: m.inviteSequence,
          method: 'CANCEL',
        });
  if (e.cause === 'proposal-declined') {
    // Its template carries the invites itself.
    const both = invites ?? { client: '', therapist: '' };
    return {
      client: m.clientEmail ? mailOf('proposalDeclined', session, both, 'client') : null,
      therapist: m.therapistEmail ? mailOf('proposalDeclined', session, both, 'therapist') : null,
    };
  }
  const mails = mailsOf(e, m);
  const withInvite = (mail: MailRequest | null, address: string | null, ics?: string) => {
    if (!mail || !address) return null;
    return ics
      ? { ...mail, attach: { [address]: icsAttachment(ics, 'CANCEL').attachments } }
      : mail;
  };
  return {
    client: withInvite(mails.client, m.clientEmail, invites?.client),
    therapist: withInvite(mails.therapist, m.therapistEmail, invites?.therapist),
  };
}

/**
 * The notices an `appointment.cancelled` event owes, whatever path cancelled the session: each
 * side's mail and its cancellation text, one notice per side.
 */
export function cancellationNotices(
  e: AppointmentCancelledEvent,
  clientEmail: string | null,
  site: SiteInfo,
) {
  const audience = cancellationAudience(e.cause, e.paid);
  const sides: NoticeSide[] =
    audience === 'both' ? ['client', 'therapist'] : audience === 'therapist' ? ['therapist'] : [];
  const s: NoticeSession = {
    appointmentId: e.appointmentId,
    ...e.session,
    startsAt: new Date(e.session.startsAt),
  };
  const mails = cancellationMails(e, clientEmail, site);
  return sides.map((side) => ({
    ...sessionNotice(side, 'booking.cancelled', s, mails[side], refundVar(e.refundPaise), false),
    // A cancellation happens once, and its event may be handled twice after a crash.
    mailOnce: true,
  }));
}

/**
 * Notifications subscribe to every cancellation: each path writes the event in its own
 * transaction, and its mails and texts are queued here together, once per side (the notice key).
 */
export function subscribeToCancellations(deps: {
  jobs: JobRunner;
  db: Db;
  notices: Pick<Notices, 'send'>;
  site: SiteInfo;
  /** The client's address now: an account erased meanwhile is not written to. */
  clientEmail: (accountId: string, tx: Db | Tx) => Promise<string | null>;
}) {
  const { jobs, db } = deps;
  jobs.register(APPOINTMENT_CANCELLED, async (payload) => {
    const event = payload as unknown as AppointmentCancelledEvent;
    await db.transaction(async (tx) => {
      const clientEmail = await deps.clientEmail(event.session.clientId, tx);
      const due = cancellationNotices(event, clientEmail, deps.site);
      if (due.length > 0) await deps.notices.send(tx, due);
    });
    jobs.notify();
  });
}
