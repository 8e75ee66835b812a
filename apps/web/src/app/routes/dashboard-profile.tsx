import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';
import { ProfilePanel } from '#features/therapist-dashboard/components/profile-panel';

export function DashboardProfileRoute() {
  return (
    <DashboardShell title="Profile">
      <ProfilePanel />
    </DashboardShell>
  );
}
