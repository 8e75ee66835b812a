import { Link, NavLink } from 'react-router';
import { Logo } from '#components/brand/logo';
import { CrisisHelp } from '#components/crisis-help/crisis-help';
import { buttonClasses } from '#components/ui/button';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { useScrolled } from '#lib/use-scrolled';
import { FindTherapistMenu } from './find-therapist-menu';
import { MobileNav } from './mobile-nav';
import { JOIN_PATH, MAIN_LINKS, SIGN_IN_PATH } from './nav-links';
import { ResourcesMenu } from './resources-menu';
import { UserMenu } from './user-menu';
import { paths } from '#config/paths';
import { LanguageSwitch } from '#components/language-switch/language-switch';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

const navItem = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-control px-2.5 text-[0.9375rem] font-medium whitespace-nowrap transition-colors',
    active
      ? 'bg-primary-50 text-primary-800'
      : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
  );

/** Site header: sticky; gains a shadow and tighter padding once the page is scrolled. */
export function Header() {
  const scrolled = useScrolled();
  const signedIn = useIsSignedIn();
  const t = useT();

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-white/95 backdrop-blur-sm transition-[box-shadow,border-color] duration-200 supports-[backdrop-filter]:bg-white/85',
        scrolled
          ? 'border-transparent shadow-[0_4px_16px_rgb(15_23_42/0.08)]'
          : 'border-slate-200/70',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-content items-center gap-4 px-4 transition-[padding] duration-200 sm:px-6 min-[75rem]:gap-2',
          scrolled ? 'py-1.5 lg:py-2' : 'py-2.5 lg:py-4',
        )}
      >
        {/* Its own height, not a line's around the mark: a line's height follows the fonts, and a
            Hindi page's header grew by 3 px for a moment while its fonts were settling. */}
        <Link to={paths.home()} className="flex h-[3.125rem] items-center rounded-control">
          {/* On phones the mark alone: the header also holds the crisis help and the language switch. */}
          <Logo compact />
        </Link>

        <nav aria-label={t(NAV.main)} className="ml-2 hidden min-[75rem]:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((link) =>
              link.to === paths.therapists() ? (
                <li key={link.to}>
                  <FindTherapistMenu linkClassName={navItem} />
                </li>
              ) : (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) => navItem(isActive)}
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ),
            )}
            <li>
              <ResourcesMenu triggerClassName={cn(navItem(false), 'gap-1')} />
            </li>
          </ul>
        </nav>

        <CrisisHelp className="ml-auto" />

        <LanguageSwitch compact />

        <div className="hidden items-center gap-2 min-[75rem]:flex">
          {signedIn ? (
            <UserMenu variant="desktop" />
          ) : (
            <>
              <Link to={SIGN_IN_PATH} className={buttonClasses('ghost', 'md')}>
                {t(NAV.signIn)}
              </Link>
              <Link to={JOIN_PATH} className={buttonClasses('accent', 'md')}>
                {t(NAV.joinAsTherapist)}
              </Link>
            </>
          )}
        </div>

        <MobileNav className="-mr-2 min-[75rem]:hidden" />
      </div>
    </header>
  );
}
