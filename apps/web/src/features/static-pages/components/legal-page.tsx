import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';
import { defineMessages } from '@app/domain/i18n/define';
import { fixedPageMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';

const L = defineMessages({
  policies: { id: 'policies.eyebrow', defaultMessage: '{site} policies' },
  updated: { id: 'policies.updated', defaultMessage: 'Last updated: {date}' },
  toc: { id: 'policies.toc', defaultMessage: 'On this page' },
  questions: {
    id: 'policies.questions',
    defaultMessage:
      'Questions about this policy? Write to {email} or use our <link>contact form</link>.',
  },
});

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A policy's words in one language: when they last changed, the opening and the sections. */
export type PolicyText = { updated: string; intro: ReactNode; sections: readonly LegalSection[] };

/**
 * A readable policy page: title, last-updated date, a table of contents and numbered sections.
 * The head and title come from the catalogues; the text in the page's language.
 */
export function LegalPage({ path, text }: { path: string; text: PolicyText }) {
  const t = useT();
  const meta = fixedPageMeta(path, SITE.name, t);
  const { updated, intro, sections } = text;
  return (
    <article className="px-4 py-12 sm:px-6 sm:py-16">
      <PageHead {...meta} />
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {t(L.policies, { site: SITE.name })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{meta.title}</h1>
        <p className="mt-3 text-sm text-slate-600">{t(L.updated, { date: updated })}</p>
        <div className="mt-6 grid gap-4 text-lg leading-relaxed text-slate-700">{intro}</div>

        <nav
          aria-labelledby="legal-toc"
          className="mt-8 rounded-card border border-slate-200 bg-slate-50 p-5"
        >
          <h2
            id="legal-toc"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t(L.toc)}
          </h2>
          <ol className="mt-3 grid list-decimal gap-1 pl-5 text-[0.9375rem] sm:grid-cols-2 sm:gap-x-8">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-10">
            <h2 id={`${s.id}-h`} className="text-xl font-semibold sm:text-2xl">
              {i + 1}. {s.title}
            </h2>
            <div className="legal-prose mt-3 grid gap-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_li]:pl-1 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6">
              {s.body}
            </div>
          </section>
        ))}
        <p className="mt-12 border-t border-slate-200 pt-6 text-[0.9375rem] text-slate-700">
          {t.parts<ReactNode>(L.questions, {
            email: (
              <a
                key="email"
                href={`mailto:${SITE.supportEmail}`}
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                {SITE.supportEmail}
              </a>
            ),
            link: (chunks) => (
              <Link
                key="contact"
                to={paths.contact()}
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </article>
  );
}
