/**
 * Slot for the signed-in user's menu (username, default avatar; /my-profile, /my-appointments,
 * Logout → clearToken() then /login?mode=login). Rendered by the header when a token is stored.
 * Owned by the accounts work: replace this body; the header needs no other change.
 */
export function UserMenuSlot({ variant: _variant }: { variant: 'desktop' | 'mobile' }) {
  return null;
}
