import {
  barePath,
  LANGUAGE_PATH_PREFIX,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@app/domain/i18n/languages';

/**
 * Every page has a twin per language: English at its own address, Hindi under /hi (`/hi`,
 * `/hi/therapists?…`). The router runs under the language's base path, so the app's own links
 * stay in the language they were followed in.
 */
export const LANGUAGE_PREFIX = LANGUAGE_PATH_PREFIX;
export { languageOfPath };

/** The router's base path in a language: undefined for English. */
export const basenameOf = (language: Language): string | undefined =>
  LANGUAGE_PREFIX[language] || undefined;

/** The same address (path, query and fragment) in another language. */
export function twinPath(address: string, language: Language): string {
  const url = new URL(address, 'http://x');
  return `${pathInLanguage(barePath(url.pathname), language)}${url.search}${url.hash}`;
}

/**
 * A router address (path without the language's base path, with query and fragment) as a full
 * address in `language`: '/therapists?language=hindi' → '/hi/therapists?language=hindi'.
 */
export function addressIn(routerAddress: string, language: Language): string {
  return twinPath(routerAddress, language);
}
