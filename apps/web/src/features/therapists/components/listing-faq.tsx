import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { Accordion, type AccordionItem } from '#components/ui/accordion';
import { CRISIS_LINES } from '#lib/site';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const fee = formatRupees(BOOKING_FEE_RUPEES);

const FAQ_WORDS = defineMessages({
  chooseQuestion: {
    id: 'listing.faq.chooseQuestion',
    defaultMessage: 'How do I choose the right therapist?',
  },
  chooseAnswer: {
    id: 'listing.faq.chooseAnswer',
    defaultMessage:
      'Start with what you want help with, then narrow by language, city and whether you prefer online or in-person sessions. Read a few profiles: their training, years of experience and the way they describe their approach. It is fine to try one session and change therapist if the fit does not feel right.',
  },
  titlesQuestion: {
    id: 'listing.faq.titlesQuestion',
    defaultMessage:
      'What is the difference between a psychologist, a counsellor and a psychiatrist?',
  },
  titlesAnswer: {
    id: 'listing.faq.titlesAnswer',
    defaultMessage:
      'Psychologists and counsellors offer talking therapy: they help you understand patterns and build coping skills. Psychiatrists are medical doctors who can diagnose conditions and prescribe medication. Many people start with a psychologist or counsellor, who can suggest a psychiatrist if medication might help.',
  },
  bookingFeeQuestion: {
    id: 'listing.faq.bookingFeeQuestion',
    defaultMessage: 'What is the {fee} booking fee?',
  },
  bookingFeeAnswer: {
    id: 'listing.faq.bookingFeeAnswer',
    defaultMessage:
      "You pay {fee} online to reserve your slot. It is not an extra charge: it is adjusted in the therapist's session fee, so you pay the rest of that fee to the therapist. The therapist's fee is shown in rupees on every profile before you book.",
  },
  refundQuestion: {
    id: 'listing.faq.refundQuestion',
    defaultMessage: 'Can I cancel, and will I get my money back?',
  },
  refundAnswer: {
    id: 'listing.faq.refundAnswer',
    defaultMessage:
      'The booking fee is refunded in full if you cancel within {hours} hours of booking; after that it is not refundable. If the therapist cancels or cannot accept your booking, you get a full refund. Refunds reach your account in 4 to 7 working days. A missed session without cancelling is not refunded.',
  },
  lengthQuestion: {
    id: 'listing.faq.lengthQuestion',
    defaultMessage: 'How long is a session?',
  },
  lengthAnswer: {
    id: 'listing.faq.lengthAnswer',
    defaultMessage:
      'Most sessions last 45 to 60 minutes. Times on the site are in Indian Standard Time (IST), and you can pick any open hourly slot in the next 30 days.',
  },
  modesQuestion: {
    id: 'listing.faq.modesQuestion',
    defaultMessage: 'Are sessions online or in person?',
  },
  modesAnswer: {
    id: 'listing.faq.modesAnswer',
    defaultMessage:
      'Both, depending on the therapist. Each profile shows whether they offer online sessions, in-person sessions at their practice, or both, and you choose the mode when you book. Online sessions need a quiet, private space and a stable internet connection.',
  },
  confidentialQuestion: {
    id: 'listing.faq.confidentialQuestion',
    defaultMessage: 'Is what I say in therapy confidential?',
  },
  confidentialAnswer: {
    id: 'listing.faq.confidentialAnswer',
    defaultMessage:
      'Yes. Therapists keep what you share confidential. The rare exceptions, which your therapist will explain, are when someone is at serious risk of harm or when the law requires disclosure. We never share your session content, and your booking details are used only to arrange your appointment.',
  },
  ageQuestion: {
    id: 'listing.faq.ageQuestion',
    defaultMessage: 'Is there a minimum age?',
  },
  ageAnswer: {
    id: 'listing.faq.ageAnswer',
    defaultMessage:
      'You must be 18 or older to create an account and book. For a child or teenager, a parent or guardian holds the account and books on their behalf; several of our therapists specialise in child and adolescent counselling.',
  },
  languageQuestion: {
    id: 'listing.faq.languageQuestion',
    defaultMessage: 'Can I talk in my own language?',
  },
  languageAnswer: {
    id: 'listing.faq.languageAnswer',
    defaultMessage:
      'Yes. Use the Language filter to find therapists who work in Hindi, Bengali, Tamil, Telugu, Marathi and many other Indian languages, as well as English. Speaking in the language you think in often makes therapy easier.',
  },
  firstSessionQuestion: {
    id: 'listing.faq.firstSessionQuestion',
    defaultMessage: 'What should I prepare for my first session?',
  },
  firstSessionAnswer: {
    id: 'listing.faq.firstSessionAnswer',
    defaultMessage:
      'Nothing formal. It helps to note what made you seek support now, any questions you have, and what you would like to feel different. The first session is mostly about getting to know each other, so share only what you are comfortable sharing.',
  },
  howManyQuestion: {
    id: 'listing.faq.howManyQuestion',
    defaultMessage: 'How many sessions will I need?',
  },
  howManyAnswer: {
    id: 'listing.faq.howManyAnswer',
    defaultMessage:
      'It depends on what you are working on. Some people find a few sessions enough for a specific concern; others prefer longer-term support. Your therapist will discuss a plan with you and you can review it together at any time.',
  },
  emergencyQuestion: {
    id: 'listing.faq.emergencyQuestion',
    defaultMessage: 'What if I am in crisis or need urgent help?',
  },
  emergencyAnswer: {
    id: 'listing.faq.emergencyAnswer',
    defaultMessage:
      "This service is not for emergencies. If you or someone else is in immediate danger, call Tele-MANAS, India's free mental-health helpline, on {first} or {second} (round the clock), or {emergency}, the national emergency number, or go to the nearest hospital. Once you are safe, a therapist can help with ongoing support.",
  },
  heading: { id: 'listing.faq.heading', defaultMessage: 'Frequently asked questions' },
});

