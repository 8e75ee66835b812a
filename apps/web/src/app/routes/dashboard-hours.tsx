import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';
import { HoursPanel } from '#features/therapist-dashboard/components/hours-panel';

export function DashboardHoursRoute() {
  return (
    <DashboardShell section="hours">
      <HoursPanel />
    </DashboardShell>
  );
}
