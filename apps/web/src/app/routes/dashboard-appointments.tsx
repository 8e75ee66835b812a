import { AppointmentsPanel } from '#features/therapist-dashboard/components/appointments-panel';
import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';

export function DashboardAppointmentsRoute() {
  return (
    <DashboardShell section="appointments">
      <AppointmentsPanel />
    </DashboardShell>
  );
}
