import { isLanguage, languageFromAcceptLanguage, type Language } from '@app/domain/i18n/languages';
import { apiPut } from '../api-client';
import { getToken } from '../auth-token';

/**
 * A visitor's chosen language lives in this cookie. The server never redirects on it (crawlers and
 * shared links see the page they were sent to); the page only offers the other twin with it.
 */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a `Cookie` header (or document.cookie) remembers, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export const rememberedLanguage = (): Language | null =>
  typeof document === 'undefined' ? null : languageFromCookie(document.cookie);

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** PUT /api/user/language: the account's pages, mails, texts and invoices follow it. */
export function saveAccountLanguage(language: Language) {
  // No answer schema: the header carries this call, and the schemas load with the pages that need them.
  return apiPut('/api/user/language', { language });
}

/**
 * Remembers a choice made with the switch: the cookie always, the account as well when signed
 * in (waited for, so the next page already reads the account's new language). A failed save
 * still lets the person go to the page they chose.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (getToken() === null) return;
  await saveAccountLanguage(language).catch(() => undefined);
}

/**
 * The language to offer on a page in `pageLanguage`, or null: the remembered choice when it
 * differs, else (no choice yet) the browser's first language of ours when it differs.
 */
export function languageToOffer(
  pageLanguage: Language,
  remembered: Language | null,
  acceptLanguage: string,
): Language | null {
  if (remembered) return remembered === pageLanguage ? null : remembered;
  const asked = languageFromAcceptLanguage(acceptLanguage);
  return asked && asked !== pageLanguage ? asked : null;
}
