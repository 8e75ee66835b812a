import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';
import { TimeOffPanel } from '#features/therapist-dashboard/components/time-off-panel';

export function DashboardTimeOffRoute() {
  return (
    <DashboardShell section="timeOff">
      <TimeOffPanel />
    </DashboardShell>
  );
}
