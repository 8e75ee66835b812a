import type { ComponentProps } from 'react';
import { ExternalIcon } from './icons';

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
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {icon ? <ExternalIcon width={16} height={16} className="shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
