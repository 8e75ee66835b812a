import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { Accordion, type AccordionItem } from '#components/ui/accordion';
import { CRISIS_LINES } from '#lib/site';

const fee = formatRupees(BOOKING_FEE_RUPEES);

const FAQ: readonly AccordionItem[] = [
  {
    id: 'choose',
    question: 'How do I choose the right therapist?',
    answer:
      'Start with what you want help with, then narrow by language, city and whether you prefer online or in-person sessions. Read a few profiles: their training, years of experience and the way they describe their approach. It is fine to try one session and change therapist if the fit does not feel right.',
  },
  {
    id: 'titles',
    question: 'What is the difference between a psychologist, a counsellor and a psychiatrist?',
    answer:
      'Psychologists and counsellors offer talking therapy: they help you understand patterns and build coping skills. Psychiatrists are medical doctors who can diagnose conditions and prescribe medication. Many people start with a psychologist or counsellor, who can suggest a psychiatrist if medication might help.',
  },
  {
    id: 'booking-fee',
    question: `What is the ${fee} booking fee?`,
    answer: `You pay ${fee} online to reserve your slot. It is not an extra charge: it is adjusted in the therapist's session fee, so you pay the rest of that fee to the therapist. The therapist's fee is shown in rupees on every profile before you book.`,
  },
  {
    id: 'refund',
    question: 'Can I cancel, and will I get my money back?',
    answer: `The booking fee is refunded in full if you cancel within ${REFUND_WINDOW_HOURS} hours of booking; after that it is not refundable. If the therapist cancels or cannot accept your booking, you get a full refund. Refunds reach your account in 4 to 7 working days. A missed session without cancelling is not refunded.`,
  },
  {
    id: 'length',
    question: 'How long is a session?',
    answer:
      'Most sessions last 45 to 60 minutes. Times on the site are in Indian Standard Time (IST), and you can pick any open hourly slot in the next 30 days.',
  },
  {
    id: 'modes',
    question: 'Are sessions online or in person?',
    answer:
      'Both, depending on the therapist. Each profile shows whether they offer online sessions, in-person sessions at their practice, or both, and you choose the mode when you book. Online sessions need a quiet, private space and a stable internet connection.',
  },
  {
    id: 'confidential',
    question: 'Is what I say in therapy confidential?',
    answer:
      'Yes. Therapists keep what you share confidential. The rare exceptions, which your therapist will explain, are when someone is at serious risk of harm or when the law requires disclosure. We never share your session content, and your booking details are used only to arrange your appointment.',
  },
  {
    id: 'age',
    question: 'Is there a minimum age?',
    answer:
      'You must be 18 or older to create an account and book. For a child or teenager, a parent or guardian holds the account and books on their behalf; several of our therapists specialise in child and adolescent counselling.',
  },
  {
    id: 'language',
    question: 'Can I talk in my own language?',
    answer:
      'Yes. Use the Language filter to find therapists who work in Hindi, Bengali, Tamil, Telugu, Marathi and many other Indian languages, as well as English. Speaking in the language you think in often makes therapy easier.',
  },
  {
    id: 'first-session',
    question: 'What should I prepare for my first session?',
    answer:
      'Nothing formal. It helps to note what made you seek support now, any questions you have, and what you would like to feel different. The first session is mostly about getting to know each other, so share only what you are comfortable sharing.',
  },
  {
    id: 'how-many',
    question: 'How many sessions will I need?',
    answer:
      'It depends on what you are working on. Some people find a few sessions enough for a specific concern; others prefer longer-term support. Your therapist will discuss a plan with you and you can review it together at any time.',
  },
  {
    id: 'emergency',
    question: 'What if I am in crisis or need urgent help?',
    answer: `This service is not for emergencies. If you or someone else is in immediate danger, call Tele-MANAS, India's free mental-health helpline, on ${CRISIS_LINES.teleManas.join(' or ')} (round the clock), or ${CRISIS_LINES.emergency}, the national emergency number, or go to the nearest hospital. Once you are safe, a therapist can help with ongoing support.`,
  },
];

/** The listing's 12 frequently asked questions, one open at a time. */
export function ListingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Frequently asked questions
      </h2>
      <Accordion items={FAQ} className="mt-8" />
    </section>
  );
}
