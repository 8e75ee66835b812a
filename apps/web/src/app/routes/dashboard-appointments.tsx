import { AppointmentsPanel } from '#features/therapist-dashboard/components/appointments-panel';
import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';

export function DashboardAppointmentsRoute() {
  return (
    <DashboardShell title="Appointments">
      <AppointmentsPanel />
    </DashboardShell>
  );
}
