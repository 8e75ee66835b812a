import { DashboardShell } from '#features/therapist-dashboard/components/dashboard-shell';
import { ProfilePanel } from '#features/therapist-dashboard/components/profile-panel';
import { PhoneAndNotifications } from '#components/notification-settings/phone-and-notifications';

export function DashboardProfileRoute() {
  return (
    <DashboardShell section="profile">
      <ProfilePanel />
      <PhoneAndNotifications />
    </DashboardShell>
  );
}
