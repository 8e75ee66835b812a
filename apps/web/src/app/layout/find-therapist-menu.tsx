import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { REGION_PLACEHOLDERS } from '@app/domain/constants';
import { displayName } from '@app/domain/i18n/display-names';
import { ArrowRightIcon, ChevronDownIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { cn } from '#lib/cn';
import { useTopRegions } from '#features/therapists/api/get-top-regions';
import { useFacetOptions } from '#features/therapists/api/search-therapists';
import { languageHref, regionHref } from './nav-links';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

const CLOSE_DELAY_MS = 150;

/** Languages someone listed speaks, in catalogue order; undefined while loading. */
export function useListedLanguages(): string[] | undefined {
  const options = useFacetOptions();
  if (options.isError) return [];
  return options.data?.languages.filter((l) => l.count > 0).map((l) => l.value);
}

/**
 * 'Find a Therapist' link with a disclosure button beside it that shows a panel of languages and
 * top regions. Pointer users get it on hover; keyboard users open it with Enter, Space or Arrow
 * Down on the button (Arrow Down also works on the link and moves into the panel), so Tab passes
 * over it when closed. Escape closes it and returns focus to the button; so does leaving it or
 * navigating.
 */
export function FindTherapistMenu({
  linkClassName,
}: {
  linkClassName: (active: boolean) => string;
}) {
  const location = useLocation();
  // Open state is tied to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // The panel's links are drawn from the first opening on: until then they would only add to the
  // page every visitor downloads and the browser lays out and adopts.
  const [opened, setOpened] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirst = useRef(false);
  const panelId = useId();
  const t = useT();

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpened(true);
    setOpenAt(location.key);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpenAt(null);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenAt(null), CLOSE_DELAY_MS);
  };
  const openAndEnter = () => {
    focusFirst.current = true;
    show();
  };

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocusInside = wrapperRef.current?.contains(document.activeElement) ?? false;
      setOpenAt(null);
      if (hadFocusInside) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onArrowDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openAndEnter();
  };

  return (
    <div
      ref={wrapperRef}
      className="relative flex items-center"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <NavLink
        to={paths.therapists()}
        onKeyDown={onArrowDown}
        className={({ isActive }) => cn(linkClassName(isActive), 'pr-1')}
      >
        {t(NAV.findTherapist)}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(NAV.byLanguageAndLocation)}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onArrowDown}
        className="inline-flex min-h-11 min-w-8 items-center justify-center rounded-control text-slate-600 hover:text-primary-800"
      >
        <ChevronDownIcon
          width={16}
          height={16}
          className={cn('transition-transform duration-200', open && 'rotate-180')}
        />
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[min(46rem,calc(100vw-2rem))] -translate-x-1/2 pt-2"
      >
        {opened ? <MenuPanel panelId={panelId} /> : null}
      </div>
    </div>
  );
}

function MenuPanel({ panelId }: { panelId: string }) {
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
