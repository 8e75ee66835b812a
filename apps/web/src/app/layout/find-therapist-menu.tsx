import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

// The panel and the listing's search code it needs are loaded when someone reaches for the menu:
// until then they would only add to the script every page downloads.
const loadPanel = () => import('./find-therapist-panel');
const MenuPanel = lazy(() =>
  loadPanel().then(
    (m) => ({ default: m.MenuPanel }),
    // Offline, or the code could not be fetched: the menu still leads to the whole directory.
    () => ({ default: PanelUnavailable }),
  ),
);
const preloadPanel = () => void loadPanel().catch(() => undefined);

const CLOSE_DELAY_MS = 150;

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
  const [panelDrawn, setPanelDrawn] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirst = useRef(false);
  const panelId = useId();
  const t = useT();
  const markPanelDrawn = useCallback(() => setPanelDrawn(true), []);

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

  // The panel's code may still be on its way when the keyboard opens it: focus waits for it.
  useEffect(() => {
    if (!open || !panelDrawn || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open, panelDrawn]);

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
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
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
        {opened ? (
          <Suspense
            fallback={
              <div className="h-72 rounded-card border border-slate-200 bg-white shadow-raised-hover" />
            }
          >
            <MenuPanel panelId={panelId} onDrawn={markPanelDrawn} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function PanelUnavailable({ onDrawn }: { panelId: string; onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  const t = useT();
  return (
    <div className="rounded-card border border-slate-200 bg-white p-6 shadow-raised-hover">
      <Link
        to={paths.therapists()}
        className="inline-flex min-h-9 items-center rounded-control text-sm font-semibold text-primary-700 hover:text-primary-900"
      >
        {t(NAV.seeAllTherapists)}
      </Link>
    </div>
  );
}
