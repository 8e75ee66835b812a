import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { FacetCountRow, FacetName } from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import {
  availabilityVersion,
  listingVersion,
  therapistAvailability,
  therapists,
} from '../therapists.schema';
import { isListed, type TherapistRow } from '../therapists.queries';
import {
  availabilityJoin,
  choiceConditions,
  choiceOrder,
  textArray,
  textMatch,
  type SearchChoices,
  type TextMatch,
} from './search-choices.queries';

/**
 * Search criteria, already normalised the way packages/domain/src/listing.ts normalises filter
 * values (trimmed, lower case). An empty list means the facet does not constrain.
 *
 * Every condition reads the generated search_* columns (normalised once, on write; the array ones
 * GIN-indexed), never the raw columns, so no row is normalised while searching.
 */
export interface SearchCriteria extends SearchChoices {
  specialities: string[];
  languages: string[];
  modes: string[];
  titles: string[];
  genders: string[];
  /** Each location filter with its non-empty comma-separated parts. */
  locations: { whole: string; parts: string[] }[];
  /** titleKey() of the route's title slug. */
  routeTitleKey: string | null;
}

// The characters JavaScript's trim() removes: only display labels are trimmed here (on a miss of
// the facet cache), matching is done on the stored normalised columns.
const WS_CHARS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
/** `expr` trimmed as JavaScript's trim() trims. */
export const trimmedSql = (expr: SQL) => sql`btrim(${expr}, ${sql.raw(`'${WS_CHARS}'`)})`;
const trimmed = (expr: string) => trimmedSql(sql.raw(expr));

const KNOWN_GENDERS = ['male', 'female', 'non-binary'];

/** cityMatches(): equal, or a part of one contains a part of the other; empty never matches. */
function cityCondition(location: SearchCriteria['locations'][number]): SQL {
  const byParts =
    location.parts.length === 0
      ? sql`false`
      : sql`exists (select 1 from unnest(${therapists.searchCityParts}) as cp(x), unnest(${textArray(location.parts)}) as fp(x)
          where strpos(fp.x, cp.x) > 0 or strpos(cp.x, fp.x) > 0)`;
  return sql`(${therapists.searchCity} <> '' and (${therapists.searchCity} = ${location.whole} or ${byParts}))`;
}

