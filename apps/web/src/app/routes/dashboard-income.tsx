import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';
import { IncomePanel } from '#features/therapist-dashboard/components/income-panel';

export function DashboardIncomeRoute() {
  return (
    <DashboardShell section="income">
      <IncomePanel />
    </DashboardShell>
  );
}
