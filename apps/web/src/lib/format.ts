import { formatIndianNumber } from '@app/domain/indian-number';
import { FEE_WORDS, formatRupees } from '@app/domain/pricing';
import type { Translator } from '@app/domain/i18n/translator';
import { DEFAULT_LANGUAGES_TEXT, DEFAULT_MODES_TEXT } from '@app/domain/constants';
import { displayName, type NameKind } from '@app/domain/i18n/display-names';

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

/** Catalogue values named in the reader's language, joined; the spec's default when none. */
function namedList(
  values: readonly string[] | null | undefined,
  fallback: string,
  kind: NameKind,
  t?: Translator,
): string {
  const clean = (values ?? []).map((v) => v.trim()).filter((v) => v !== '');
  const shown = clean.length > 0 ? clean : fallback.split(', ');
  return shown.map((v) => (t ? displayName(t, kind, v) : v)).join(', ');
}

export function formatLanguages(languages: readonly string[] | null | undefined, t?: Translator) {
  return namedList(languages, DEFAULT_LANGUAGES_TEXT, 'language', t);
}

export function formatSessionModes(modes: readonly string[] | null | undefined, t?: Translator) {
  return namedList(modes, DEFAULT_MODES_TEXT, 'sessionMode', t);
}

/** English plural: plural(1, 'like') → '1 like', plural(3, 'like') → '3 likes'. */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : pluralWord}`;
}
