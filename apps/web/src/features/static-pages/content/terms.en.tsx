import { Link } from 'react-router';
import { CrisisNumbers } from '#components/crisis-help/crisis-help';
import {
  BOOKING_FEE_RUPEES,
  FEATURED_PLANS,
  REFUND_WINDOW_HOURS,
  REFUND_WORKING_DAYS,
} from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { paths } from '#config/paths';
import { SITE } from '#lib/site';
import type { LegalSection, PolicyText } from '../components/legal-page';

const FEE = formatRupees(BOOKING_FEE_RUPEES);
const [ONE_MONTH, THREE_MONTHS] = FEATURED_PLANS;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'service',
    title: 'What we provide',
    body: (
      <p>
        We run an online directory that helps you find mental-health therapists in India and book
        sessions with them, online or in person. Therapists are independent professionals; they, not
        we, provide therapy and are responsible for their professional advice.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the service',
    body: (
      <ul>
        <li>You must be at least 18 years old to hold an account.</li>
        <li>
          A minor may receive therapy only through an account held by a parent or legal guardian,
          who books and stays responsible for the sessions.
        </li>
        <li>Give accurate details and keep your password to yourself.</li>
      </ul>
    ),
  },
  {
    id: 'not-emergency',
    title: 'Not an emergency service',
    body: (
      <p>
        This service is not for emergencies. If you or someone else is at risk of harm, call{' '}
        <CrisisNumbers />, or go to the nearest hospital.
      </p>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings, fees and refunds',
    body: (
      <ul>
        <li>
          A {FEE} booking fee is paid online when you book. It is part of the therapist&rsquo;s
          session fee, not on top of it: the rest of the fee is paid to the therapist at the
          session.
        </li>
        <li>
          It is refunded in full if you cancel within {REFUND_WINDOW_HOURS} hours of booking and is
          non-refundable after that. A therapist&apos;s cancellation or non-acceptance gives a full
          refund; a no-show gives none. Refunds take {REFUND_WORKING_DAYS.from} to{' '}
          {REFUND_WORKING_DAYS.to} working days.
        </li>
        <li>
          Details are in the <Link to={paths.refunds()}>Cancellation and Refunds Policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'therapists',
    title: 'Therapists on the platform',
    body: (
      <>
        <p>
          Therapists apply through the join page and their profile goes live only after our team
          approves it. A Verified Therapist badge means we have checked the qualification documents
          they uploaded. Basic profiles are free.
        </p>
        <p>
          Featured placement costs {formatRupees(ONE_MONTH.rupees)} for one month or{' '}
          {formatRupees(THREE_MONTHS.rupees)} for {THREE_MONTHS.months} months, does not auto-renew
          and is non-refundable. We may suspend or remove listings that break these terms or put
          clients at risk.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Respectful use',
    body: (
      <ul>
        <li>Treat therapists, clients and our team with respect.</li>
        <li>Do not misuse the site, scrape it, or try to reach data that is not yours.</li>
        <li>You can report a profile you are concerned about; our team reviews every report.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    title: 'Your data',
    body: (
      <p>
        How we collect and protect your information, including health information you choose to
        share, is described in our <Link to={paths.privacyPolicy()}>Privacy Policy</Link>. You can
        ask us to delete your account; this is normally done within 15 days.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of our responsibility',
    body: (
      <p>
        We work hard to keep the directory accurate and available, but we cannot guarantee the
        outcome of any therapy. To the extent the law allows, our liability for a booking is limited
        to the booking fee you paid for it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: (
      <p>
        We may update these terms and will show the new date above. These terms are governed by the
        laws of India, and the courts of Visakhapatnam, Andhra Pradesh, have jurisdiction.
      </p>
    ),
  },
];

export const text: PolicyText = {
  updated: '1 January 2026',
  intro: (
    <p>
      These terms apply when you use {SITE.name} to find a therapist, create an account or book a
      session. By using the service you agree to them.
    </p>
  ),
  sections: SECTIONS,
};
