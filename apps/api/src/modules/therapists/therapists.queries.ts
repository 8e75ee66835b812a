import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { therapists } from './therapists.schema';

/** A therapist row as the listing shows it; `liked` is per caller. */
export type TherapistRow = typeof therapists.$inferSelect & { liked: boolean };

/** Publicly listed: approved by the admin team and marked available. */
export const isListed = and(eq(therapists.status, 'approved'), eq(therapists.available, true));

/** The spec's order: listed after the cutoff first, newest first; then original order. */
export const listingOrder = (cutoff: Date) => [
  desc(sql`(${therapists.listedAt} > ${cutoff.toISOString()}::timestamptz)`),
  desc(
    sql`case when ${therapists.listedAt} > ${cutoff.toISOString()}::timestamptz then ${therapists.listedAt} end`,
  ),
  asc(therapists.seq),
];

const rowColumns = { ...getTableColumns(therapists), liked: sql<boolean>`false` };

/** The first `limit` listed therapists in listing order. */
export async function listListed(
  db: Db,
  cutoff: Date,
  limit: number,
  offset = 0,
): Promise<TherapistRow[]> {
  return db
    .select(rowColumns)
    .from(therapists)
    .where(isListed)
    .orderBy(...listingOrder(cutoff))
    .limit(limit)
    .offset(offset);
}

/** What the featured pick reads of every listed therapist (narrow: no texts). */
export async function featuredCandidates(db: Db) {
  return db
    .select({
      id: therapists.id,
      featured: therapists.featured,
      featuredExpiry: therapists.featuredExpiry,
    })
    .from(therapists)
    .where(isListed);
}

/** Listed rows by id, in the order of `ids`. */
export async function listedByIds(db: Db, ids: readonly string[]): Promise<TherapistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(therapists)
    .where(and(isListed, inArray(therapists.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A profile is readable while approved; an unavailable therapist's page still opens. */
export async function findApproved(db: Db, by: { slug: string } | { id: string }) {
  const match = 'slug' in by ? eq(therapists.slug, by.slug) : eq(therapists.id, by.id);
  const [row] = await db
    .select(rowColumns)
    .from(therapists)
    .where(and(match, eq(therapists.status, 'approved')))
    .limit(1);
  return row ?? null;
}
