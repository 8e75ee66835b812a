import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  availabilityVersion,
  listingRevision,
  listingVersion,
  therapistAvailability,
  therapists,
} from '../therapists.schema';
import type { TherapistRow } from '../therapists.queries';

/**
 * What the listing reads of the database besides its feed: the cards of a page the listing engine
 * chose, and the versions its cached answers are keyed by.
 */

/** A listing row with the first open slot of the availability read model. */
export type SearchRow = TherapistRow & { nextAvailable: Date | null };

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
    .leftJoin(therapistAvailability, eq(therapistAvailability.therapistId, therapists.id))
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
  name: 'read_listing_version' | 'read_availability_version' | 'read_listing_revision',
): () => Promise<{ version: number }[]> {
  const reads = preparedVersionReads.get(db) ?? {};
  preparedVersionReads.set(db, reads);
  let read = reads[name];
  if (!read) {
    const statement =
      name === 'read_listing_revision'
        ? db
            .select({ version: listingRevision.revision })
            .from(listingRevision)
            .limit(1)
            .prepare(name)
        : db
            .select({
              version: (name === 'read_listing_version' ? listingVersion : availabilityVersion)
                .version,
            })
            .from(name === 'read_listing_version' ? listingVersion : availabilityVersion)
            .limit(1)
            .prepare(name);
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

/** The committed listing revision (migration 0030): the engine's feed has changes up to it. */
export async function readListingRevision(db: Db): Promise<number> {
  const [row] = await preparedVersionRead(db, 'read_listing_revision')();
  return row?.version ?? 0;
}
