import { Link } from 'react-router';
import { BOOKING_FEE_RUPEES, FEATURED_PLANS, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { bookingAmounts, formatRupees } from '@app/domain/pricing';
import type { LegalSection } from '../components/legal-page';
import { paths } from '#config/paths';

const FEE = formatRupees(BOOKING_FEE_RUPEES);
/** A worked example of how a session fee splits (pricing.ts bookingAmounts). */
const EXAMPLE_FEE = 1500;
const EXAMPLE_REST = bookingAmounts(EXAMPLE_FEE).atSession ?? 0;
const [ONE_MONTH, THREE_MONTHS] = FEATURED_PLANS;

export const REFUNDS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'booking-fee',
    title: 'The booking fee',
    body: (
      <>
        <p>
          When you book a session you pay a booking fee of {FEE} online. It is not an extra charge:
          it is part of the therapist&rsquo;s session fee, and you pay the rest of that fee to the
          therapist at the session. For a {formatRupees(EXAMPLE_FEE)} session, you pay {FEE} when
          you book and {formatRupees(EXAMPLE_REST)} at the session: {formatRupees(EXAMPLE_FEE)} in
          all.
        </p>
        <p>
          Therapists listed here give a {FEE} discount that works as our platform fee. We take no
          commission on your sessions.
        </p>
      </>
    ),
  },
  {
    id: 'client-cancellation',
    title: 'If you cancel',
    body: (
      <ul>
        <li>
          Cancel within {REFUND_WINDOW_HOURS} hours of booking and the {FEE} booking fee is refunded
          in full.
        </li>
        <li>After {REFUND_WINDOW_HOURS} hours from booking the booking fee is non-refundable.</li>
        <li>
          Nothing else is charged online: the rest of the session fee is only paid at a session that
          takes place.
        </li>
        <li>
          You can cancel or ask for a cancellation from{' '}
          <Link to={paths.myAppointments()}>My Appointments</Link>. Our team reviews cancellation
          requests within 2-3 business days.
        </li>
      </ul>
    ),
  },
  {
    id: 'therapist-cancellation',
    title: 'If the therapist cancels or does not accept',
    body: (
      <p>
        If your therapist cancels the session, or does not accept your booking, you receive a full
        refund of the booking fee whenever it happens. You are welcome to book another therapist.
      </p>
    ),
  },
  {
    id: 'no-show',
    title: 'Missed sessions',
    body: (
      <p>
        If you do not attend a confirmed session without cancelling (a no-show), the booking fee is
        not refunded. If something stopped you from joining, write to us and we will look at it with
        care.
      </p>
    ),
  },
  {
    id: 'timing',
    title: 'How and when refunds are paid',
    body: (
      <p>
        Refunds go back to the card or account you paid with. Once approved they take 4 to 7 working
        days to reach you, depending on your bank.
      </p>
    ),
  },
  {
    id: 'featured',
    title: 'Featured listings for therapists',
    body: (
      <>
        <p>
          Therapists may buy a featured placement: {formatRupees(ONE_MONTH.rupees)} for{' '}
          {ONE_MONTH.months} month or {formatRupees(THREE_MONTHS.rupees)} for {THREE_MONTHS.months}{' '}
          months. It does not renew automatically and is non-refundable once active.
        </p>
        <p>A basic profile is always free.</p>
      </>
    ),
  },
];
