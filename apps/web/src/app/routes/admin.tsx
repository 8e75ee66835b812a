import { AdminConsole } from '#features/admin/components/admin-console';
import { useRole } from '#features/auth/api/get-role';

/** The admin console: its own chunk, loaded only when /admin is visited. */
export function AdminRoute() {
  const role = useRole();
  return <AdminConsole role={role.data} />;
}
