import { paths, type AuthMode } from '#config/paths';

const AUTH_PAGES = /^\/(login|forgot-password|reset-password)(?=[/?#]|$)/;

/**
 * The `redirect` query value when it is a path on this site, else '/'. Only a single leading '/'
 * is accepted ('//host' and '/\host' would leave the site), and never an auth page (a loop).
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return '/';
  if (AUTH_PAGES.test(raw)) return '/';
  return raw;
}

export function authMode(raw: string | null): AuthMode {
  return raw === 'signup' ? 'signup' : 'login';
}

export const THERAPIST_DASHBOARD_URL: string =
  typeof import.meta.env.VITE_THERAPIST_DASHBOARD_URL === 'string' &&
  import.meta.env.VITE_THERAPIST_DASHBOARD_URL !== ''
    ? import.meta.env.VITE_THERAPIST_DASHBOARD_URL
    : paths.dashboard();
