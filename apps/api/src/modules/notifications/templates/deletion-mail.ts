import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, formatMailDay, greeting, teamSignature } from '../../../shared/mail/mail-kit';

/** Confirms a deletion request to the account's address; erased with the rest of its mail. */
export function deletionRequestedMail(opts: {
  to: string;
  siteName: string;
  supportEmail: string;
  eraseAfter: Date;
  cancelled: number;
  refundPaise: number;
}): OutgoingMail {
  const { siteName } = opts;
  const bookings =
    opts.cancelled === 0
      ? []
      : [
          `${opts.cancelled} upcoming session${opts.cancelled === 1 ? ' was' : 's were'} cancelled.` +
            (opts.refundPaise > 0
              ? ` ${formatRupees(opts.refundPaise / 100)} is refunded to the original payment method within 4 to 7 working days.`
              : ' No refund applies under the cancellation policy.'),
          '',
        ];
  const lines = [
    greeting(),
    '',
    `Your ${siteName} account is deleted: every session is signed out and the account cannot sign in again.`,
    '',
    ...bookings,
    `Your personal data will be erased by ${formatMailDay(opts.eraseAfter)}. Payment records keep only amounts, payment ids and dates, as the law requires.`,
    '',
    `If you did not ask for this, write to ${opts.supportEmail} at once.`,
    '',
    ...teamSignature(siteName),
  ];
  return composeMail(
    'privacy.deletion-requested',
    opts.to,
    `Your ${siteName} account is deleted`,
    lines,
  );
}

/** The team closed the account (decision 0049): why, what happened to the sessions, when erased. */
export function closedByTeamMail(opts: {
  to: string;
  name: string;
  siteName: string;
  supportEmail: string;
  reason: string;
  eraseAfter: Date;
  therapist: boolean;
  cancelled: number;
  refundPaise: number;
}): OutgoingMail {
  const { siteName } = opts;
  const sessions =
    opts.cancelled === 0
      ? []
      : opts.therapist
        ? [
            `${opts.cancelled} upcoming session${opts.cancelled === 1 ? ' was' : 's were'} cancelled; the clients were told and refunded their booking fees in full.`,
            '',
          ]
        : [
            `${opts.cancelled} upcoming session${opts.cancelled === 1 ? ' was' : 's were'} cancelled.` +
              (opts.refundPaise > 0
                ? ` ${formatRupees(opts.refundPaise / 100)} is refunded to the original payment method within 4 to 7 working days.`
                : ' No refund applies under the cancellation policy.'),
            '',
          ];
  const lines = [
    greeting(opts.name),
    '',
    `Our team has closed your ${siteName} account: every session is signed out and the account cannot sign in again.`,
    '',
    `Reason: ${opts.reason}`,
    '',
    ...(opts.therapist ? ['Your profile is no longer listed and cannot be booked.', ''] : []),
    ...sessions,
    `Your personal data will be erased by ${formatMailDay(opts.eraseAfter)}. Payment records keep only amounts, payment ids and dates, as the law requires.`,
    '',
    `If you think this is a mistake, write to ${opts.supportEmail} before then.`,
    '',
    ...teamSignature(siteName),
  ];
  return composeMail(
    'privacy.closed-by-team',
    opts.to,
    `Your ${siteName} account is closed`,
    lines,
  );
}
