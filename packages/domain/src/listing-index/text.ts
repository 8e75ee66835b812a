import type { ListingIndex } from './build';

/** A search word with the listing's words found similar to it (pg_trgm, in the database). */
export interface SearchTerm {
  term: string;
  similar: readonly string[];
}

/** The first position in sorted `words` not before `term`. */
function lowerBound(words: readonly string[], term: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Which entries match the search words as the listing's full-text query does: every word found
 * as the start of a document word or as one of its similar words (`any`), or as the start of a
 * document word only (`strict`: the best matches, shown first).
 */
export function matchText(
  index: ListingIndex,
  terms: readonly SearchTerm[],
): { any: Uint8Array; strict: Uint8Array } {
  const any = new Uint8Array(index.size).fill(terms.length > 0 ? 1 : 0);
  const strict = new Uint8Array(index.size).fill(terms.length > 0 ? 1 : 0);
  const { offsets, keys } = index.words;
  for (const { term, similar } of terms) {
    const prefixed = new Uint8Array(index.wordOf.length);
    for (let w = lowerBound(index.wordOf, term); w < index.wordOf.length; w++) {
      if (!index.wordOf[w]!.startsWith(term)) break;
      prefixed[w] = 1;
    }
    const alike = prefixed.slice();
    for (const word of similar) {
      const w = lowerBound(index.wordOf, word);
      if (index.wordOf[w] === word) alike[w] = 1;
    }
    for (let e = 0; e < index.size; e++) {
      if (any[e] === 0) continue;
      let foundAlike = false;
      let foundPrefix = false;
      for (let p = offsets[e]!; p < offsets[e + 1]!; p++) {
        const w = keys[p]!;
        if (prefixed[w]) {
          foundPrefix = true;
          break;
        }
        if (alike[w]) foundAlike = true;
      }
      if (!foundPrefix) strict[e] = 0;
      if (!foundPrefix && !foundAlike) any[e] = 0;
    }
  }
  return { any, strict };
}
