import { ProfilePage } from '../../features/profile/components/profile-page';

export function MyProfileRoute() {
  return <ProfilePage />;
}
