import { defineMessage, type MessageDescriptor } from '@app/domain/i18n/define';

/** The about page's fixed content (public-and-account.md §2 'About'). */

export const MISSION = defineMessage({
  id: 'about.mission',
  defaultMessage:
    'To make it easy for anyone in India to find a qualified therapist they trust, in their own language, at a fee they know before they book.',
});

export const VISION = defineMessage({
  id: 'about.vision',
  defaultMessage:
    'An India where talking to a therapist is as ordinary as seeing a doctor: close to home or online, free of stigma, and never out of reach.',
});

export type Practitioner = {
  name: string;
  role: MessageDescriptor;
  credentials: MessageDescriptor;
  text: MessageDescriptor;
};

export const PRACTITIONERS: readonly Practitioner[] = [
  {
    name: 'Dr. Meenakshi Iyer',
    role: defineMessage({
      id: 'about.practitioner1Role',
      defaultMessage: 'Clinical lead, Bengaluru',
    }),
    credentials: defineMessage({
      id: 'about.practitioner1Credentials',
      defaultMessage: 'Clinical Psychologist, M.Phil, PhD (RCI registered)',
    }),
    text: defineMessage({
      id: 'about.practitioner1Text',
      defaultMessage:
        'Meenakshi has practised for eighteen years in hospital and private settings. She sets the standards every therapist profile is reviewed against and checks the qualification documents behind each Verified badge.',
    }),
  },
  {
    name: 'Rahul Deshpande',
    role: defineMessage({
      id: 'about.practitioner2Role',
      defaultMessage: 'Head of client care, Pune',
    }),
    credentials: defineMessage({
      id: 'about.practitioner2Credentials',
      defaultMessage: 'Counselling Psychologist, MA Counselling Psychology',
    }),
    text: defineMessage({
      id: 'about.practitioner2Text',
      defaultMessage:
        'Rahul has counselled students, couples and working professionals for twelve years. He looks after clients who write to us, from choosing a first therapist to a cancellation or a refund.',
    }),
  },
];

export const OFFERINGS = [
  {
    title: defineMessage({
      id: 'about.offering1Title',
      defaultMessage: 'A directory you can trust',
    }),
    text: defineMessage({
      id: 'about.offering1Text',
      defaultMessage:
        'Therapists across India, each reviewed before their profile goes live, many with verified qualifications.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.offering2Title',
      defaultMessage: 'Sessions your way',
    }),
    text: defineMessage({
      id: 'about.offering2Text',
      defaultMessage:
        'Online from home or in person nearby, in English, Hindi and many Indian languages.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.offering3Title',
      defaultMessage: 'Simple booking',
    }),
    text: defineMessage({
      id: 'about.offering3Text',
      defaultMessage:
        "Pick a time and pay a {fee} booking fee that is adjusted in the therapist's fee.",
    }),
  },
] as const;

export const WHY = [
  {
    title: defineMessage({
      id: 'about.why1Title',
      defaultMessage: 'Reviewed therapists',
    }),
    text: defineMessage({
      id: 'about.why1Text',
      defaultMessage:
        'Every profile is checked by our team; a Verified badge means we have seen their qualifications.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.why2Title',
      defaultMessage: 'Your language',
    }),
    text: defineMessage({
      id: 'about.why2Text',
      defaultMessage: 'Filter by language so you can talk in the words you think and feel in.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.why3Title',
      defaultMessage: 'Clear, fair fees',
    }),
    text: defineMessage({
      id: 'about.why3Text',
      defaultMessage:
        'Fees are shown in rupees before you book. No hidden charges, no per-session commission.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.why4Title',
      defaultMessage: 'Privacy first',
    }),
    text: defineMessage({
      id: 'about.why4Text',
      defaultMessage:
        'Your health information is sensitive. We collect only what a booking needs and never sell it.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.why5Title',
      defaultMessage: 'Fair refunds',
    }),
    text: defineMessage({
      id: 'about.why5Text',
      defaultMessage:
        'Cancel within {hours} hours of booking for a full refund; if a therapist cancels, you are always refunded.',
    }),
  },
  {
    title: defineMessage({
      id: 'about.why6Title',
      defaultMessage: 'Real people to help',
    }),
    text: defineMessage({
      id: 'about.why6Text',
      defaultMessage:
        'Questions about a booking or a refund? Our team answers, usually within one working day.',
    }),
  },
] as const;
