import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { clientSessionMail, sessionLine, type MailAppointment } from './appointment-mails';
import { refundTime, type MailWords } from './mail-words';
import { THERAPIST_MAIL_WORDS } from './therapist-mails';

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * The client's side of a therapist's suspension (decision 0049). The team's reason is the
 * therapist's business: clients read only that the therapist is not taking sessions here for now.
 */
const WORDS = defineMessages({
  reservationCancelled: {
    id: 'mail.suspension.reservationCancelledLead',
    defaultMessage: 'Reservation cancelled',
  },
  nothingCharged: {
    id: 'mail.suspension.nothingCharged',
    defaultMessage: 'Nothing was charged for it.',
  },
  cancelled: {
    id: 'mail.suspension.cancelled',
    defaultMessage:
      '{therapist} is not taking sessions on {site} for now, so our team cancelled this session:',
  },
  bookAnother: {
    id: 'mail.suspension.bookAnother',
    defaultMessage: 'You can book another therapist at {url}.',
  },
  keptLead: { id: 'mail.suspension.keptLead', defaultMessage: 'Your appointment stays booked' },
  kept: {
    id: 'mail.suspension.kept',
    defaultMessage:
      "{therapist}'s profile is not listed on {site} for now, but this session stays booked and goes ahead as planned:",
  },
  ratherNot: {
    id: 'mail.suspension.ratherNot',
    defaultMessage:
      'If you would rather not go ahead, write to {email} before the session and our team will cancel it and refund your booking fee of {fee} in full.',
  },
});

/** The session is cancelled by the team; a paid one is refunded in full. */
export function suspendedCancelledMail(
  w: MailWords,
  a: MailAppointment,
  refundedPaise: number,
): OutgoingMail {
  const { t, site } = w;
  const money =
    refundedPaise > 0
      ? `${t(THERAPIST_MAIL_WORDS.refundedInFull, { fee: rupees(refundedPaise) })} ${refundTime(t)}`
      : t(WORDS.nothingCharged);
  return clientSessionMail(
    'booking.therapist-suspended-cancelled',
    a,
    refundedPaise > 0 ? t(THERAPIST_MAIL_WORDS.notAcceptedLead) : t(WORDS.reservationCancelled),
    w,
    [
      t(WORDS.cancelled, { therapist: a.therapistName, site: site.name }),
      sessionLine(w, a),
      '',
      money,
      t(WORDS.bookAnother, { url: `${site.publicUrl}/therapists` }),
    ],
  );
}

/** The session stays booked; the client may still have it cancelled with a full refund. */
export function suspendedKeptMail(w: MailWords, a: MailAppointment): OutgoingMail {
  const { t, site } = w;
  return clientSessionMail('booking.therapist-suspended-kept', a, t(WORDS.keptLead), w, [
    t(WORDS.kept, { therapist: a.therapistName, site: site.name }),
    sessionLine(w, a),
    '',
    t(WORDS.ratherNot, { email: site.supportEmail, fee: rupees(a.bookingFeePaise) }),
  ]);
}
