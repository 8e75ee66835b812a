import { formatIndianNumber } from '@app/domain/indian-number';
import { FEE_WORDS, formatRupees } from '@app/domain/pricing';
import type { Translator } from '@app/domain/i18n/translator';
import { DEFAULT_LANGUAGES_TEXT, DEFAULT_MODES_TEXT } from '@app/domain/constants';

/**
 * A therapist's session fee, or "Fee on request" when they listed none: no figure is invented
 * (docs/decisions/0061-fee-on-request.md).
 */
export function formatFee(fees: number | null | undefined, t: Translator): string {
  return typeof fees === 'number' && Number.isFinite(fees) && fees > 0
    ? formatRupees(fees)
    : t(FEE_WORDS.onRequest);
}

/** Whole numbers with Indian grouping: 123456 → '1,23,456'. */
export function formatCount(n: number): string {
  return formatIndianNumber(n);
}

/** Joins non-empty values with ', ', or returns the fallback. */
export function listOrDefault(
  values: readonly string[] | null | undefined,
  fallback: string,
): string {
  const clean = (values ?? []).map((v) => v.trim()).filter((v) => v !== '');
  return clean.length > 0 ? clean.join(', ') : fallback;
}

export function formatLanguages(languages: readonly string[] | null | undefined): string {
  return listOrDefault(languages, DEFAULT_LANGUAGES_TEXT);
}

export function formatSessionModes(modes: readonly string[] | null | undefined): string {
  return listOrDefault(modes, DEFAULT_MODES_TEXT);
}

/** English plural: plural(1, 'like') → '1 like', plural(3, 'like') → '3 likes'. */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : pluralWord}`;
}
