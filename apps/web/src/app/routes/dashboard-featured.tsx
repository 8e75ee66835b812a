import { FeaturedPlansPage } from '../../features/featured-plans/components/featured-plans-page';

export function DashboardFeaturedRoute() {
  return <FeaturedPlansPage />;
}
