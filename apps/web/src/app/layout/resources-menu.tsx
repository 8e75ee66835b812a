import { lazy } from 'react';
import { LoadOnIntent } from '#components/load-on-intent';
import { ResourcesButton, ResourcesFallbackLink } from './menu-buttons';

const ResourcesDropdown = lazy(() =>
  import('./resources-dropdown').then((m) => ({ default: m.ResourcesDropdown })),
);

/** 'Resources' menu; its dropdown loads when someone is about to open it. */
export function ResourcesMenu({ triggerClassName }: { triggerClassName: string }) {
  return (
    <LoadOnIntent
      standIn={(intent) => <ResourcesButton className={triggerClassName} {...intent} />}
      unavailable={<ResourcesFallbackLink className={triggerClassName} />}
    >
      {({ pressed, focused }) => (
        <ResourcesDropdown
          triggerClassName={triggerClassName}
          initiallyOpen={pressed}
          focusTrigger={focused}
        />
      )}
    </LoadOnIntent>
  );
}
