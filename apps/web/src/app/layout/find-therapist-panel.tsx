import { useEffect } from 'react';
import { Link } from 'react-router';
import { REGION_PLACEHOLDERS } from '@app/domain/constants';
import { displayName } from '@app/domain/i18n/display-names';
import { ArrowRightIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { cn } from '#lib/cn';
import { useTopRegions } from '#features/therapists/api/get-top-regions';
import { useFacetOptions } from '#features/therapists/api/search-therapists';
import { languageHref, regionHref } from './nav-links';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

/** Languages someone listed speaks, in catalogue order; undefined while loading. */
export function useListedLanguages(): string[] | undefined {
  const options = useFacetOptions();
  if (options.isError) return [];
  return options.data?.languages.filter((l) => l.count > 0).map((l) => l.value);
}

/** The menu's panel: languages someone listed speaks and the top locations. */
export function MenuPanel({ panelId, onDrawn }: { panelId: string; onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  const regions = useTopRegions();
  const languages = useListedLanguages();
  const t = useT();
  return (
    <div className="grid gap-6 rounded-card border border-slate-200 bg-white p-6 shadow-raised-hover md:grid-cols-[3fr_2fr]">
      <div>
        <p
          id={`${panelId}-lang`}
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t(NAV.byLanguage)}
        </p>
        <LanguageList labelledBy={`${panelId}-lang`} languages={languages} />
      </div>
      <div className="md:border-l md:border-slate-100 md:pl-6">
        <p
          id={`${panelId}-loc`}
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t(NAV.topLocations)}
        </p>
        <RegionList labelledBy={`${panelId}-loc`} regions={regions} />
      </div>
      <div className="border-t border-slate-100 pt-4 md:col-span-2">
        <Link
          to={paths.therapists()}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-control text-sm font-semibold text-primary-700 hover:text-primary-900"
        >
          {t(NAV.seeAllTherapists)}
          <ArrowRightIcon width={16} height={16} />
        </Link>
      </div>
    </div>
  );
}

/** Links to the languages someone listed speaks (placeholders while they load). */
export function LanguageList({
  languages,
  labelledBy,
  variant = 'menu',
  onNavigate,
}: {
  languages: string[] | undefined;
  labelledBy: string;
  variant?: 'menu' | 'chips';
  onNavigate?: () => void;
}) {
  const t = useT();
  if (languages === undefined) {
    return (
      <div role="status" className="mt-3 grid grid-cols-3 gap-2">
        <span className="sr-only">{t(NAV.loadingLanguages)}</span>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-7" />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-labelledby={labelledBy}
      className={
        variant === 'menu' ? 'mt-3 grid grid-cols-3 gap-x-2 gap-y-0.5' : 'mt-3 flex flex-wrap gap-2'
      }
    >
      {languages.map((language) => (
        <li key={language}>
          <Link
            to={languageHref(language)}
            onClick={onNavigate}
            className={
              variant === 'menu'
                ? 'flex min-h-9 items-center rounded-control px-2 text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-800'
                : 'inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm text-slate-700 hover:border-primary-700 hover:text-primary-800'
            }
          >
            {displayName(t, 'language', language)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type RegionsQuery = ReturnType<typeof useTopRegions>;

/** Top regions: 16 placeholders while loading, a message when empty or failed. */
export function RegionList({
  regions,
  labelledBy,
  variant = 'menu',
}: {
  regions: RegionsQuery;
  labelledBy: string;
  variant?: 'menu' | 'chips';
}) {
  const t = useT();
  if (regions.isPending) {
    return (
      <div
        role="status"
        className={cn('mt-3 grid gap-2', variant === 'menu' ? 'grid-cols-2' : 'grid-cols-3')}
      >
        <span className="sr-only">{t(NAV.loadingLocations)}</span>
        {Array.from({ length: REGION_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} className="h-7" />
        ))}
      </div>
    );
  }
  if (regions.isError) {
    return <p className="mt-3 text-sm text-slate-600">{t(NAV.regionsFailed)}</p>;
  }
  if (regions.data.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">{t(NAV.noRegions)}</p>;
  }
  if (variant === 'chips') {
    return (
      <ul aria-labelledby={labelledBy} className="mt-3 flex flex-wrap gap-2">
        {regions.data.map((region) => (
          <li key={region}>
            <Link
              to={regionHref(region)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm text-slate-700 hover:border-primary-700 hover:text-primary-800"
            >
              {displayName(t, 'city', region)}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-labelledby={labelledBy} className="mt-3 grid grid-cols-2 gap-x-2 gap-y-0.5">
      {regions.data.map((region) => (
        <li key={region}>
          <Link
            to={regionHref(region)}
            className="flex min-h-9 items-center rounded-control px-2 text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-800"
          >
            {displayName(t, 'city', region)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
