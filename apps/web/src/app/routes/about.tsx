import { Link } from 'react-router';
import { BOOKING_FEE_RUPEES } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { PageHead } from '../../components/seo/page-head';
import { buttonClasses } from '../../components/ui/button';
import { SITE } from '../../lib/site';
import { AdvisorCard } from '../../features/static-pages/components/advisor-card';
import { ADVISORS } from '../../features/static-pages/content/advisors';

const OFFERINGS = [
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

const WHY = [
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

export function AboutRoute() {
  return (
    <>
      <PageHead
        title="About Us"
        description={`${SITE.name} connects people across India with qualified therapists, in their language, online or in person, with clear fees.`}
        canonicalPath="/about"
      />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-12 pb-14 sm:pt-20">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">About us</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Making it easier to find the right therapist in India
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{SITE.tagline}</p>
        </div>
      </section>

      <section aria-labelledby="gap-heading" className="py-14">
        <div className="mx-auto grid max-w-content gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <h2 id="gap-heading" className="text-2xl font-semibold sm:text-3xl">
            Why we started
          </h2>
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            <p>
              Millions of people in India live with anxiety, depression, grief or relationship
              strain, yet most never speak to a professional. There are too few therapists for a
              country this large, most of them work in big cities, and finding one usually depends
              on knowing someone who knows someone.
            </p>
            <p>
              Stigma makes the first step harder still, and so does uncertainty: Who is qualified?
              Will they understand my language and my family? What will it cost? We built{' '}
              {SITE.name} to answer those questions before you have to ask them.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="offer-heading" className="text-2xl font-semibold sm:text-3xl">
            What we offer
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {OFFERINGS.map((o) => (
              <li
                key={o.title}
                className="rounded-card border border-slate-200 bg-white p-6 shadow-raised"
              >
                <h3 className="text-lg font-semibold">{o.title}</h3>
                <p className="mt-2 text-slate-600">{o.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="why-heading" className="text-2xl font-semibold sm:text-3xl">
            Why choose us
          </h2>
          <ol className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {WHY.map((w, i) => (
              <li key={w.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-semibold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{w.title}</h3>
                  <p className="mt-1 text-slate-600">{w.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="advisors-heading" className="bg-primary-50/60 py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="advisors-heading" className="text-2xl font-semibold sm:text-3xl">
            Our advisors
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Experienced practitioners who volunteer their time to guide how we serve clients and
            therapists.
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {ADVISORS.map((a) => (
              <AdvisorCard key={a.id} advisor={a} />
            ))}
          </ul>
          <p className="mt-6 max-w-3xl text-sm text-slate-700">
            Our advisors are independent and serve voluntarily. They are not employees of{' '}
            {SITE.name}, do not endorse individual therapists and do not take bookings through this
            platform.
          </p>
        </div>
      </section>

      <section className="px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-semibold sm:text-3xl">Ready when you are</h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          Browse therapists by concern, language and city. There is no obligation to book.
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/therapists" className={buttonClasses('primary', 'lg')}>
            Find a therapist
          </Link>
          <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
            Talk to our team
          </Link>
        </div>
      </section>
    </>
  );
}
