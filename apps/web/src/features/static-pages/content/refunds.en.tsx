import { Link } from 'react-router';
import {
  BOOKING_FEE_RUPEES,
  FEATURED_PLANS,
  REFUND_WINDOW_HOURS,
  REFUND_WORKING_DAYS,
  REQUEST_REVIEW_BUSINESS_DAYS,
} from '@app/domain/constants';
import { bookingAmounts, formatRupees } from '@app/domain/pricing';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '@app/domain/series';
import { paths } from '#config/paths';
import type { LegalSection, PolicyText } from '../components/legal-page';

const FEE = formatRupees(BOOKING_FEE_RUPEES);
const HOURS = REFUND_WINDOW_HOURS;
/** A worked example of how a session fee splits (pricing.ts bookingAmounts). */
const EXAMPLE_FEE = 1500;
const EXAMPLE_REST = bookingAmounts(EXAMPLE_FEE).atSession ?? 0;
const [ONE_MONTH, THREE_MONTHS] = FEATURED_PLANS;

const SECTIONS: readonly LegalSection[] = [
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
          Ask to cancel within {HOURS} hours of booking and your request is approved at once by this
          rule, with no review: the session is cancelled and the {FEE} booking fee is refunded in
          full.
        </li>
        <li>
          A request made after {HOURS} hours from booking goes to our team, who decide it within{' '}
          {REQUEST_REVIEW_BUSINESS_DAYS.from}-{REQUEST_REVIEW_BUSINESS_DAYS.to} business days. After{' '}
          {HOURS} hours the booking fee is non-refundable.
        </li>
        <li>
          Nothing else is charged online: the rest of the session fee is only paid at a session that
          takes place.
        </li>
        <li>
          You can cancel or ask for a cancellation from{' '}
          <Link to={paths.myAppointments()}>My Appointments</Link>.
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
    id: 'weekly-series',
    title: 'Weekly sessions',
    body: (
      <ul>
        <li>
          You can book the same day and time every week for {SERIES_MIN_WEEKS} to {SERIES_MAX_WEEKS}{' '}
          weeks in one payment: {FEE} for each week that is booked. Weeks when that time is not free
          are not booked and not charged.
        </li>
        <li>
          If a week you paid for can no longer be booked by the time your payment arrives (for
          example, someone else took that time meanwhile), that week&rsquo;s {FEE} is refunded to
          you.
        </li>
        <li>
          Each week is a session of its own and is refunded on its own under the rules above: its
          own {FEE}, with its own credit note.
        </li>
        <li>
          &ldquo;Cancel the rest of the series&rdquo; treats the chosen week and every later week as
          a cancellation request of its own: each is approved at once with a refund, or goes to our
          team, by the same {HOURS}-hour rule.
        </li>
      </ul>
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
        Refunds go back to the card or account you paid with, each with a credit note against your
        tax invoice. Once approved they take {REFUND_WORKING_DAYS.from} to {REFUND_WORKING_DAYS.to}{' '}
        working days to reach you, depending on your bank.
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

export const text: PolicyText = {
  updated: '29 November 2026',
  intro: (
    <p>
      Plans change. Here is exactly what happens to the booking fee when a session is cancelled, by
      you or by the therapist.
    </p>
  ),
  sections: SECTIONS,
};
