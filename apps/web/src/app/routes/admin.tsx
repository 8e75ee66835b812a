import { defineMessages } from '@app/domain/i18n/define';
import { AdminConsole } from '#features/admin/components/admin-console';
import { useRole } from '#features/auth/api/get-role';
import { useLogout } from '#features/auth/api/logout';
import { buttonClasses } from '#components/ui/button';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  signOut: { id: 'admin.signOut', defaultMessage: 'Sign out' },
  signingOut: { id: 'admin.signingOut', defaultMessage: 'Signing out…' },
});

/** Ends the team member's session and opens the sign-in page. */
function SignOut() {
  const t = useT();
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={buttonClasses('secondary', 'sm', 'min-h-11')}
    >
      {t(logout.isPending ? M.signingOut : M.signOut)}
    </button>
  );
}

/** The admin console: its own chunk, loaded only when /admin is visited. */
export function AdminRoute() {
  const role = useRole();
  return <AdminConsole role={role.data} signOut={<SignOut />} />;
}
