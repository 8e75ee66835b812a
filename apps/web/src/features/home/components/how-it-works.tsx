import { AVAILABILITY_DAYS, BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { formatRupees } from '@app/domain/pricing';
import {
  ChatIcon,
  LanguageIcon,
  RupeeIcon,
  SearchIcon,
  ShieldIcon,
  CalendarIcon,
  VideoIcon,
} from '#components/ui/icons';
import { SITE } from '#lib/site';
import { ExternalLink } from '#components/ui/external-link';

const fee = formatRupees(BOOKING_FEE_RUPEES);

const M = defineMessages({
  findTitle: { id: 'home.steps.findTitle', defaultMessage: 'Find your therapist' },
  findText: {
    id: 'home.steps.findText',
    defaultMessage:
      'Filter by concern, language, city and session mode, and read profiles that show fees in rupees.',
  },
  pickTitle: { id: 'home.steps.pickTitle', defaultMessage: 'Pick a time' },
  pickText: {
    id: 'home.steps.pickText',
    defaultMessage:
      'Choose an open slot in the next {days} days (times in IST) and reserve it with a refundable {fee}.',
  },
  talkTitle: { id: 'home.steps.talkTitle', defaultMessage: 'Start talking' },
  talkText: {
    id: 'home.steps.talkText',
    defaultMessage:
      "Meet online or in person. The {fee} is adjusted in the therapist's final fee, so it costs you nothing extra.",
  },
  reviewedTitle: { id: 'home.benefits.reviewedTitle', defaultMessage: 'Reviewed profiles' },
  reviewedText: {
    id: 'home.benefits.reviewedText',
    defaultMessage:
      'Our team reviews every therapist before their profile goes live; verified therapists have shared their qualifications.',
  },
  languageTitle: { id: 'home.benefits.languageTitle', defaultMessage: 'Your language' },
  languageText: {
    id: 'home.benefits.languageText',
    defaultMessage:
      'English, Hindi and many other Indian languages, so you can speak the way you think.',
  },
  feesTitle: { id: 'home.benefits.feesTitle', defaultMessage: 'Clear fees' },
  feesText: {
    id: 'home.benefits.feesText',
    defaultMessage:
      'Every fee shown before you book. Cancel within {hours} hours of booking for a full refund of the {fee}.',
  },
  modesTitle: { id: 'home.benefits.modesTitle', defaultMessage: 'Online or in person' },
  modesText: {
    id: 'home.benefits.modesText',
    defaultMessage: 'Sessions of about 45 to 60 minutes, from home or at the therapist’s practice.',
  },
  howItWorks: { id: 'home.steps.heading', defaultMessage: 'How it works' },
  step: { id: 'home.steps.step', defaultMessage: 'Step {number}: ' },
  whyUs: { id: 'home.benefits.heading', defaultMessage: 'Why people choose {site}' },
  notSure: { id: 'home.chat.heading', defaultMessage: 'Not sure where to start?' },
  chatText: {
    id: 'home.chat.text',
    defaultMessage: 'Message our team on WhatsApp and we will help you find the right therapist.',
  },
  chat: { id: 'home.chat.button', defaultMessage: 'Chat With Us' },
  onWhatsApp: { id: 'home.chat.onWhatsApp', defaultMessage: ' on WhatsApp' },
});

const STEPS = [
  { icon: SearchIcon, title: M.findTitle, text: M.findText },
  { icon: CalendarIcon, title: M.pickTitle, text: M.pickText },
  { icon: ChatIcon, title: M.talkTitle, text: M.talkText },
] as const;

const BENEFITS = [
  { icon: ShieldIcon, title: M.reviewedTitle, text: M.reviewedText },
  { icon: LanguageIcon, title: M.languageTitle, text: M.languageText },
  { icon: RupeeIcon, title: M.feesTitle, text: M.feesText },
  { icon: VideoIcon, title: M.modesTitle, text: M.modesText },
] as const;

const FIGURES = { fee, days: AVAILABILITY_DAYS, hours: REFUND_WINDOW_HOURS };

/** The three steps to a first session, then why people choose us. */
export function HowItWorks() {
  const t = useT();
  return (
    <section
      aria-labelledby="steps-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <h2 id="steps-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t(M.howItWorks)}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title.id} className="text-center">
            <span className="relative mx-auto inline-flex size-16 items-center justify-center rounded-full bg-primary-700 text-white">
              <Icon width={28} height={28} />
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 inline-flex size-7 items-center justify-center rounded-full bg-accent-700 text-sm font-bold text-white ring-2 ring-white"
              >
                {i + 1}
              </span>
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">{t(M.step, { number: i + 1 })}</span>
              {t(title)}
            </h3>
            <p className="mx-auto mt-1 max-w-xs text-[0.9375rem] leading-relaxed text-slate-600">
              {t(text, FIGURES)}
            </p>
          </li>
        ))}
      </ol>

      <h2 className="mt-16 text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t(M.whyUs, { site: SITE.name })}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-card border border-slate-200 bg-white p-5">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon width={22} height={22} />
            </span>
            <h3 className="mt-3 text-base font-semibold">{t(title)}</h3>
            <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">
              {t(text, FIGURES)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** WhatsApp chat link; the number is the support phone's digits (the API's WHATSAPP_NUMBER default). */
export function ChatWithUs() {
  const t = useT();
  const digits = SITE.supportPhone.replace(/\D/g, '');
  return (
    <section
      aria-labelledby="chat-heading"
      className="mx-auto w-full max-w-content px-4 pb-16 sm:px-6"
    >
      <div className="flex flex-col items-start gap-5 rounded-card border border-primary-100 bg-primary-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="chat-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t(M.notSure)}
          </h2>
          <p className="mt-1 text-slate-700">{t(M.chatText)}</p>
        </div>
        <ExternalLink
          href={`https://wa.me/${digits}`}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-control bg-[#15803d] px-6 font-semibold text-white hover:bg-[#166534]"
        >
          <ChatIcon width={20} height={20} />
          {t(M.chat)}
          <span className="sr-only">{t(M.onWhatsApp)}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
