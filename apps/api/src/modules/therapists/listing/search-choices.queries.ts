import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import type { ListingSort } from '@app/domain/listing-search';
import type { SearchTerm } from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import { listingWords, therapistAvailability, therapists } from '../therapists.schema';
import { listingOrder } from '../therapists.queries';

/** The listing's choices beyond the spec's facets (issue 26): they narrow the listing itself. */
export interface SearchChoices {
  /** The search box's words (letters and digits), lower case: each must be matched. */
  text: { terms: string[] } | null;
  feeMin: number | null;
  feeMax: number | null;
  minExperience: number | null;
  /**
   * Open slots asked for: on these window days (0 = today; null = any day of the window) within
   * these IST hours (a mask); `today` is today's IST date, `hoursLeftToday` the hours not yet past.
   */
  availability: {
    days: number[] | null;
    hours: number;
    today: string;
    hoursLeftToday: number;
  } | null;
  sort: ListingSort;
}

const a = therapistAvailability;

/** The read model joined to therapists: every search statement reads it through this join. */
export const availabilityJoin = sql`${a.therapistId} = ${therapists.id}`;

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Most similar words tried for one search word: enough for typos, a bounded query. */
const SIMILAR_WORDS = 20;

/**
 * The search words as full-text queries: `any` matches each word as a prefix or as one of the
 * listing's words pg_trgm finds similar (a typo: "hydrabad" finds "hyderabad"); `strict` only as
 * a prefix. Null when the text has no word (nothing matches).
 */
export interface TextMatch {
  any: string;
  strict: string;
  /** Each word with the similar words found (what the listing index matches in memory). */
  terms: SearchTerm[];
}

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export async function textMatch(db: Db, terms: readonly string[]): Promise<TextMatch | null> {
  if (terms.length === 0) return null;
  const result = (await db.execute(sql`
    select q.term, w.word from unnest(${textArray(terms)}) as q(term)
    cross join lateral (
      select ${listingWords.word} as word from ${listingWords}
      where q.term % ${listingWords.word}
      order by similarity(q.term, ${listingWords.word}) desc, ${listingWords.word}
      limit ${SIMILAR_WORDS}
    ) w`)) as unknown as { rows: { term: string; word: string }[] };
  const similar = new Map<string, string[]>();
  for (const { term, word } of result.rows) similar.set(term, [...(similar.get(term) ?? []), word]);
  const prefix = (term: string) => `${lexeme(term)}:*`;
  return {
    any: terms
      .map((t) => `(${[prefix(t), ...(similar.get(t) ?? []).map(lexeme)].join(' | ')})`)
      .join(' & '),
    strict: terms.map(prefix).join(' & '),
    terms: terms.map((term) => ({ term, similar: similar.get(term) ?? [] })),
  };
}

const matches = (query: string) =>
  sql`${therapists.searchDocument} @@ to_tsquery('simple', ${query})`;

export function availabilityCondition(av: NonNullable<SearchChoices['availability']>): SQL {
  const maskOn = (day: number) =>
    sql`(${a.dayMasks}[(${av.today}::date - ${a.windowStart}) + ${day + 1}::int] & ${
      day === 0 ? av.hours & av.hoursLeftToday : av.hours
    }::int) <> 0`;
  // Any day of the window: each day's mask read by its subscript (past the row's masks: null).
  const days = av.days ?? Array.from({ length: AVAILABILITY_DAYS }, (_, day) => day);
  if (days.length === 0) return sql`false`;
  return sql`(${a.therapistId} is not null and (${sql.join(days.map(maskOn), sql` or `)}))`;
}

/** One condition for every active choice (true when none is); `text` is textMatch()'s answer. */
export function choiceConditions(c: SearchChoices, text: TextMatch | null): SQL {
  const parts: SQL[] = [];
  if (c.text) parts.push(text === null ? sql`false` : matches(text.any));
  if (c.feeMin !== null) parts.push(sql`${therapists.feeRupees} >= ${c.feeMin}`);
  if (c.feeMax !== null) parts.push(sql`${therapists.feeRupees} <= ${c.feeMax}`);
  if (c.minExperience !== null)
    parts.push(sql`${therapists.experienceYears} >= ${c.minExperience}`);
  if (c.availability) parts.push(availabilityCondition(c.availability));
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The chosen order, ties broken by the recommended (spec's) order and then id. With search text
 * and the recommended order, the best matches come first: every word found as typed (or as the
 * start of a word) before matches of a similar word.
 */
export function choiceOrder(c: SearchChoices, text: TextMatch | null, cutoff: Date): SQL[] {
  const first: SQL[] = [];
  switch (c.sort) {
    case 'fee_asc':
      first.push(sql`${therapists.feeRupees} asc nulls last`);
      break;
    case 'fee_desc':
      first.push(sql`${therapists.feeRupees} desc nulls last`);
      break;
    case 'experience':
      first.push(desc(therapists.experienceYears));
      break;
    case 'likes':
      first.push(desc(therapists.likes));
      break;
    case 'soonest':
      first.push(sql`${a.nextAvailable} asc nulls last`);
      break;
    case 'recommended':
      if (text) first.push(sql`(${matches(text.strict)}) desc`);
      break;
  }
  return [...first, ...listingOrder(cutoff), asc(therapists.id)];
}
