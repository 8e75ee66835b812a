import { useEffect } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import type { AccountRole } from '@app/domain/schemas/account';
import { CalendarIcon, GridIcon, LogoutIcon, ShieldIcon, UserIcon } from '#components/ui/icons';
import { useRole } from '#features/auth/api/get-role';
import { Avatar } from '#components/ui/avatar';
import { ChevronDownIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { cn } from '#lib/cn';
import { showError } from '#lib/toast';
import { useLogout } from '#features/auth/api/logout';
import { useProfile } from '#features/profile/api/get-profile';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { NAV } from './layout-messages';

type MenuLink = { to: string; label: MessageDescriptor; icon: typeof UserIcon };

const PROFILE: MenuLink = { to: paths.myProfile(), label: NAV.myProfile, icon: UserIcon };
const CLIENT_LINKS: MenuLink[] = [
  PROFILE,
  { to: paths.myAppointments(), label: NAV.myAppointments, icon: CalendarIcon },
];
const TEAM_LINKS: MenuLink[] = [{ to: paths.admin(), label: NAV.admin, icon: ShieldIcon }, PROFILE];
/** The menu by role: therapists get their dashboard, the admin team the console. */
const MENU_BY_ROLE: Record<AccountRole, typeof CLIENT_LINKS> = {
  client: CLIENT_LINKS,
  therapist: [{ to: paths.dashboard(), label: NAV.dashboard, icon: GridIcon }, PROFILE],
  owner: TEAM_LINKS,
  finance: TEAM_LINKS,
  support: TEAM_LINKS,
};

function useMenuLinks() {
  const role = useRole();
  return MENU_BY_ROLE[role.data ?? 'client'];
}

/**
 * The signed-in user's name for the header, with the profile's loading and failure states. A
 * client chose their username (the spec shows it); a therapist's or admin's was made for them,
 * so they see their name.
 */
function useAccountLabel() {
  const profile = useProfile();
  const role = useRole();
  const t = useT();
  const failed = profile.isError;
  const expired = isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    // A 401 signs the visitor out instead (api-client clears the token).
    if (failed && !expired) showError(t(NAV.profileFailed), { id: 'profile-load-failed' });
  }, [failed, expired, t]);
  const data = profile.data;
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() : '';
  const named = role.data !== undefined && role.data !== 'client' && fullName !== '';
  return {
    loading: profile.isPending || role.isPending,
    username: named ? fullName : data?.username || data?.firstName || t(NAV.myAccount),
    fullName,
    id: data?.email ?? 'account',
  };
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-[0.9375rem] text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900';

/**
 * Signed-in user menu: username with a default avatar; My Profile, My Appointments and Logout
 * (revokes the session, forgets the token, opens /login?mode=login).
 */
export function UserMenuSlot({ variant }: { variant: 'desktop' | 'mobile' }) {
  const account = useAccountLabel();
  const logout = useLogout();
  const MENU_LINKS = useMenuLinks();
  const t = useT();

  const identity = account.loading ? (
    <>
      <Skeleton className="size-9 rounded-full" />
      <Skeleton className="h-4 w-20" />
      <span className="sr-only">{t(NAV.loadingAccount)}</span>
    </>
  ) : (
    <>
      <Avatar
        name={account.fullName || account.username}
        id={account.id}
        size={36}
        className="rounded-full"
      />
      <span className="max-w-[10rem] truncate font-medium">{account.username}</span>
    </>
  );

  if (variant === 'mobile') {
    return (
      <div className="grid gap-1">
        <p className="flex items-center gap-3 px-3 pb-2 text-slate-900">{identity}</p>
        {MENU_LINKS.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-12 items-center gap-3 rounded-control px-3 text-base text-slate-800 hover:bg-slate-50"
          >
            <Icon className="text-slate-500" />
            {t(label)}
          </Link>
        ))}
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="flex min-h-12 items-center gap-3 rounded-control px-3 text-left text-base text-danger-700 hover:bg-danger-50"
        >
          <LogoutIcon />
          {logout.isPending ? t(NAV.loggingOut) : t(NAV.logout)}
        </button>
      </div>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-[0.9375rem] text-slate-800',
          'transition-colors hover:border-primary-700 data-[state=open]:border-primary-700',
        )}
      >
        <span className="sr-only">{t(NAV.accountMenuFor)}</span>
        {identity}
        <ChevronDownIcon width={16} height={16} className="text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-card border border-slate-200 bg-white p-2 shadow-raised-hover data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="truncate px-3 pt-1 pb-2 text-sm text-slate-600">
            {t.parts(NAV.signedInAs, {
              name: (
                <span key="name" className="font-semibold text-slate-900">
                  {account.username}
                </span>
              ),
            })}
          </DropdownMenu.Label>
          {MENU_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link to={to} className={itemClass}>
                <Icon className="text-slate-500" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
            className={cn(
              itemClass,
              'text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-800',
            )}
          >
            <LogoutIcon />
            {t(NAV.logout)}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
