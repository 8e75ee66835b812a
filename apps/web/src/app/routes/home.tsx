import { Link } from 'react-router';
import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { PageHead } from '../../components/seo/page-head';
import { buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon, LanguageIcon, RupeeIcon, ShieldIcon } from '../../components/ui/icons';
import { formatRupees } from '@app/domain/pricing';

const POINTS = [
  {
    icon: ShieldIcon,
    title: 'Reviewed profiles',
    text: 'Our team reviews every therapist before their profile goes live.',
  },
  {
    icon: LanguageIcon,
    title: 'Your language',
    text: 'Talk in English, Hindi or one of many Indian languages, online or in person.',
  },
  {
    icon: RupeeIcon,
    title: 'Clear fees',
    text: `See each session fee in rupees before you book. The ${formatRupees(BOOKING_FEE_RUPEES)} booking fee is adjusted in it.`,
  },
] as const;

/** Quiet, warm illustration: two speech bubbles and a leaf. Decorative. */
function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 360 300"
      width="360"
      height="300"
      aria-hidden="true"
      focusable="false"
      className="h-auto w-full max-w-[15rem] sm:max-w-xs lg:max-w-sm"
    >
      <circle cx="190" cy="150" r="130" fill="#ccfbf1" />
      <circle cx="268" cy="66" r="34" fill="#ffedd5" />
      <path
        d="M70 96h150a22 22 0 0 1 22 22v52a22 22 0 0 1-22 22h-86l-34 28v-28H70a22 22 0 0 1-22-22v-52a22 22 0 0 1 22-22z"
        fill="#0f766e"
      />
      <rect x="78" y="124" width="120" height="10" rx="5" fill="#99f6e4" />
      <rect x="78" y="146" width="84" height="10" rx="5" fill="#5eead4" />
      <path
        d="M170 186h118a20 20 0 0 1 20 20v40a20 20 0 0 1-20 20h-8v24l-30-24h-80a20 20 0 0 1-20-20v-40a20 20 0 0 1 20-20z"
        fill="#fff"
        stroke="#0f766e"
        strokeWidth="3"
      />
      <path
        d="M220 228c-7-5-13-10-13-17a7 7 0 0 1 13-4 7 7 0 0 1 13 4c0 7-6 12-13 17z"
        fill="#ea580c"
      />
      <path d="M300 120c-22 4-34 20-32 44 22-2 36-18 32-44z" fill="#14b8a6" />
      <path
        d="M270 162c8-12 16-22 28-36"
        stroke="#0f766e"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Home page (first version): a calm hero pointing to the therapist list. */
export function HomeRoute() {
  return (
    <>
      <PageHead
        title="Find Trusted Therapists in India"
        description="Find a trusted mental-health therapist in India. Compare specialities, languages and fees in rupees, and book an online or in-person session."
        keywords={[
          'therapist in India',
          'online counselling',
          'psychologist',
          'mental health',
          'therapy',
        ]}
        canonicalPath="/"
      />
      <section className="overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
        <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              Therapy, in your language
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
              Find a therapist you can trust
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
              Talk to a qualified therapist in India, online or in person. Compare specialities,
              languages and fees, then book a time that suits you.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link to="/therapists" className={buttonClasses('primary', 'lg')}>
                Find a therapist
                <ArrowRightIcon width={18} height={18} />
              </Link>
            </div>
            <p className="mt-4 max-w-xl text-sm text-slate-600">
              Reserve a session with a {formatRupees(BOOKING_FEE_RUPEES)} booking fee, adjusted in
              your session fee and fully refundable if you cancel within {REFUND_WINDOW_HOURS} hours
              of booking.
            </p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="why-heading"
        className="mx-auto w-full max-w-content px-4 pb-16 sm:px-6"
      >
        <h2 id="why-heading" className="sr-only">
          Why people choose us
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border border-slate-200 bg-white p-5">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <Icon width={22} height={22} />
              </span>
              <h3 className="mt-3 text-base font-semibold">{title}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
