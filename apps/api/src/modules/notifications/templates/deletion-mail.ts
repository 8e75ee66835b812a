import { REFUND_WORKING_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { CANCELLATION_WORDS } from './appointment-mails';
import { mailDay, mailGreeting, teamSignatureIn, type MailWords } from './mail-words';

const WORDS = defineMessages({
  deletedSubject: { id: 'mail.deletion.subject', defaultMessage: 'Your {site} account is deleted' },
  deleted: {
    id: 'mail.deletion.deleted',
    defaultMessage:
      'Your {site} account is deleted: every session is signed out and the account cannot sign in again.',
  },
  cancelled: {
    id: 'mail.deletion.cancelled',
    defaultMessage:
      '{count, plural, one {# upcoming session was} other {# upcoming sessions were}} cancelled.',
  },
  cancelledTherapist: {
    id: 'mail.deletion.cancelledTherapist',
    defaultMessage:
      '{count, plural, one {# upcoming session was} other {# upcoming sessions were}} cancelled; the clients were told and refunded their booking fees in full.',
  },
  refunded: {
    id: 'mail.deletion.refunded',
    defaultMessage:
      '{amount} is refunded to the original payment method within {from} to {to} working days.',
  },
  noRefund: {
    id: 'mail.deletion.noRefund',
    defaultMessage: 'No refund applies under the cancellation policy.',
  },
  erased: {
    id: 'mail.deletion.erased',
    defaultMessage:
      'Your personal data will be erased by {day}. Payment records keep only amounts, payment ids and dates, as the law requires.',
  },
  notYou: {
    id: 'mail.deletion.notYou',
    defaultMessage: 'If you did not ask for this, write to {email} at once.',
  },
  closedSubject: { id: 'mail.closed.subject', defaultMessage: 'Your {site} account is closed' },
  closed: {
    id: 'mail.closed.closed',
    defaultMessage:
      'Our team has closed your {site} account: every session is signed out and the account cannot sign in again.',
  },
  unlisted: {
    id: 'mail.closed.unlisted',
    defaultMessage: 'Your profile is no longer listed and cannot be booked.',
  },
  mistake: {
    id: 'mail.closed.mistake',
    defaultMessage: 'If you think this is a mistake, write to {email} before then.',
  },
});

/** What happened to the client's upcoming sessions, and to their money. */
function clientSessions({ t }: MailWords, cancelled: number, refundPaise: number): string[] {
  if (cancelled === 0) return [];
  const money =
    refundPaise > 0
      ? t(WORDS.refunded, { amount: formatRupees(refundPaise / 100), ...REFUND_WORKING_DAYS })
      : t(WORDS.noRefund);
  return [`${t(WORDS.cancelled, { count: cancelled })} ${money}`, ''];
}

/** Confirms a deletion request to the account's address; erased with the rest of its mail. */
export function deletionRequestedMail(
  w: MailWords,
  opts: { to: string; eraseAfter: Date; cancelled: number; refundPaise: number },
): OutgoingMail {
  const { site, t } = w;
  const lines = [
    mailGreeting(t),
    '',
    t(WORDS.deleted, { site: site.name }),
    '',
    ...clientSessions(w, opts.cancelled, opts.refundPaise),
    t(WORDS.erased, { day: mailDay(t, opts.eraseAfter) }),
    '',
    t(WORDS.notYou, { email: site.supportEmail }),
    '',
    ...teamSignatureIn(t, site.name),
  ];
  return composeMail(
    'privacy.deletion-requested',
    opts.to,
    t(WORDS.deletedSubject, { site: site.name }),
    lines,
  );
}

/** The team closed the account (decision 0049): why, what happened to the sessions, when erased. */
export function closedByTeamMail(
  w: MailWords,
  opts: {
    to: string;
    name: string;
    reason: string;
    eraseAfter: Date;
    therapist: boolean;
    cancelled: number;
    refundPaise: number;
  },
): OutgoingMail {
  const { site, t } = w;
  const sessions =
    opts.cancelled === 0
      ? []
      : opts.therapist
        ? [t(WORDS.cancelledTherapist, { count: opts.cancelled }), '']
        : clientSessions(w, opts.cancelled, opts.refundPaise);
  const lines = [
    mailGreeting(t, opts.name),
    '',
    t(WORDS.closed, { site: site.name }),
    '',
    t(CANCELLATION_WORDS.reason, { reason: opts.reason }),
    '',
    ...(opts.therapist ? [t(WORDS.unlisted), ''] : []),
    ...sessions,
    t(WORDS.erased, { day: mailDay(t, opts.eraseAfter) }),
    '',
    t(WORDS.mistake, { email: site.supportEmail }),
    '',
    ...teamSignatureIn(t, site.name),
  ];
  return composeMail(
    'privacy.closed-by-team',
    opts.to,
    t(WORDS.closedSubject, { site: site.name }),
    lines,
  );
}
