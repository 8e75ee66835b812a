/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the educational resources site (specialties, self-assessment, blog…). */
  readonly VITE_RESOURCES_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_POSTAL_ADDRESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
