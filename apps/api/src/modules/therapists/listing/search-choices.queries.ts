import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@app/domain/listing-search';
import { therapistAvailability, therapists } from '../therapists.schema';
import { listingOrder } from '../therapists.queries';

/** The listing's choices beyond the spec's facets (issue 26): they narrow the listing itself. */
export interface SearchChoices {
  /** The search box's text, lower case; `prefix` is its words as a full-text prefix query. */
  text: { query: string; prefix: string | null } | null;
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

function fullText(prefix: string): SQL {
  return sql`${therapists.searchDocument} @@ to_tsquery('simple', ${prefix})`;
}

/** Full-text words (each a prefix: "anxiet") or trigram word similarity (typos: "hydrabad"). */
function textCondition(text: NonNullable<SearchChoices['text']>): SQL {
  const fuzzy = sql`${text.query} <% ${therapists.searchText}`;
  return text.prefix === null ? fuzzy : sql`(${fullText(text.prefix)} or ${fuzzy})`;
}

function availabilityCondition(av: NonNullable<SearchChoices['availability']>): SQL {
  const maskOn = (day: number) =>
    sql`(${a.dayMasks}[(${av.today}::date - ${a.windowStart}) + ${day + 1}::int] & ${
      day === 0 ? av.hours & av.hoursLeftToday : av.hours
    }::int) <> 0`;
  if (av.days === null) {
    return sql`exists (select 1 from unnest(${a.dayMasks}) with ordinality as m(mask, i)
      where i > (${av.today}::date - ${a.windowStart})
        and (m.mask & case when i = (${av.today}::date - ${a.windowStart}) + 1
          then ${av.hours & av.hoursLeftToday}::int else ${av.hours}::int end) <> 0)`;
  }
  if (av.days.length === 0) return sql`false`;
  return sql`(${a.therapistId} is not null and (${sql.join(av.days.map(maskOn), sql` or `)}))`;
}

/** One condition for every active choice (true when none is). */
export function choiceConditions(c: SearchChoices): SQL {
  const parts: SQL[] = [];
  if (c.text) parts.push(textCondition(c.text));
  if (c.feeMin !== null) parts.push(sql`${therapists.feeRupees} >= ${c.feeMin}`);
  if (c.feeMax !== null) parts.push(sql`${therapists.feeRupees} <= ${c.feeMax}`);
  if (c.minExperience !== null)
    parts.push(sql`${therapists.experienceYears} >= ${c.minExperience}`);
  if (c.availability) parts.push(availabilityCondition(c.availability));
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The chosen order, ties broken by the recommended (spec's) order and then id. With search text
 * and the recommended order, the best matches come first: a full-text match of every word, then
 * by trigram word similarity.
 */
export function choiceOrder(c: SearchChoices, cutoff: Date): SQL[] {
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
      if (c.text) {
        if (c.text.prefix !== null) first.push(sql`(${fullText(c.text.prefix)}) desc`);
        first.push(sql`word_similarity(${c.text.query}, ${therapists.searchText}) desc`);
      }
      break;
  }
  return [...first, ...listingOrder(cutoff), asc(therapists.id)];
}
