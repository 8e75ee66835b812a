import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '#components/brand/logo';
import { focusOnMount } from '#components/load-on-intent';
import { buttonClasses } from '#components/ui/button';
import { ExternalIcon } from '#components/ui/icons';
import { Sheet } from '#components/ui/sheet';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { RESOURCE_LINKS } from '#lib/site';
import { useTopRegions } from '#features/therapists/api/get-top-regions';
import { LanguageList, RegionList, useListedLanguages } from './find-therapist-panel';
import { MenuButton } from './menu-buttons';
import { JOIN_PATH, MAIN_LINKS, SIGN_IN_PATH, SPECIALTIES_LINK } from './nav-links';
import { UserMenu } from './user-menu';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

/** Small-screen navigation: a hamburger button opening a slide-in panel. */
export function MobileNavSheet({
  className,
  initiallyOpen = false,
  focusTrigger = false,
}: {
  className?: string;
  /** Open at once (the menu button was pressed while this was loading). */
  initiallyOpen?: boolean;
  /** Take the focus from the stand-in button that had it. */
  focusTrigger?: boolean;
}) {
  const location = useLocation();
  // Remember where the menu was opened: any navigation (a new location key) closes it.
  const [openAt, setOpenAt] = useState<string | null>(initiallyOpen ? location.key : null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  const signedIn = useIsSignedIn();
  const t = useT();
  const langId = useId();
  const locId = useId();
  const resId = useId();

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-12 items-center rounded-control px-3 text-base font-medium',
      isActive ? 'bg-primary-50 text-primary-800' : 'text-slate-800 hover:bg-slate-50',
    );

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => setOpenAt(next ? location.key : null)}
      title={t(NAV.menu)}
      hideTitle
      headerContent={
        <Link to={paths.home()} onClick={close} className="rounded-control">
          <Logo />
        </Link>
      }
      closeLabel={t(NAV.closeMenu)}
      trigger={<MenuButton className={className} ref={focusOnMount(focusTrigger)} />}
      footer={
        signedIn ? (
          <UserMenu variant="mobile" />
        ) : (
          <div className="grid gap-3">
            <Link
              to={JOIN_PATH}
              onClick={close}
              className={buttonClasses('accent', 'lg', 'w-full')}
            >
              {t(NAV.joinAsTherapist)}
            </Link>
            <Link
              to={SIGN_IN_PATH}
              onClick={close}
              className={buttonClasses('secondary', 'lg', 'w-full')}
            >
              {t(NAV.signIn)}
            </Link>
          </div>
        )
      }
    >
      <nav aria-label={t(NAV.main)} className="p-3">
        <ul className="grid gap-1">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} onClick={close} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby={langId} className="border-t border-slate-100 px-6 py-5">
        <h2 id={langId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(NAV.therapistsByLanguage)}
        </h2>
        <Languages labelledBy={langId} onNavigate={close} />
      </section>

      <section aria-labelledby={locId} className="border-t border-slate-100 px-6 py-5">
        <h2 id={locId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(NAV.topLocations)}
        </h2>
        <Regions labelledBy={locId} />
      </section>

      <section aria-labelledby={resId} className="border-t border-slate-100 px-3 py-5">
        <h2
          id={resId}
          className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t(NAV.resources)}
        </h2>
        <ul className="mt-2 grid gap-1">
          <li>
            <NavLink to={SPECIALTIES_LINK.to} onClick={close} className={linkClass}>
              {t(SPECIALTIES_LINK.label)}
            </NavLink>
          </li>
          {RESOURCE_LINKS.map((r) => (
            <li key={r.href}>
              <a
                href={r.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-12 items-center justify-between rounded-control px-3 text-base text-slate-800 hover:bg-slate-50"
              >
                {t(r.label)}
                <ExternalIcon width={16} height={16} className="text-slate-500" />
                <span className="sr-only">{t(NAV.opensInNewTab)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Sheet>
  );
}

// The lists ask for their data when the panel opens, not when the page loads.
function Languages({ labelledBy, onNavigate }: { labelledBy: string; onNavigate: () => void }) {
  const languages = useListedLanguages();
  return (
    <LanguageList
      languages={languages}
      labelledBy={labelledBy}
      variant="chips"
      onNavigate={onNavigate}
    />
  );
}

function Regions({ labelledBy }: { labelledBy: string }) {
  const regions = useTopRegions();
  return <RegionList regions={regions} labelledBy={labelledBy} variant="chips" />;
}
