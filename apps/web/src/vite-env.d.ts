/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the educational resources site (specialties, self-assessment, blog…). */
  readonly VITE_RESOURCES_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_POSTAL_ADDRESS?: string;
  /** Cloudflare Turnstile site key; unset → the offline dev human check. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** The therapist dashboard linked from the sign-in page. */
  readonly VITE_THERAPIST_DASHBOARD_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
