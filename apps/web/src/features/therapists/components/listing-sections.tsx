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

const FIRST_SESSION = [
  {
    icon: ChatIcon,
    title: 'A warm introduction',
    text: 'Your therapist introduces themselves and how they work. There is no right or wrong way to begin.',
  },
  {
    icon: SearchIcon,
    title: 'Understanding what brings you',
    text: 'You talk about what is on your mind, at your own pace. Share only what you are comfortable with.',
  },
  {
    icon: ShieldIcon,
    title: 'Confidentiality explained',
    text: 'They explain how your information is kept private, and the rare situations where safety comes first.',
  },
  {
    icon: HeartIcon,
    title: 'Your goals',
    text: 'Together you name what you would like to feel or do differently, big or small.',
  },
  {
    icon: CalendarIcon,
    title: 'A plan that suits you',
    text: 'You agree how often to meet, online or in person, and what the next few sessions could focus on.',
  },
  {
    icon: ClockIcon,
    title: 'Time for your questions',
    text: 'Sessions last about 45 to 60 minutes, with time at the end to ask anything you want.',
  },
] as const;

/** 'What Your First Session Looks Like': six short cards. */
export function FirstSession() {
  return (
    <section aria-labelledby="first-session-heading" className="bg-slate-50">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <h2
          id="first-session-heading"
          className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          What Your First Session Looks Like
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Feeling nervous before a first session is normal. Here is what usually happens.
        </p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FIRST_SESSION.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-card border border-slate-200 bg-white p-5">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                  <Icon width={22} height={22} />
                </span>
                <span className="text-sm font-semibold text-slate-500">Step {i + 1}</span>
              </div>
              <h3 className="mt-3 text-base font-semibold">{title}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Call to action for therapists to join. */
export function PartnerCta() {
  return (
    <section
      aria-labelledby="partner-heading"
      className="mx-auto w-full max-w-content px-4 pt-14 sm:px-6"
    >
      <div className="flex flex-col items-start gap-6 rounded-card bg-primary-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="partner-heading" className="text-2xl font-bold tracking-tight text-white">
            Are you a therapist?
          </h2>
          <p className="mt-2 text-primary-100">
            Join our network and reach clients across India who are looking for support in their own
            language. A basic profile is free and goes live after our team reviews it.
          </p>
        </div>
        <Link to={paths.joinTherapist()} className={buttonClasses('accent', 'lg', 'shrink-0')}>
          Join as a Therapist
        </Link>
      </div>
    </section>
  );
}
