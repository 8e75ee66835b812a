import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button';
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  HeartIcon,
  ShieldIcon,
  SearchIcon,
} from '#components/ui/icons';
import { paths } from '#config/paths';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  introTitle: { id: 'listing.first.introTitle', defaultMessage: 'A warm introduction' },
  introText: {
    id: 'listing.first.introText',
    defaultMessage:
      'Your therapist introduces themselves and how they work. There is no right or wrong way to begin.',
  },
  understandTitle: {
    id: 'listing.first.understandTitle',
    defaultMessage: 'Understanding what brings you',
  },
  understandText: {
    id: 'listing.first.understandText',
    defaultMessage:
      'You talk about what is on your mind, at your own pace. Share only what you are comfortable with.',
  },
  confidentialTitle: {
    id: 'listing.first.confidentialTitle',
    defaultMessage: 'Confidentiality explained',
  },
  confidentialText: {
    id: 'listing.first.confidentialText',
    defaultMessage:
      'They explain how your information is kept private, and the rare situations where safety comes first.',
  },
  goalsTitle: { id: 'listing.first.goalsTitle', defaultMessage: 'Your goals' },
  goalsText: {
    id: 'listing.first.goalsText',
    defaultMessage:
      'Together you name what you would like to feel or do differently, big or small.',
  },
  planTitle: { id: 'listing.first.planTitle', defaultMessage: 'A plan that suits you' },
  planText: {
    id: 'listing.first.planText',
    defaultMessage:
      'You agree how often to meet, online or in person, and what the next few sessions could focus on.',
  },
  questionsTitle: { id: 'listing.first.questionsTitle', defaultMessage: 'Time for your questions' },
  questionsText: {
    id: 'listing.first.questionsText',
    defaultMessage:
      'Sessions last about 45 to 60 minutes, with time at the end to ask anything you want.',
  },
  heading: { id: 'listing.first.heading', defaultMessage: 'What Your First Session Looks Like' },
  lead: {
    id: 'listing.first.lead',
    defaultMessage:
      'Feeling nervous before a first session is normal. Here is what usually happens.',
  },
  step: { id: 'listing.first.step', defaultMessage: 'Step {number}' },
  partnerHeading: { id: 'listing.partner.heading', defaultMessage: 'Are you a therapist?' },
  partnerText: {
    id: 'listing.partner.text',
    defaultMessage:
      'Join our network and reach clients across India who are looking for support in their own language. A basic profile is free and goes live after our team reviews it.',
  },
  partnerJoin: { id: 'listing.partner.join', defaultMessage: 'Join as a Therapist' },
});

const FIRST_SESSION = [
  { icon: ChatIcon, title: M.introTitle, text: M.introText },
  { icon: SearchIcon, title: M.understandTitle, text: M.understandText },
  { icon: ShieldIcon, title: M.confidentialTitle, text: M.confidentialText },
  { icon: HeartIcon, title: M.goalsTitle, text: M.goalsText },
  { icon: CalendarIcon, title: M.planTitle, text: M.planText },
  { icon: ClockIcon, title: M.questionsTitle, text: M.questionsText },
] as const;

/** 'What Your First Session Looks Like': six short cards. */
export function FirstSession() {
  const t = useT();
  return (
    <section aria-labelledby="first-session-heading" className="bg-slate-50">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <h2
          id="first-session-heading"
          className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {t(M.heading)}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t(M.lead)}</p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FIRST_SESSION.map(({ icon: Icon, title, text }, i) => (
            <li key={title.id} className="rounded-card border border-slate-200 bg-white p-5">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                  <Icon width={22} height={22} />
                </span>
                <span className="text-sm font-semibold text-slate-500">
                  {t(M.step, { number: i + 1 })}
                </span>
              </div>
              <h3 className="mt-3 text-base font-semibold">{t(title)}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Call to action for therapists to join. */
export function PartnerCta() {
  const t = useT();
  return (
    <section
      aria-labelledby="partner-heading"
      className="mx-auto w-full max-w-content px-4 pt-14 sm:px-6"
    >
      <div className="flex flex-col items-start gap-6 rounded-card bg-primary-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="partner-heading" className="text-2xl font-bold tracking-tight text-white">
            {t(M.partnerHeading)}
          </h2>
          <p className="mt-2 text-primary-100">{t(M.partnerText)}</p>
        </div>
        <Link to={paths.joinTherapist()} className={buttonClasses('accent', 'lg', 'shrink-0')}>
          {t(M.partnerJoin)}
        </Link>
      </div>
    </section>
  );
}
