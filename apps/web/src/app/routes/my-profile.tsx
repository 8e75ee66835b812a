import { useRole } from '#features/auth/api/get-role';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { ProfilePage } from '#features/profile/components/profile-page';

export function MyProfileRoute() {
  useAccountLanguage();
  const role = useRole();
  // Therapist and admin accounts are closed by the team, never deleted from this page.
  return <ProfilePage closedByTeam={role.data ? role.data !== 'client' : undefined} />;
}
