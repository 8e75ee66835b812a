import { Link } from 'react-router';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { PageHead } from './seo/page-head';
import { buttonClasses } from './ui/button';
import { paths } from '../config/paths';

const M = defineMessages({
  heading: { id: 'common.notFound.heading', defaultMessage: 'Page Not Found' },
  text: {
    id: 'common.notFound.text',
    defaultMessage: 'Sorry, the page you are looking for does not exist.',
  },
  home: { id: 'common.notFound.home', defaultMessage: 'Go to the home page' },
  find: { id: 'common.notFound.find', defaultMessage: 'Find a therapist' },
});

/**
 * The not-found page body. Rendered by the '*' route and by pages that discover the thing they show
 * does not exist (an unknown therapist slug, for instance).
 */
export function NotFound() {
  const t = useT();
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <PageHead title={t(M.heading)} description={t(M.text)} noIndex />
      <svg
        viewBox="0 0 160 120"
        width="160"
        height="120"
        aria-hidden="true"
        focusable="false"
        className="mb-8"
      >
        <ellipse cx="80" cy="104" rx="56" ry="8" fill="#e2e8f0" />
        <path d="M40 96c0-26 18-52 40-52s40 26 40 52z" fill="#ccfbf1" />
        <path d="M80 20v24" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
        <path d="M80 28l22 6-22 6z" fill="#ea580c" />
        <circle cx="68" cy="72" r="4" fill="#115e59" />
        <circle cx="92" cy="72" r="4" fill="#115e59" />
        <path
          d="M70 86q10-6 20 0"
          stroke="#115e59"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <h1 id="not-found-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t(M.heading)}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{t(M.text)}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home()} className={buttonClasses('primary', 'lg')}>
          {t(M.home)}
        </Link>
        <Link to={paths.therapists()} className={buttonClasses('secondary', 'lg')}>
          {t(M.find)}
        </Link>
      </div>
    </section>
  );
}
