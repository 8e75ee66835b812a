import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { focusOnMount } from '#components/load-on-intent';
import { ChevronDownIcon, ExternalIcon } from '#components/ui/icons';
import { Link } from 'react-router';
import { RESOURCE_LINKS } from '#lib/site';
import { SPECIALTIES_LINK } from './nav-links';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

const itemClass =
  'flex flex-col rounded-control px-3 py-2.5 outline-none data-[highlighted]:bg-primary-50';

/** 'Resources' dropdown: the Specialties page, then the external links to the resources site. */
export function ResourcesDropdown({
  triggerClassName,
  initiallyOpen = false,
  focusTrigger = false,
}: {
  triggerClassName: string;
  /** Open at once (the button was pressed while this was loading). */
  initiallyOpen?: boolean;
  /** Take the focus from the stand-in button that had it. */
  focusTrigger?: boolean;
}) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger className={triggerClassName} ref={focusOnMount(focusTrigger)}>
        {t(NAV.resources)}
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-card border border-slate-200 bg-white p-2 shadow-raised-hover data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Item asChild>
            <Link to={SPECIALTIES_LINK.to} className={itemClass}>
              <span className="text-sm font-semibold text-slate-900">
                {t(SPECIALTIES_LINK.label)}
              </span>
              <span className="text-sm text-slate-600">{t(SPECIALTIES_LINK.description)}</span>
            </Link>
          </DropdownMenu.Item>
          {RESOURCE_LINKS.map((r) => (
            <DropdownMenu.Item key={r.href} asChild>
              <a href={r.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                  {t(r.label)}
                  <ExternalIcon width={14} height={14} className="text-slate-500" />
                  <span className="sr-only">{t(NAV.opensInNewTab)}</span>
                </span>
                <span className="text-sm text-slate-600">{t(r.description)}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
