import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { therapists } from '../therapists.schema';

/** An approved therapist (available or not: an unavailable profile still opens and can be liked). */
export async function approvedTherapistExists(db: Db, therapistId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.id, therapistId), eq(therapists.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/** Moves the likes counter by one; null when the therapist is gone. */
export async function bumpLikes(tx: Tx, therapistId: string, liked: boolean) {
  // likes = likes ± 1 is re-evaluated on the latest row version when two transactions race; the floor
  // guards legacy counters that were set without rows.
  const delta = liked ? sql`${therapists.likes} + 1` : sql`greatest(${therapists.likes} - 1, 0)`;
  const [row] = await tx
    .update(therapists)
    .set({ likes: delta })
    .where(eq(therapists.id, therapistId))
    .returning({ likes: therapists.likes });
  return row ? row.likes : null;
}

/** The current likes counter of each of `ids` that exists. */
export async function likeCountsOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: therapists.id, likes: therapists.likes })
    .from(therapists)
    .where(inArray(therapists.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.likes]));
}

/** Name and slug of each of `ids` that exists, for a client's copy of their likes. */
export async function namesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; slug: string }>();
  const rows = await db
    .select({ id: therapists.id, name: therapists.name, slug: therapists.slug })
    .from(therapists)
    .where(inArray(therapists.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
}
