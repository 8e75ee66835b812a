import type { ComponentProps } from 'react';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { ExternalIcon } from './icons';

const M = defineMessages({
  newTab: { id: 'common.externalLink.newTab', defaultMessage: ' (opens in a new tab)' },
});

/**
 * The one rule for links that leave the site: they open in a new tab, without giving the new page
 * a handle on this one (rel noopener), and say so to screen readers and, with the icon, to the eye.
 * Links inside the site never use this: they open in place.
 */
export function ExternalLink({
  children,
  icon = true,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { icon?: boolean }) {
  const t = useT();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {icon ? <ExternalIcon width={16} height={16} className="shrink-0" /> : null}
      <span className="sr-only">{t(M.newTab)}</span>
    </a>
  );
}
