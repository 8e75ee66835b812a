import type { ComponentProps } from 'react';
import { ChevronDownIcon, MenuIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

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
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      {...props}
    >
      <MenuIcon width={24} height={24} />
    </button>
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
