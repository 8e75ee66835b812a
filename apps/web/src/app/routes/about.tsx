import { Link } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { SITE } from '#lib/site';
import { AdvisorCard } from '#features/static-pages/components/advisor-card';
import { ADVISORS } from '#features/static-pages/content/advisors';
import {
  MISSION,
  OFFERINGS,
  PRACTITIONERS,
  VISION,
  WHY,
} from '#features/static-pages/content/about';
import { PractitionerCard } from '#features/static-pages/components/practitioner-card';
import { paths } from '#config/paths';
import { fixedPageMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';
import { defineMessages } from '@app/domain/i18n/define';
import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { FOOTER } from '../layout/layout-messages';

const FIGURES = { fee: formatRupees(BOOKING_FEE_RUPEES), hours: REFUND_WINDOW_HOURS };

const M = defineMessages({
  eyebrow: { id: 'about.eyebrow', defaultMessage: 'About us' },
  heading: {
    id: 'about.heading',
    defaultMessage: 'Making it easier to find the right therapist in India',
  },
  whyStarted: { id: 'about.whyStarted', defaultMessage: 'Why we started' },
  gap1: {
    id: 'about.gap1',
    defaultMessage:
      'Millions of people in India live with anxiety, depression, grief or relationship strain, yet most never speak to a professional. There are too few therapists for a country this large, most of them work in big cities, and finding one usually depends on knowing someone who knows someone.',
  },
  gap2: {
    id: 'about.gap2',
    defaultMessage:
      'Stigma makes the first step harder still, and so does uncertainty: Who is qualified? Will they understand my language and my family? What will it cost? We built {site} to answer those questions before you have to ask them.',
  },
  mission: { id: 'about.missionHeading', defaultMessage: 'Our mission' },
  vision: { id: 'about.visionHeading', defaultMessage: 'Our vision' },
  offer: { id: 'about.offer', defaultMessage: 'What we offer' },
  practitioners: { id: 'about.practitioners', defaultMessage: 'The practitioners behind {site}' },
  practitionersLead: {
    id: 'about.practitionersLead',
    defaultMessage:
      'Two practising clinicians lead how therapists are reviewed and how clients are looked after.',
  },
  whyUs: { id: 'about.whyUs', defaultMessage: 'Why choose us' },
  advisors: { id: 'about.advisors', defaultMessage: 'Our advisors' },
  advisorsLead: {
    id: 'about.advisorsLead',
    defaultMessage:
      'Experienced practitioners who volunteer their time to guide how we serve clients and therapists.',
  },
  advisorsNote: {
    id: 'about.advisorsNote',
    defaultMessage:
      'Our advisors are independent and serve voluntarily. They are not employees of {site}, do not endorse individual therapists and do not take bookings through this platform.',
  },
  ready: { id: 'about.ready', defaultMessage: 'Ready when you are' },
  readyLead: {
    id: 'about.readyLead',
    defaultMessage:
      'Browse therapists by concern, language and city. There is no obligation to book.',
  },
  find: { id: 'about.find', defaultMessage: 'Find a therapist' },
  talk: { id: 'about.talk', defaultMessage: 'Talk to our team' },
});

export function AboutRoute() {
  const t = useT();
  return (
    <>
      <PageHead {...fixedPageMeta(paths.about(), SITE.name, t)} />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-12 pb-14 sm:pt-20">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {t(M.eyebrow)}
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t(M.heading)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            {t(FOOTER.tagline)}
          </p>
        </div>
      </section>

      <section aria-labelledby="gap-heading" className="py-14">
        <div className="mx-auto grid max-w-content gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <h2 id="gap-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(M.whyStarted)}
          </h2>
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            <p>{t(M.gap1)}</p>
            <p>{t(M.gap2, { site: SITE.name })}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-slate-50 py-14">
        <div className="mx-auto grid max-w-content gap-5 px-4 sm:px-6 md:grid-cols-2">
          <div className="rounded-card border border-primary-100 bg-white p-6 shadow-raised sm:p-8">
            <h2 id="mission-heading" className="text-2xl font-semibold">
              {t(M.mission)}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t(MISSION)}</p>
          </div>
          <div className="rounded-card border border-primary-100 bg-white p-6 shadow-raised sm:p-8">
            <h2 className="text-2xl font-semibold">{t(M.vision)}</h2>
            <p className="mt-3 text-lg text-slate-700">{t(VISION)}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="offer-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(M.offer)}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {OFFERINGS.map((o) => (
              <li
                key={o.title.id}
                className="rounded-card border border-slate-200 bg-white p-6 shadow-raised"
              >
                <h3 className="text-lg font-semibold">{t(o.title)}</h3>
                <p className="mt-2 text-slate-600">{t(o.text, FIGURES)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="team-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(M.practitioners, { site: SITE.name })}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t(M.practitionersLead)}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {PRACTITIONERS.map((p) => (
              <PractitionerCard key={p.name} practitioner={p} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="why-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(M.whyUs)}
          </h2>
          <ol className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {WHY.map((w, i) => (
              <li key={w.title.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-semibold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{t(w.title)}</h3>
                  <p className="mt-1 text-slate-600">{t(w.text, FIGURES)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="advisors-heading" className="bg-primary-50/60 py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2 id="advisors-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(M.advisors)}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t(M.advisorsLead)}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {ADVISORS.map((a) => (
              <AdvisorCard key={a.id} advisor={a} />
            ))}
          </ul>
          <p className="mt-6 max-w-3xl text-sm text-slate-700">
            {t(M.advisorsNote, { site: SITE.name })}
          </p>
        </div>
      </section>

      <section className="px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-semibold sm:text-3xl">{t(M.ready)}</h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">{t(M.readyLead)}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.therapists()} className={buttonClasses('primary', 'lg')}>
            {t(M.find)}
          </Link>
          <Link to={paths.contact()} className={buttonClasses('secondary', 'lg')}>
            {t(M.talk)}
          </Link>
        </div>
      </section>
    </>
  );
}
