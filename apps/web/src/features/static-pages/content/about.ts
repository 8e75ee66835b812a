import { BOOKING_FEE_RUPEES } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';

/** The about page's fixed content (public-and-account.md §2 'About'). */

export const MISSION =
  'To make it easy for anyone in India to find a qualified therapist they trust, in their own language, at a fee they know before they book.';

export const VISION =
  'An India where talking to a therapist is as ordinary as seeing a doctor: close to home or online, free of stigma, and never out of reach.';

export type Practitioner = {
  name: string;
  role: string;
  credentials: string;
  text: string;
};

export const PRACTITIONERS: readonly Practitioner[] = [
  {
    name: 'Dr. Meenakshi Iyer',
    role: 'Clinical lead, Bengaluru',
    credentials: 'Clinical Psychologist, M.Phil, PhD (RCI registered)',
    text: 'Meenakshi has practised for eighteen years in hospital and private settings. She sets the standards every therapist profile is reviewed against and checks the qualification documents behind each Verified badge.',
  },
  {
    name: 'Rahul Deshpande',
    role: 'Head of client care, Pune',
    credentials: 'Counselling Psychologist, MA Counselling Psychology',
    text: 'Rahul has counselled students, couples and working professionals for twelve years. He looks after clients who write to us, from choosing a first therapist to a cancellation or a refund.',
  },
];

export const OFFERINGS = [
  {
    title: 'A directory you can trust',
    text: 'Therapists across India, each reviewed before their profile goes live, many with verified qualifications.',
  },
  {
    title: 'Sessions your way',
    text: 'Online from home or in person nearby, in English, Hindi and many Indian languages.',
  },
  {
    title: 'Simple booking',
    text: `Pick a time and pay a ${formatRupees(BOOKING_FEE_RUPEES)} booking fee that is adjusted in the therapist's fee.`,
  },
] as const;

export const WHY = [
  {
    title: 'Reviewed therapists',
    text: 'Every profile is checked by our team; a Verified badge means we have seen their qualifications.',
  },
  {
    title: 'Your language',
    text: 'Filter by language so you can talk in the words you think and feel in.',
  },
  {
    title: 'Clear, fair fees',
    text: 'Fees are shown in rupees before you book. No hidden charges, no per-session commission.',
  },
  {
    title: 'Privacy first',
    text: 'Your health information is sensitive. We collect only what a booking needs and never sell it.',
  },
  {
    title: 'Fair refunds',
    text: 'Cancel within 24 hours of booking for a full refund; if a therapist cancels, you are always refunded.',
  },
  {
    title: 'Real people to help',
    text: 'Questions about a booking or a refund? Our team answers, usually within one working day.',
  },
] as const;
