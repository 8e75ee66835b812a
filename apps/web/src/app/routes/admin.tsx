import { AdminConsole } from '#features/admin/components/admin-console';

/** The admin console: its own chunk, loaded only when /admin is visited. */
export function AdminRoute() {
  return <AdminConsole />;
}
