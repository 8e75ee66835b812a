import { CalendarPanel } from '#features/therapist-dashboard/components/calendar-panel';
import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';

export function DashboardCalendarRoute() {
  return (
    <DashboardShell section="calendar">
      <CalendarPanel />
    </DashboardShell>
  );
}
