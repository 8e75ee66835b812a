import { asc, gt, sql } from 'drizzle-orm';
import type { ListingEntry } from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import { listingVersion, therapistAvailability, therapists } from '../therapists.schema';
import { isListed, listingOrder } from '../therapists.queries';
import { availabilityCondition, type SearchChoices } from './search-choices.queries';

const versionNow = async (db: Db) =>
  (await db.select({ version: listingVersion.version }).from(listingVersion))[0]?.version ?? null;

/**
 * Every listed therapist's search values in the recommended order at one listing version: the
 * version is read before and after the rows (one statement), and the rows name that version only
 * when it did not move meanwhile (every therapist write moves it in its own transaction); else
 * the version is null and the caller reads again later. No transaction is held open, so nothing
 * else can run inside it on a single-connection database (PGlite).
 */
export async function readListingEntries(
  db: Db,
  cutoff: Date,
): Promise<{ version: number | null; entries: ListingEntry[] }> {
  const before = await versionNow(db);
  const rows = await db
    .select({
      id: therapists.id,
      specialities: therapists.searchSpecialities,
      rawSpecialities: therapists.specialities,
      languages: therapists.searchLanguages,
      modes: therapists.searchModes,
      title: therapists.searchTitle,
      professionalTitle: therapists.professionalTitle,
      speciality: therapists.speciality,
      titleKey: therapists.searchTitleKey,
      city: therapists.searchCity,
      cityLabel: sql<string>`initcap(${therapists.searchCity})`,
      cityParts: therapists.searchCityParts,
      gender: therapists.searchGender,
      fee: therapists.feeRupees,
      experience: therapists.experienceYears,
      words: sql<string[]>`tsvector_to_array(${therapists.searchDocument})`,
    })
    .from(therapists)
    .where(isListed)
    .orderBy(...listingOrder(cutoff));
  const after = await versionNow(db);
  // Display spellings trimmed as the SQL counts trim them (trimmedSql: JavaScript's trim()).
  const entries = rows.map(({ rawSpecialities, professionalTitle, speciality, ...entry }) => ({
    ...entry,
    specialityLabels: rawSpecialities.map((s) => s.trim()),
    titleLabel: entry.title === '' ? '' : professionalTitle.trim() || speciality.trim(),
  }));
  return { version: before === after ? before : null, entries };
}

/** The therapists with open times as asked (the read model holds only what the index lacks). */
export async function therapistsAvailable(
  db: Db,
  availability: NonNullable<SearchChoices['availability']>,
): Promise<string[]> {
  const result = (await db.execute(sql`
    select coalesce(array_agg(${therapistAvailability.therapistId}), '{}') as ids
    from ${therapistAvailability} where ${availabilityCondition(availability)}`)) as unknown as {
    rows: { ids: string[] | string }[];
  };
  const ids = result.rows[0]?.ids ?? [];
  // uuid[] arrives as text where the driver has no parser for it.
  return typeof ids === 'string' ? ids.slice(1, -1).split(',').filter(Boolean) : ids;
}

/** The read model's rows stamped past `revision` (every row the first time), in stamp order. */
export async function openTimesSince(db: Db, revision: number) {
  const a = therapistAvailability;
  return db
    .select({
      therapistId: a.therapistId,
      windowStart: a.windowStart,
      dayMasks: a.dayMasks,
      nextAvailable: a.nextAvailable,
      revision: a.revision,
    })
    .from(a)
    .where(gt(a.revision, revision))
    .orderBy(asc(a.revision));
}
