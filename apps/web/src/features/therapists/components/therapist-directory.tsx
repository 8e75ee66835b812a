import { useMemo } from 'react';
import { Link } from 'react-router';
import { matchesListing, titleFromSlug } from '@app/domain/listing';
import { MESSAGES } from '@app/domain/messages';
import { buttonClasses } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';
import { plural } from '../../../lib/format';
import { useTherapists } from '../api/get-therapists';
import { useListingPresets } from '../hooks/use-listing-presets';
import { ListState, TherapistGrid, TherapistGridSkeleton } from './therapist-grid';

export type TherapistDirectoryProps = {
  /** Professional-title slug from the route (/therapists/{title}); restricts the list. */
  titleSlug?: string;
  /** Base path for 'show all' links ('/therapists' or '/doctors'). */
  basePath?: string;
};

/** All listable therapists (available, matching the route title and URL presets) in a grid. */
export function TherapistDirectory({
  titleSlug,
  basePath = '/therapists',
}: TherapistDirectoryProps) {
  const query = useTherapists();
  const presets = useListingPresets();
  const restricted = presets.active || Boolean(titleSlug);

  const visible = useMemo(
    () => (query.data ?? []).filter((t) => matchesListing(t, presets.filters, titleSlug)),
    [query.data, presets.filters, titleSlug],
  );

  if (query.isPending) return <TherapistGridSkeleton count={6} />;

  if (query.isError) {
    return (
      <ListState
        tone="error"
        title={MESSAGES.load.therapists}
        action={
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className={buttonClasses('primary', 'md')}
          >
            <RefreshIcon
              width={18}
              height={18}
              className={query.isFetching ? 'animate-spin' : undefined}
            />
            {query.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        }
      >
        <p>{query.error.message}</p>
      </ListState>
    );
  }

  const anyAvailable = query.data.some((t) => t.available);
  if (!anyAvailable) {
    return (
      <ListState
        title={MESSAGES.listing.noTherapists}
        action={
          <Link to="/contact" className={buttonClasses('secondary', 'md')}>
            Contact us
          </Link>
        }
      >
        <p>Please check back soon, or tell us what you need and we will help you find support.</p>
      </ListState>
    );
  }

  const scope = [titleSlug ? titleFromSlug(titleSlug) : null, ...presets.labels]
    .filter(Boolean)
    .join(' · ');

  if (visible.length === 0) {
    return (
      <ListState
        title={MESSAGES.listing.noResults}
        action={
          <Link to={basePath} className={buttonClasses('primary', 'md')}>
            Show all therapists
          </Link>
        }
      >
        {scope ? <p>{scope}</p> : null}
      </ListState>
    );
  }

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600">
          Showing{' '}
          <span className="font-semibold text-slate-900">
            {plural(visible.length, 'therapist')}
          </span>
          {scope ? <span> · {scope}</span> : null}
        </p>
        {restricted ? (
          <Link
            to={basePath}
            className="inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4"
          >
            Show all therapists
          </Link>
        ) : null}
      </div>
      <TherapistGrid therapists={visible} />
    </div>
  );
}
