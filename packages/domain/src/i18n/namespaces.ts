import serverNamespaces from '../../locales/server-namespaces.json' with { type: 'json' };

/**
 * Namespaces whose words only the server writes (API answers, mails, texts, invoices, calendar
 * invites): the browser never downloads them. Every other namespace is a web catalogue, loaded
 * by the pages that use it in their language only.
 */
export const SERVER_NAMESPACES: readonly string[] = serverNamespaces;

export const isServerNamespace = (namespace: string) => SERVER_NAMESPACES.includes(namespace);

/** The namespaces every page of the web app loads before it draws. */
export const ALWAYS_LOADED_NAMESPACES = ['common'] as const;

/** The catalogues' display names (display-names.ts): loaded by pages in every language but English. */
export const NAMES_NAMESPACE = 'names';