const FAQ = [
  { id: 'choose', question: FAQ_WORDS.chooseQuestion, answer: FAQ_WORDS.chooseAnswer },
  { id: 'titles', question: FAQ_WORDS.titlesQuestion, answer: FAQ_WORDS.titlesAnswer },
  { id: 'booking-fee', question: FAQ_WORDS.bookingFeeQuestion, answer: FAQ_WORDS.bookingFeeAnswer },
  { id: 'refund', question: FAQ_WORDS.refundQuestion, answer: FAQ_WORDS.refundAnswer },
  { id: 'length', question: FAQ_WORDS.lengthQuestion, answer: FAQ_WORDS.lengthAnswer },
  { id: 'modes', question: FAQ_WORDS.modesQuestion, answer: FAQ_WORDS.modesAnswer },
  {
    id: 'confidential',
    question: FAQ_WORDS.confidentialQuestion,
    answer: FAQ_WORDS.confidentialAnswer,
  },
  { id: 'age', question: FAQ_WORDS.ageQuestion, answer: FAQ_WORDS.ageAnswer },
  { id: 'language', question: FAQ_WORDS.languageQuestion, answer: FAQ_WORDS.languageAnswer },
  {
    id: 'first-session',
    question: FAQ_WORDS.firstSessionQuestion,
    answer: FAQ_WORDS.firstSessionAnswer,
  },
  { id: 'how-many', question: FAQ_WORDS.howManyQuestion, answer: FAQ_WORDS.howManyAnswer },
  { id: 'emergency', question: FAQ_WORDS.emergencyQuestion, answer: FAQ_WORDS.emergencyAnswer },
] as const;

const FIGURES = {
  fee,
  hours: REFUND_WINDOW_HOURS,
  first: CRISIS_LINES.teleManas[0],
  second: CRISIS_LINES.teleManas[1],
  emergency: CRISIS_LINES.emergency,
};

/** The listing's 12 frequently asked questions, one open at a time. */
export function ListingFaq() {
  const t = useT();
  const items: AccordionItem[] = FAQ.map(({ id, question, answer }) => ({
    id,
    question: t(question, FIGURES),
    answer: t(answer, FIGURES),
  }));
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t(FAQ_WORDS.heading)}
      </h2>
      <Accordion items={items} className="mt-8" />
    </section>
  );
}
