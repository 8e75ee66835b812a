import type { ComponentProps } from 'react';
import { ChevronDownIcon, MenuIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';
import { FOOTER_ID } from './nav-links';

const MENU_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * The header's menu buttons. Each menu loads after the page has drawn; until then the same button
 * stands in its place, so nothing moves when the menu arrives.
 */
export function MenuButton({ className, ...props }: ComponentProps<'button'>) {
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t(NAV.openMenu)}
      className={cn(MENU_BUTTON, className)}
      {...props}
    >
      <MenuIcon width={24} height={24} />
    </button>
  );
}

/**
 * The menu button as a link to the footer's links, for when the menu's code could not be fetched
 * (offline, a flaky line): the press still leads somewhere.
 */
export function MenuFallbackLink({ className }: { className?: string | undefined }) {
  const t = useT();
  return (
    <a href={`#${FOOTER_ID}`} aria-label={t(NAV.openMenu)} className={cn(MENU_BUTTON, className)}>
      <MenuIcon width={24} height={24} />
    </a>
  );
}

/** 'Resources' as a link to the footer's links, for when its dropdown could not be fetched. */
export function ResourcesFallbackLink({ className }: { className: string }) {
  const t = useT();
  return (
    <a href={`#${FOOTER_ID}`} className={className}>
      {t(NAV.resources)}
    </a>
  );
}

export function ResourcesButton(props: ComponentProps<'button'>) {
  const t = useT();
  return (
    <button type="button" {...props}>
      {t(NAV.resources)}
      <ChevronDownIcon width={16} height={16} />
    </button>
  );
}
