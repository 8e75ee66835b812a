import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { therapists } from '../therapists.schema';

const labelFields = {
  id: therapists.id,
  name: therapists.name,
  slug: therapists.slug,
  email: therapists.email,
  gender: therapists.gender,
  imageUrl: therapists.imageUrl,
  professionalTitle: therapists.professionalTitle,
  feeRupees: therapists.feeRupees,
  addressLine1: therapists.addressLine1,
  addressLine2: therapists.addressLine2,
  city: therapists.city,
  pincode: therapists.pincode,
  /** Whether the profile is listed now: a suspended therapist's clients are told (decision 0049). */
  status: therapists.status,
  available: therapists.available,
};

export type TherapistLabel = Awaited<ReturnType<typeof selectLabels>>[number];

/** Name, photo, fee and address of each of `ids` that exists, by id. */
export async function labelsOf(db: Db | Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, TherapistLabel>();
  const rows = await selectLabels(db, unique);
  return new Map(rows.map((r) => [r.id, r]));
}

function selectLabels(db: Db | Tx, ids: string[]) {
  return db.select(labelFields).from(therapists).where(inArray(therapists.id, ids));
}

export async function labelBySlug(db: Db, slug: string) {
  const [row] = await db.select(labelFields).from(therapists).where(eq(therapists.slug, slug));
  return row ?? null;
}

/**
 * The ids of therapists whose name or slug contains `pattern`, or whose id is `text`: a subquery
 * other modules' admin searches filter on, so a page and its total stay one query each.
 */
export function idsMatching(db: Db, pattern: string, text: string) {
  return db
    .select({ id: therapists.id })
    .from(therapists)
    .where(
      or(
        ilike(therapists.name, pattern),
        ilike(therapists.slug, pattern),
        sql`${therapists.id}::text = ${text}`,
      ),
    );
}
