import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#components/seo/page-head';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';

export type LegalSection = { id: string; title: string; body: ReactNode };

type Props = {
  title: string;
  description: string;
  path: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/** A readable policy page: title, last-updated date, a table of contents and numbered sections. */
export function LegalPage({ title, description, path, updated, intro, sections }: Props) {
  return (
    <article className="px-4 py-12 sm:px-6 sm:py-16">
      <PageHead title={title} description={description} canonicalPath={path} />
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {SITE.name} policies
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">Last updated: {updated}</p>
        <div className="mt-6 grid gap-4 text-lg leading-relaxed text-slate-700">{intro}</div>

        <nav
          aria-labelledby="legal-toc"
          className="mt-8 rounded-card border border-slate-200 bg-slate-50 p-5"
        >
          <h2
            id="legal-toc"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            On this page
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
          Questions about this policy? Write to{' '}
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            {SITE.supportEmail}
          </a>{' '}
          or use our{' '}
          <Link
            to={paths.contact()}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            contact form
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
