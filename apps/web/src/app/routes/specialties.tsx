import { Link } from 'react-router';
import { CONCERN_CATEGORIES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import { concernListingTags, tagCounts, type TagCounts } from '@app/domain/concerns';
import { PageHead } from '#components/seo/page-head';
import { Skeleton } from '#components/ui/skeleton';
import { buttonClasses } from '#components/ui/button';
import { ExternalLink } from '#components/ui/external-link';
import { SPECIALTIES_READING_URL } from '#lib/site';
import { useFacetOptions } from '#features/therapists/api/search-therapists';
import { formatCount } from '#lib/format';
import { paths } from '#config/paths';
import { fixedPageMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';
import { SITE } from '#lib/site';
import type { ReactNode } from 'react';
import { defineMessages } from '@app/domain/i18n/define';
import { displayName } from '@app/domain/i18n/display-names';
import { INTL_LOCALE } from '@app/domain/i18n/languages';
import type { Translator } from '@app/domain/i18n/translator';

const S = defineMessages({
  heading: { id: 'specialties.heading', defaultMessage: 'Specialties' },
  lead: {
    id: 'specialties.lead',
    defaultMessage: 'Choose what you would like help with to see therapists who work with it.',
  },
  readFirst: {
    id: 'specialties.readFirst',
    defaultMessage:
      'Want to read first? <link>Read about these concerns on our resources site</link>.',
  },
  loadFailed: {
    id: 'specialties.loadFailed',
    defaultMessage: 'We could not load the specialties just now.',
  },
  tryAgain: { id: 'specialties.tryAgain', defaultMessage: 'Try again' },
  concerns: { id: 'specialties.concerns', defaultMessage: 'Areas of concern' },
  concernsText: {
    id: 'specialties.concernsText',
    defaultMessage: 'What people most often come to therapy for.',
  },
  unlisted: {
    id: 'specialties.unlisted',
    defaultMessage:
      'Looking for help with {concerns}? No therapist lists it yet: <link>write to us</link> and we will help you find support.',
  },
  specialities: { id: 'specialties.specialities', defaultMessage: 'Specialities and services' },
  specialitiesText: {
    id: 'specialties.specialitiesText',
    defaultMessage: 'Approaches, client groups and services our therapists list.',
  },
  therapists: { id: 'specialties.therapists', defaultMessage: ' therapists' },
  loading: { id: 'specialties.loading', defaultMessage: 'Loading…' },
});

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-[0.9375rem] text-slate-800 transition-colors hover:border-primary-700 hover:text-primary-800';

const listingHref = (tags: readonly string[]) => {
  const params = new URLSearchParams();
  for (const tag of tags) params.append('speciality', tag);
  return paths.therapists(params);
};

/** count: therapists the link finds, when known (a concern's OR of tags is not counted). */
type Item = { value: string; label: string; tags: string[]; count?: number };

function TagList({
  id,
  title,
  text,
  items,
}: {
  id: string;
  title: string;
  text: string;
  items: readonly Item[] | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
      {items ? (
        <ul className="mt-5 flex flex-wrap gap-2.5">
          {items.map((item) => (
            <li key={item.value}>
              <Link to={listingHref(item.tags)} className={chip}>
                {item.label}
                {item.count !== undefined ? (
                  <span className="text-sm text-slate-500">
                    <span className="sr-only">, </span>
                    {formatCount(item.count)}
                    <span className="sr-only">{t(S.therapists)}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" className="mt-5 flex flex-wrap gap-2.5">
          <span className="sr-only">{t(S.loading)}</span>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-36 rounded-full" />
          ))}
        </div>
      )}
    </section>
  );
}

function concernItems(counts: TagCounts, t: Translator): Item[] {
  return CONCERN_CATEGORIES.flatMap((concern) => {
    const tags = concernListingTags(concern, counts);
    return tags.length > 0
      ? [{ value: concern, label: displayName(t, 'concern', concern), tags }]
      : [];
  });
}

function tagItems(counts: TagCounts, t: Translator): Item[] {
  return SPECIALITY_TAGS.flatMap((tag) => {
    const count = counts.get(tag.toLowerCase()) ?? 0;
    return count > 0
      ? [{ value: tag, label: displayName(t, 'speciality', tag), tags: [tag], count }]
      : [];
  });
}

/**
 * /specialties: every area of concern and speciality someone listed works with, each opening the
 * listing filtered to it. Areas nobody lists are not links: a link here always finds therapists.
 */
export function SpecialtiesRoute() {
  const options = useFacetOptions();
  const t = useT();
  const counts = options.data ? tagCounts(options.data.specialities) : undefined;
  const concerns = counts ? concernItems(counts, t) : undefined;
  const tags = counts ? tagItems(counts, t) : undefined;
  const unlisted = concerns
    ? CONCERN_CATEGORIES.filter((c) => !concerns.some((i) => i.value === c))
    : [];

  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
      <PageHead {...fixedPageMeta(paths.specialties(), SITE.name, t)} />
      <div className="mx-auto max-w-content">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(S.heading)}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t(S.lead)}</p>
        <p className="mt-2 max-w-2xl text-[0.9375rem] text-slate-600">
          {t.parts<ReactNode>(S.readFirst, {
            link: (chunks) => (
              <ExternalLink
                key="reading"
                href={SPECIALTIES_READING_URL}
                icon={false}
                className="font-semibold text-primary-700 underline underline-offset-4"
              >
                {chunks}
              </ExternalLink>
            ),
          })}
        </p>
        {options.isError ? (
          <div role="alert" className="mt-10 rounded-card border border-red-200 bg-white p-6">
            <p className="font-semibold text-slate-900">{t(S.loadFailed)}</p>
            <button
              type="button"
              onClick={() => void options.refetch()}
              className={buttonClasses('primary', 'md', 'mt-4')}
            >
              {t(S.tryAgain)}
            </button>
          </div>
        ) : (
          <>
            <TagList
              id="concerns"
              title={t(S.concerns)}
              text={t(S.concernsText)}
              items={concerns}
            />
            {unlisted.length > 0 ? (
              <p className="mt-5 max-w-2xl text-[0.9375rem] text-slate-600">
                {t.parts<ReactNode>(S.unlisted, {
                  concerns: new Intl.ListFormat(INTL_LOCALE[t.language], {
                    type: 'disjunction',
                  }).format(unlisted.map((c) => displayName(t, 'concern', c))),
                  link: (chunks) => (
                    <Link
                      key="contact"
                      to={paths.contact()}
                      className="font-semibold text-primary-700 underline underline-offset-4"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : null}
            <TagList
              id="specialities"
              title={t(S.specialities)}
              text={t(S.specialitiesText)}
              items={tags}
            />
          </>
        )}
      </div>
    </div>
  );
}
