import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listingChanges, therapistAvailability, therapists } from '../therapists.schema';

/** Where a reader of the listing's changes stands: the last change it read. */
export interface FeedCursor {
  revision: number;
  therapistId: string;
}

export const FEED_START: FeedCursor = {
  revision: 0,
  therapistId: '00000000-0000-0000-0000-000000000000',
};

/** The therapist a TRUNCATE stamps (migration 0030): every change before it is gone. */
export const RESET_ID = FEED_START.therapistId;

/**
 * The therapists changed past `after`, in revision order (ties by id), with what the listing
 * reads of each; a therapist that no longer exists comes without its row (`row` null). Revisions
 * are handed out in commit order, so a reader that saw revision R and reads past its cursor
 * misses nothing committed up to R.
 */
export async function changesSince(db: Db, after: FeedCursor, limit: number) {
  const c = listingChanges;
  const t = therapists;
  return db
    .select({
      therapistId: c.therapistId,
      revision: c.revision,
      row: {
        id: t.id,
        listed: sql<boolean>`(${t.status} = 'approved' and ${t.available})`,
        seq: t.seq,
        listedAt: t.listedAt,
        name: t.name,
        professionalTitle: t.professionalTitle,
        speciality: t.speciality,
        specialities: t.specialities,
        expertise: t.expertise,
        languages: t.languages,
        sessionModes: t.sessionModes,
        gender: t.gender,
        city: t.city,
        feeRupees: t.feeRupees,
        experienceYears: t.experienceYears,
        likes: t.likes,
      },
    })
    .from(c)
    .leftJoin(t, eq(t.id, c.therapistId))
    .where(
      or(
        gt(c.revision, after.revision),
        and(eq(c.revision, after.revision), gt(c.therapistId, after.therapistId)),
      ),
    )
    .orderBy(asc(c.revision), asc(c.therapistId))
    .limit(limit);
}

/**
 * The read model's rows stamped past `after` (every row the first time), in stamp order: the
 * availability version stamps rows in commit order (migration 0029).
 */
export async function openTimesSince(db: Db, after: FeedCursor, limit: number) {
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
    .where(
      or(
        gt(a.revision, after.revision),
        and(eq(a.revision, after.revision), gt(a.therapistId, after.therapistId)),
      ),
    )
    .orderBy(asc(a.revision), asc(a.therapistId))
    .limit(limit);
}
