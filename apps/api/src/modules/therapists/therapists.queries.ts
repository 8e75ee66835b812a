import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, therapists } from '../../db/schema';

export type TherapistRow = typeof therapists.$inferSelect & { liked: boolean };

/** Publicly listed: approved by the admin team and marked available. */
export const isListed = and(eq(therapists.status, 'approved'), eq(therapists.available, true));

export const likedBy = (callerId: string | null) =>
  callerId
    ? sql<boolean>`exists (select 1 from ${likes} where ${likes.therapistId} = ${therapists.id} and ${likes.accountId} = ${callerId})`
    : sql<boolean>`false`;

/** The spec's order: listed after the cutoff first, newest first; then original order. */
export const listingOrder = (cutoff: Date) => [
  desc(sql`(${therapists.listedAt} > ${cutoff.toISOString()}::timestamptz)`),
  desc(
    sql`case when ${therapists.listedAt} > ${cutoff.toISOString()}::timestamptz then ${therapists.listedAt} end`,
  ),
  asc(therapists.seq),
];

export async function listListed(
  db: Db,
  callerId: string | null,
  cutoff: Date,
): Promise<TherapistRow[]> {
  return db
    .select({ ...getTableColumns(therapists), liked: likedBy(callerId) })
    .from(therapists)
    .where(isListed)
    .orderBy(...listingOrder(cutoff));
}

export async function topRegions(db: Db, limit: number): Promise<string[]> {
  const city = sql<string>`initcap(trim(${therapists.city}))`;
  const rows = await db
    .select({ region: city, n: count() })
    .from(therapists)
    .where(and(isListed, sql`trim(${therapists.city}) <> ''`))
    .groupBy(city)
    .orderBy(desc(count()), asc(city))
    .limit(limit);
  return rows.map((r) => r.region);
}

/** A profile is readable while approved; an unavailable therapist's page still opens. */
export async function findApproved(
  db: Db,
  by: { slug: string } | { id: string },
  callerId: string | null,
) {
  const match = 'slug' in by ? eq(therapists.slug, by.slug) : eq(therapists.id, by.id);
  const [row] = await db
    .select({ ...getTableColumns(therapists), liked: likedBy(callerId) })
    .from(therapists)
    .where(and(match, eq(therapists.status, 'approved')))
    .limit(1);
  return row ?? null;
}
