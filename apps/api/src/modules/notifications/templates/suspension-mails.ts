import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import type { SiteInfo } from '../../../shared/mail/mail-kit';
import {
  clientSessionMail,
  REFUND_TIME,
  sessionLine,
  type MailAppointment,
} from './appointment-mails';
import { formatRupees } from '@app/domain/pricing';

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * The client's side of a therapist's suspension (decision 0049). The team's reason is the
 * therapist's business: clients read only that the therapist is not taking sessions here for now.
 */

/** The session is cancelled by the team; a paid one is refunded in full. */
export function suspendedCancelledMail(
  a: MailAppointment,
  refundedPaise: number,
  site: SiteInfo,
): OutgoingMail {
  const money =
    refundedPaise > 0
      ? `Your booking fee of ${rupees(refundedPaise)} is refunded in full to your original payment method. ${REFUND_TIME}`
      : 'Nothing was charged for it.';
  return clientSessionMail(
    'booking.therapist-suspended-cancelled',
    a,
    refundedPaise > 0 ? 'Appointment cancelled and refunded' : 'Reservation cancelled',
    site,
    [
      `${a.therapistName} is not taking sessions on ${site.name} for now, so our team cancelled this session:`,
      sessionLine(a),
      '',
      money,
      `You can book another therapist at ${site.publicUrl}/therapists.`,
    ],
  );
}

/** The session stays booked; the client may still have it cancelled with a full refund. */
export function suspendedKeptMail(a: MailAppointment, site: SiteInfo): OutgoingMail {
  return clientSessionMail(
    'booking.therapist-suspended-kept',
    a,
    'Your appointment stays booked',
    site,
    [
      `${a.therapistName}'s profile is not listed on ${site.name} for now, but this session stays booked and goes ahead as planned:`,
      sessionLine(a),
      '',
      `If you would rather not go ahead, write to ${site.supportEmail} before the session and our team will cancel it and refund your booking fee of ${rupees(a.bookingFeePaise)} in full.`,
    ],
  );
}
