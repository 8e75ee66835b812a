import { Link } from 'react-router';
import { ArrowRightIcon } from '#components/ui/icons';
import { useFeaturedTherapists } from '../api/get-featured-therapists';
import { ListState, TherapistGrid, TherapistGridSkeleton } from './therapist-grid';
import { paths } from '#config/paths';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

const M = defineMessages({
  heading: { id: 'home.featured.heading', defaultMessage: 'Featured therapists' },
  lead: {
    id: 'home.featured.lead',
    defaultMessage: 'Qualified professionals, reviewed by our team.',
  },
  viewAll: { id: 'home.featured.viewAll', defaultMessage: 'View All Therapists' },
});

/** Up to six therapists for the home page: live featured placements first (picked by the API). */
export function FeaturedTherapists() {
  const query = useFeaturedTherapists();
  const featured = query.data ?? [];
  const t = useT();

  return (
    <section
      aria-labelledby="featured-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t(M.heading)}
          </h2>
          <p className="mt-2 text-slate-600">{t(M.lead)}</p>
        </div>
        <Link
          to={paths.therapists()}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4"
        >
          {t(M.viewAll)}
          <ArrowRightIcon width={18} height={18} />
        </Link>
      </div>
      <div className="mt-8">
        {query.isPending ? (
          <TherapistGridSkeleton count={3} />
        ) : query.isError ? (
          <ListState tone="error" title={t(LISTING.loadFailed)} />
        ) : featured.length === 0 ? (
          <ListState title={t(LISTING.noTherapists)} />
        ) : (
          <TherapistGrid
            therapists={featured}
            label={t(M.heading)}
            eagerCount={0}
            laterCardsWhenNear={false}
          />
        )}
      </div>
    </section>
  );
}
