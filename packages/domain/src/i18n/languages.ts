/**
 * The product's languages: English (the spec's words) and Hindi. URL parameters, codes and stored
 * keys stay English whatever the language; only what a person reads changes.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The offer of a page's twin, written in the language offered: it shows on a page of the other
 * language, whose catalogue is the only one loaded (as the switch's names are).
 */
export const LANGUAGE_OFFERS: Record<Language, string> = {
  en: 'View in English',
  hi: 'हिन्दी में देखें',
};

/** The locale `Intl` formats a language's dates, times and numbers with (Indian conventions). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header asks for first among ours, or null when it names none
 * of them (or is absent). `hi-IN,hi;q=0.9,en;q=0.8` → 'hi'; `en-US,en;q=0.9` → 'en'; `*` → null.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) if (isLanguage(r.primary)) return r.primary;
  return null;
}

/** Every page has a twin per language: English at its own address, Hindi under /hi. */
export const LANGUAGE_PATH_PREFIX: Record<Language, string> = { en: '', hi: '/hi' };

/** The language of a page's path: '/hi' and '/hi/…' are Hindi, every other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : DEFAULT_LANGUAGE;
}

/** A page's path without its language prefix: '/hi/about' → '/about', '/hi' → '/'. */
export function barePath(pathname: string): string {
  return languageOfPath(pathname) === 'hi' ? pathname.slice(3) || '/' : pathname;
}

/** A bare path in a language: ('/about', 'hi') → '/hi/about', ('/', 'hi') → '/hi'. */
export function pathInLanguage(bare: string, language: Language): string {
  const prefix = LANGUAGE_PATH_PREFIX[language];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}