function genderCondition(genders: readonly string[]): SQL {
  const exact = genders.filter((g) => g !== 'not specified');
  const parts: SQL[] = [];
  if (exact.length > 0) parts.push(sql`${therapists.searchGender} = any(${textArray(exact)})`);
  if (exact.length < genders.length)
    parts.push(sql`not (${therapists.searchGender} = any(${textArray(KNOWN_GENDERS)}))`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

const FACETS: readonly FacetName[] = [
  'specialities',
  'languages',
  'modes',
  'titles',
  'genders',
  'locations',
];

/** One SQL condition per facet (true when inactive): OR within a facet. */
function facetConditions(c: SearchCriteria): Record<FacetName, SQL> {
  const when = (active: boolean, condition: () => SQL) => (active ? condition() : sql`true`);
  return {
    specialities: when(
      c.specialities.length > 0,
      () => sql`${therapists.searchSpecialities} && ${textArray(c.specialities)}`,
    ),
    languages: when(
      c.languages.length > 0,
      () => sql`${therapists.searchLanguages} && ${textArray(c.languages)}`,
    ),
    modes: when(c.modes.length > 0, () => sql`${therapists.searchModes} && ${textArray(c.modes)}`),
    titles: when(
      c.titles.length > 0,
      () => sql`${therapists.searchTitle} = any(${textArray(c.titles)})`,
    ),
    genders: when(c.genders.length > 0, () => genderCondition(c.genders)),
    locations: when(
      c.locations.length > 0,
      () => sql`(${sql.join(c.locations.map(cityCondition), sql` or `)})`,
    ),
  };
}

function scope(c: SearchCriteria, text: TextMatch | null): SQL {
  const route =
    c.routeTitleKey === null ? sql`true` : eq(therapists.searchTitleKey, c.routeTitleKey);
  return and(isListed, route, choiceConditions(c, text)) ?? sql`true`;
}

/** The search text as full-text queries, when there is one (two small reads per miss). */
const textOf = (db: Db, c: SearchCriteria) =>
  c.text ? textMatch(db, c.text.terms) : Promise.resolve(null);

/** A listing row with the first open slot of the availability read model. */
export type SearchRow = TherapistRow & { nextAvailable: Date | null };

/**
 * One page of matching therapists in the chosen order (liked is left false: the caller's likes are
 * added per request). The order is found on ids alone (a deep page sorts thousands of rows; whole
 * rows carry long texts), then the page's rows are read.
 */
export async function searchPage(
  db: Db,
  criteria: SearchCriteria,
  opts: { cutoff: Date; limit: number; offset: number },
): Promise<SearchRow[]> {
  const conditions = Object.values(facetConditions(criteria));
  const text = await textOf(db, criteria);
  const ids = await db
    .select({ id: therapists.id })
    .from(therapists)
    .leftJoin(therapistAvailability, availabilityJoin)
    .where(and(scope(criteria, text), ...conditions))
    .orderBy(...choiceOrder(criteria, text, opts.cutoff))
    .limit(opts.limit)
    .offset(opts.offset);
  return rowsInOrder(
    db,
    ids.map((r) => r.id),
  );
}

/** These therapists' listing rows with their first open slot, in the order of `ids`. */
export async function rowsInOrder(db: Db, ids: readonly string[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...getTableColumns(therapists),
      liked: sql<boolean>`false`,
      nextAvailable: therapistAvailability.nextAvailable,
    })
    .from(therapists)
    .leftJoin(therapistAvailability, availabilityJoin)
    .where(inArray(therapists.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Prepared once per database handle: read on every listing request, so not rebuilt each time. */
const preparedVersionReads = new WeakMap<
  Db,
  Record<string, () => Promise<{ version: number }[]>>
>();

function preparedVersionRead(
  db: Db,
  name: 'read_listing_version' | 'read_availability_version',
): () => Promise<{ version: number }[]> {
  const reads = preparedVersionReads.get(db) ?? {};
  preparedVersionReads.set(db, reads);
  let read = reads[name];
  if (!read) {
    const table = name === 'read_listing_version' ? listingVersion : availabilityVersion;
    const statement = db.select({ version: table.version }).from(table).limit(1).prepare(name);
    read = () => statement.execute();
    reads[name] = read;
  }
  return read;
}

/** The committed listing version (one primary-key read); null before the first therapist write. */
export async function readListingVersion(db: Db): Promise<number | null> {
  const [row] = await preparedVersionRead(db, 'read_listing_version')();
  return row?.version ?? null;
}

/** The committed availability version; null before the read model's first visible change. */
export async function readAvailabilityVersion(db: Db): Promise<number | null> {
  const [row] = await preparedVersionRead(db, 'read_availability_version')();
  return row?.version ?? null;
}

/**
 * The total and, per facet, the counts of its values among therapists matching every OTHER active
 * facet (disjunctive faceting), in one statement over one scan of the listed therapists.
 */
export async function searchTotals(
  db: Db,
  criteria: SearchCriteria,
): Promise<{ total: number; facets: FacetCountRow[] }> {
  const conds = facetConditions(criteria);
  const text = await textOf(db, criteria);
  const flag = (f: FacetName) => sql.raw(`m_${f}`);
  const others = (f: FacetName) => sql.join(FACETS.filter((o) => o !== f).map(flag), sql` and `);
  const all = sql.join(FACETS.map(flag), sql` and `);
  // A therapist counts once per value: only at the value's first place in its own array. That is
  // a plain filtered count, which a hash aggregate over a few dozen values answers, where
  // count(distinct id) had to sort every (therapist, value) pair.
  const arrayFacet = (facet: FacetName, column: string) => sql`
    select ${facet}::text as facet, u.k as key, min(${trimmed('u.x')}) as label,
      count(*) filter (where array_position(b.search_${sql.raw(column)}, u.k) = u.i)::int as n
    from base b, unnest(b.${sql.raw(column)}, b.search_${sql.raw(column)}) with ordinality as u(x, k, i)
    where ${others(facet)} and u.k <> ''
    group by u.k`;
  // A fixed catalogue's counts are shown under the catalogue's own spelling (the key is enough):
  // no display spelling is gathered, which spares unnesting the raw array and trimming each value.
  const catalogueFacet = (facet: FacetName, column: string) => sql`
    select ${facet}::text as facet, u.k as key, u.k as label,
      count(*) filter (where array_position(b.search_${sql.raw(column)}, u.k) = u.i)::int as n
    from base b, unnest(b.search_${sql.raw(column)}) with ordinality as u(k, i)
    where ${others(facet)} and u.k <> ''
    group by u.k`;

  const result = (await db.execute(sql`
    with base as (
      select ${therapists.id} as id,
        ${therapists.specialities} as specialities, ${therapists.searchSpecialities} as search_specialities,
        ${therapists.searchLanguages} as search_languages, ${therapists.searchModes} as search_modes,
        case when ${therapists.searchTitle} = '' then '' when ${trimmed('professional_title')} <> ''
          then ${therapists.professionalTitle} else ${therapists.speciality} end as title,
        ${therapists.searchTitle} as search_title, ${therapists.searchCity} as search_city,
        ${therapists.searchGender} as search_gender,
        ${sql.join(
          FACETS.map((f) => sql`${conds[f]} as ${flag(f)}`),
          sql`, `,
        )}
      from ${therapists} left join ${therapistAvailability} on ${availabilityJoin}
      where ${scope(criteria, text)}
    )
    select 'total' as facet, '' as key, '' as label, count(*)::int as n from base where ${all}
    union all ${arrayFacet('specialities', 'specialities')}
    union all ${catalogueFacet('languages', 'languages')}
    union all ${catalogueFacet('modes', 'modes')}
    union all
    select 'titles', search_title, min(${trimmed('title')}), count(*)::int from base
    where ${others('titles')} and search_title <> '' group by search_title
    union all
    select 'genders', search_gender, search_gender, count(*)::int from base
    where ${others('genders')} group by search_gender
    union all
    select 'locations', initcap(search_city), initcap(search_city), count(*)::int from base
    where ${others('locations')} and search_city <> '' group by initcap(search_city)
  `)) as unknown as {
    rows: Array<Omit<FacetCountRow, 'facet' | 'n'> & { facet: string; n: number | string }>;
  };

  let total = 0;
  const facets: FacetCountRow[] = [];
  for (const row of result.rows) {
    const n = Number(row.n);
    if (row.facet === 'total') total = n;
    else facets.push({ facet: row.facet as FacetName, key: row.key, label: row.label, n });
  }
  return { total, facets };
}
