import { useRole } from '#features/auth/api/get-role';
import { ProfilePage } from '#features/profile/components/profile-page';

export function MyProfileRoute() {
  const role = useRole();
  // Therapist and admin accounts are closed by the team, never deleted from this page.
  return <ProfilePage closedByTeam={role.data ? role.data !== 'client' : undefined} />;
}
