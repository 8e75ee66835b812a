import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { parseSlotDateKey } from '@app/domain/ist';
import type { Db, Tx } from '../../../db/client';
import { lockTherapistSchedule } from './therapist-dashboard.queries';
import {
  therapistBookingRules,
  therapistDateHours,
  therapistTimeOff,
  therapists,
} from '../therapists.schema';

// Dates travel as slot date keys ('day_month_year'); the columns are SQL dates.
const FM_KEY = 'FMDD_FMMM_YYYY';
const keyOf = (column: unknown) => sql<string>`to_char(${column}, ${FM_KEY})`;
function dateOf(key: string): string {
  const d = parseSlotDateKey(key);
  if (!d) throw new RangeError('Invalid slot date key');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}
/** Yesterday in IST: ranges that ended before it matter to no slot and no session. */
const istYesterday = sql`((now() at time zone 'Asia/Kolkata')::date - 1)`;

export const DEFAULT_NOTICE_SQL = 2;

/**
 * The outer therapist's id, qualified: drizzle writes a one-table select's columns bare, and a
 * bare "id" inside these subqueries would be the subquery's own row's id.
 */
const outerTherapistId = sql`${therapists}.id`;

/** The booking rules of one therapist: subqueries that read with the therapist row. */
export const rulesColumns = {
  timeOff: sql<Array<{ from: string; to: string }>>`coalesce((
    select json_agg(json_build_object('from', ${keyOf(sql`o.first_day`)}, 'to', ${keyOf(sql`o.last_day`)})
      order by o.first_day)
    from ${therapistTimeOff} o
    where o.therapist_id = ${outerTherapistId} and o.last_day >= ${istYesterday}), '[]'::json)`,
  dateHours: sql<Record<string, string[]>>`coalesce((
    select json_object_agg(${keyOf(sql`d.on_date`)}, d.start_times)
    from ${therapistDateHours} d
    where d.therapist_id = ${outerTherapistId} and d.on_date >= ${istYesterday}), '{}'::json)`,
  minimumNoticeHours: sql<number>`coalesce((
    select r.minimum_notice_hours from ${therapistBookingRules} r
    where r.therapist_id = ${outerTherapistId}), ${sql.raw(String(DEFAULT_NOTICE_SQL))})::int`,
};

export async function timeOffOf(db: Db | Tx, therapistId: string) {
  return db
    .select({
      from: keyOf(therapistTimeOff.firstDay),
      to: keyOf(therapistTimeOff.lastDay),
      note: therapistTimeOff.note,
    })
    .from(therapistTimeOff)
    .where(
      and(
        eq(therapistTimeOff.therapistId, therapistId),
        gte(therapistTimeOff.lastDay, istYesterday),
      ),
    )
    .orderBy(asc(therapistTimeOff.firstDay), asc(therapistTimeOff.lastDay));
}

export async function dateHoursOf(db: Db | Tx, therapistId: string) {
  const rows = await db
    .select({ key: keyOf(therapistDateHours.onDate), times: therapistDateHours.startTimes })
    .from(therapistDateHours)
    .where(
      and(
        eq(therapistDateHours.therapistId, therapistId),
        gte(therapistDateHours.onDate, istYesterday),
      ),
    )
    .orderBy(asc(therapistDateHours.onDate));
  return Object.fromEntries(rows.map((r) => [r.key, [...r.times].sort()]));
}

export async function minimumNoticeOf(db: Db | Tx, therapistId: string): Promise<number> {
  const [row] = await db
    .select({ hours: therapistBookingRules.minimumNoticeHours })
    .from(therapistBookingRules)
    .where(eq(therapistBookingRules.therapistId, therapistId));
  return row?.hours ?? DEFAULT_NOTICE_SQL;
}

export async function replaceTimeOff(
  tx: Tx,
  therapistId: string,
  ranges: ReadonlyArray<{ from: string; to: string; note: string }>,
) {
  await lockTherapistSchedule(tx, therapistId);
  await tx.delete(therapistTimeOff).where(eq(therapistTimeOff.therapistId, therapistId));
  if (ranges.length === 0) return;
  await tx.insert(therapistTimeOff).values(
    ranges.map((r) => ({
      therapistId,
      firstDay: dateOf(r.from),
      lastDay: dateOf(r.to),
      note: r.note,
    })),
  );
}

export async function replaceDateHours(
  tx: Tx,
  therapistId: string,
  dateHours: Readonly<Record<string, readonly string[]>>,
) {
  await lockTherapistSchedule(tx, therapistId);
  await tx.delete(therapistDateHours).where(eq(therapistDateHours.therapistId, therapistId));
  const rows = Object.entries(dateHours).map(([key, times]) => ({
    therapistId,
    onDate: dateOf(key),
    startTimes: [...new Set(times)].sort(),
  }));
  if (rows.length > 0) await tx.insert(therapistDateHours).values(rows);
}

export async function setMinimumNotice(tx: Tx, therapistId: string, hours: number) {
  await tx
    .insert(therapistBookingRules)
    .values({ therapistId, minimumNoticeHours: hours })
    .onConflictDoUpdate({
      target: therapistBookingRules.therapistId,
      set: { minimumNoticeHours: hours },
    });
}
