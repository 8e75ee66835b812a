import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { therapists } from '../../db/schema';
import { isListed, likedBy, listingOrder, type TherapistRow } from './therapists.queries';

/**
 * Search criteria, already normalised the way packages/domain/src/listing.ts normalises filter
 * values (trimmed, lower case). An empty list means the facet does not constrain.
 */
export interface SearchCriteria {
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

// The characters JavaScript's trim() and \s treat as white space, so SQL trims what the domain trims.
// A constant literal (never user input); kept out of parameters so GROUP BY expressions stay equal.
const WS_CHARS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const WS = sql.raw(`'${WS_CHARS}'`);
const TITLE_SEPARATORS = sql.raw(`'[-${WS_CHARS}]+'`);

const trimmed = (expr: SQL | string) =>
  sql`btrim(${typeof expr === 'string' ? sql.raw(expr) : expr}, ${WS})`;
/** The domain's norm(): trim, then lower case. */
const norm = (expr: SQL | string) => sql`lower(${trimmed(expr)})`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** effectiveTitle(): the professional title, or the legacy speciality when the title is blank. */
const effectiveTitle = sql`(case when ${trimmed(sql`${therapists.professionalTitle}`)} <> '' then ${therapists.professionalTitle} else ${therapists.speciality} end)`;
const titleKey = sql`regexp_replace(${norm(effectiveTitle)}, ${TITLE_SEPARATORS}, ' ', 'g')`;
const cityNorm = norm(sql`${therapists.city}`);
const genderNorm = norm(sql`${therapists.gender}`);

const KNOWN_GENDERS = ['male', 'female', 'non-binary'];

const anyElement = (column: SQL, values: readonly string[]) =>
  sql`exists (select 1 from unnest(${column}) as e(x) where ${norm('e.x')} in (${list(values)}))`;

/** cityMatches(): equal, or a part of one contains a part of the other; empty never matches. */
function cityCondition(location: SearchCriteria['locations'][number]): SQL {
  const part = trimmed('cp.x');
  const contains = location.parts.map(
    (p) => sql`(strpos(${p}, ${part}) > 0 or strpos(${part}, ${p}) > 0)`,
  );
  const byParts =
    contains.length === 0
      ? sql`false`
      : sql`exists (select 1 from unnest(string_to_array(${cityNorm}, ',')) as cp(x) where ${part} <> '' and (${sql.join(contains, sql` or `)}))`;
  return sql`(${cityNorm} <> '' and (${cityNorm} = ${location.whole} or ${byParts}))`;
}

function genderCondition(genders: readonly string[]): SQL {
  const exact = genders.filter((g) => g !== 'not specified');
  const parts: SQL[] = [];
  if (exact.length > 0) parts.push(sql`${genderNorm} in (${list(exact)})`);
  if (exact.length < genders.length) parts.push(sql`${genderNorm} not in (${list(KNOWN_GENDERS)})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

type FacetName = 'specialities' | 'languages' | 'modes' | 'titles' | 'genders' | 'locations';
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
    specialities: when(c.specialities.length > 0, () =>
      anyElement(sql`${therapists.specialities}`, c.specialities),
    ),
    languages: when(c.languages.length > 0, () =>
      anyElement(sql`${therapists.languages}`, c.languages),
    ),
    modes: when(c.modes.length > 0, () => anyElement(sql`${therapists.sessionModes}`, c.modes)),
    titles: when(c.titles.length > 0, () => sql`${norm(effectiveTitle)} in (${list(c.titles)})`),
    genders: when(c.genders.length > 0, () => genderCondition(c.genders)),
    locations: when(
      c.locations.length > 0,
      () => sql`(${sql.join(c.locations.map(cityCondition), sql` or `)})`,
    ),
  };
}

function scope(c: SearchCriteria): SQL {
  const route = c.routeTitleKey === null ? sql`true` : sql`${titleKey} = ${c.routeTitleKey}`;
  return and(isListed, route) ?? sql`true`;
}

/**
 * One page of matching therapists in listing order. The order is found on ids alone (a deep page
 * sorts thousands of rows; whole rows carry long texts), then the page's rows are read.
 */
export async function searchPage(
  db: Db,
  criteria: SearchCriteria,
  opts: { callerId: string | null; cutoff: Date; limit: number; offset: number },
): Promise<TherapistRow[]> {
  const conditions = Object.values(facetConditions(criteria));
  const ids = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(scope(criteria), ...conditions))
    .orderBy(...listingOrder(opts.cutoff))
    .limit(opts.limit)
    .offset(opts.offset);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(therapists), liked: likedBy(opts.callerId) })
    .from(therapists)
    .where(
      inArray(
        therapists.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * Changes whenever a therapist row is inserted, updated or deleted (every new row version gets a new
 * xmin), so derived counts can be reused until then. One cheap scan, no aggregation of arrays.
 */
export async function therapistsFingerprint(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as fp from ${therapists}`,
  )) as unknown as { rows: { fp: string }[] };
  return result.rows[0]?.fp ?? '';
}

export interface FacetCountRow {
  facet: FacetName;
  /** The normalised value (lower case, trimmed); for locations the title-cased city. */
  key: string;
  /** A display spelling found in the data. */
  label: string;
  n: number;
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
  const flag = (f: FacetName) => sql.raw(`m_${f}`);
  const others = (f: FacetName) => sql.join(FACETS.filter((o) => o !== f).map(flag), sql` and `);
  const all = sql.join(FACETS.map(flag), sql` and `);
  const arrayFacet = (facet: FacetName, column: string) => sql`
    select ${facet}::text as facet, ${norm('x')} as key, min(${trimmed('x')}) as label, count(distinct b.id)::int as n
    from base b, unnest(b.${sql.raw(column)}) as u(x)
    where ${others(facet)} and ${norm('x')} <> ''
    group by ${norm('x')}`;

  const result = (await db.execute(sql`
    with base as (
      select ${therapists.id} as id, ${therapists.specialities} as specialities, ${therapists.languages} as languages,
        ${therapists.sessionModes} as modes, ${effectiveTitle} as title, ${therapists.city} as city,
        ${therapists.gender} as gender,
        ${sql.join(
          FACETS.map((f) => sql`${conds[f]} as ${flag(f)}`),
          sql`, `,
        )}
      from ${therapists}
      where ${scope(criteria)}
    )
    select 'total' as facet, '' as key, '' as label, count(*)::int as n from base where ${all}
    union all ${arrayFacet('specialities', 'specialities')}
    union all ${arrayFacet('languages', 'languages')}
    union all ${arrayFacet('modes', 'modes')}
    union all
    select 'titles', ${norm('title')}, min(${trimmed('title')}), count(*)::int from base
    where ${others('titles')} and ${norm('title')} <> '' group by ${norm('title')}
    union all
    select 'genders', ${norm('gender')}, min(${trimmed('gender')}), count(*)::int from base
    where ${others('genders')} group by ${norm('gender')}
    union all
    select 'locations', initcap(${norm('city')}), initcap(${norm('city')}), count(*)::int from base
    where ${others('locations')} and ${norm('city')} <> '' group by initcap(${norm('city')})
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
