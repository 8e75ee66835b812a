import { FeaturedPlansPanel } from '#features/featured-plans/components/featured-plans-panel';
import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';

export function DashboardFeaturedRoute() {
  return (
    <DashboardShell section="featured">
      <FeaturedPlansPanel />
    </DashboardShell>
  );
}
