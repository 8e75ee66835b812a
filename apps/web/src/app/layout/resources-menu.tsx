import { lazy } from 'react';
import { Deferred } from '#components/deferred';
import { ResourcesButton } from './menu-buttons';

const ResourcesDropdown = lazy(() =>
  import('./resources-dropdown').then((m) => ({ default: m.ResourcesDropdown })),
);

/** 'Resources' menu; its dropdown loads right after the page has drawn. */
export function ResourcesMenu({ triggerClassName }: { triggerClassName: string }) {
  return (
    <Deferred fallback={<ResourcesButton className={triggerClassName} />}>
      <ResourcesDropdown triggerClassName={triggerClassName} />
    </Deferred>
  );
}
