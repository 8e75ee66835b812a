import { WEEKDAYS } from '@app/domain/catalogues';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import {
  addIstDays,
  istInstant,
  istNowMinutes,
  istToday,
  parseSlotDateKey,
  toSlotDateKey,
} from '@app/domain/ist';
import {
  dateHoursInWindow,
  isSlotBookable,
  openSlots,
  type OpenSlotDay,
  type SlotCheck,
  type SlotRules,
} from '@app/domain/slots';
import type { SessionType } from '@app/domain/schemas/booking';
import type { WeekdayKey } from '@app/domain/schemas/therapist';
import type { Db } from '../../../db/client';
import type { CacheStore } from '../../../adapters/cache/cache-store';
import { badRequest, conflict, notFound, type AppError } from '../../../shared/app-error';
import type {
  TherapistBookingFacts,
  TherapistForBooking,
} from '../../therapists/therapists.module';
import { seriesHorizonDays, seriesOccurrences, type Occurrence } from '@app/domain/series';
import * as claims from './slot-claims.queries';
import { CHECKOUT_ANSWERS, CHECKOUT_WORDS as W } from './checkout-words';
import { isUuid } from '../../../shared/ids';

/** The English of the answer (tests read it). */
export const SLOT_TAKEN_MESSAGE = W.slotGone.defaultMessage;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'day_month_year' → sorted 'HH:MM' list of the given start instants, read in IST. */
export function slotMap(starts: Date[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const start of starts) {
    const key = toSlotDateKey(istToday(start));
    const times = (map[key] ??= []);
    const t = hhmm(istNowMinutes(start));
    if (!times.includes(t)) times.push(t);
  }
  for (const times of Object.values(map)) times.sort();
  return map;
}

function byWeekday(rows: Array<{ weekday: number; startTime: string }>) {
  const hours: Partial<Record<WeekdayKey, string[]>> = {};
  for (const h of rows) {
    const day = WEEKDAYS[h.weekday];
    if (day) (hours[day] ??= []).push(h.startTime);
  }
  return hours;
}

/** Time off, date hours and minimum notice as the pure slot rules read them. */
const rulesOf = (t: TherapistForBooking): SlotRules => ({
  timeOff: t.timeOff,
  dateHours: t.dateHours,
  minimumNoticeHours: t.minimumNoticeHours,
});

/** What a profile shows of the therapist's time beside the weekly hours. */
export interface BookingCalendar {
  /** The spec's `slots_booked`: taken slots of the next 30 IST days. */
  slotsBooked: Record<string, string[]>;
  /** Dates of the window whose hours differ from the weekly hours ([] = day off). */
  dateHours: Record<string, string[]>;
  minimumNoticeHours: number;
}

export interface SlotRequest {
  therapistId: string;
  slotDate: string;
  slotTime: string;
  /** When given, the therapist must offer it. */
  sessionType?: SessionType;
  /** This client's own payment hold on the slot does not count as taken. */
  clientId?: string;
}

/** A day: entries are keyed by the slot version, so the TTL only bounds memory. */
const BOOKED_SLOTS_TTL_SECONDS = 24 * 60 * 60;

interface CachedBookedSlots extends BookingCalendar {
  /** Epoch ms when time alone changes the answer: a hold expires, or the window moves a day. */
  validUntil: number;
}

export function createAvailabilityService(deps: {
  db: Db;
  therapists: TherapistBookingFacts;
  /**
   * Where a profile's booked slots are cached, under a version a trigger moves with every write
   * to the therapist's claims and appointments (migration 0008). Without it, every read queries.
   */
  bookedSlotsCache?: { store: CacheStore; version: (therapistId: string) => Promise<string> };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const hoursOf = async (therapistId: string) =>
    byWeekday(await deps.therapists.weeklyHours(therapistId));

  /** The booking window at `at`: IST midnight today to midnight after the last day. */
  function windowAt(at: Date, days = AVAILABILITY_DAYS) {
    const today = istToday(at);
    return {
      from: istInstant(today, '00:00'),
      to: istInstant(addIstDays(today, days), '00:00'),
      nextDay: istInstant(addIstDays(today, 1), '00:00').getTime(),
    };
  }

  function takenIn(
    nextDay: number,
    { starts, firstExpiry, ownPaymentHolds }: Awaited<ReturnType<typeof claims.takenStarts>>,
  ) {
    return {
      slots: slotMap(starts),
      validUntil: Math.min(nextDay, firstExpiry?.getTime() ?? nextDay),
      ownPaymentHolds,
    };
  }

  async function takenUntil(
    therapistId: string,
    at: Date,
    exceptPaymentHoldsOf?: string,
    days = AVAILABILITY_DAYS,
  ) {
    const { from, to, nextDay } = windowAt(at, days);
    return takenIn(
      nextDay,
      await claims.takenStarts(db, { therapistId, from, to, now: at, exceptPaymentHoldsOf }),
    );
  }

  async function freshCalendar(therapistId: string, at: Date): Promise<CachedBookedSlots> {
    const [booked, t] = await Promise.all([
      takenUntil(therapistId, at),
      isUuid(therapistId) ? deps.therapists.find(therapistId) : null,
    ]);
    const rules = t ? rulesOf(t) : {};
    return {
      slotsBooked: booked.slots,
      validUntil: booked.validUntil,
      dateHours: dateHoursInWindow(at, rules),
      minimumNoticeHours: t?.minimumNoticeHours ?? 0,
    };
  }

  /**
   * Cached under the therapist's slot version, which bookings, holds, weekly hours, time off, date
   * hours and minimum notice all move (migrations 0008, 0017 and 0018).
   */
  async function cachedCalendar(therapistId: string): Promise<BookingCalendar> {
    const at = now();
    const cache = deps.bookedSlotsCache;
    // The cached object itself (never to be mutated): a route may key its serialised JSON by it.
    if (!cache) return freshCalendar(therapistId, at);
    const key = `calendar:${await cache.version(therapistId)}:${therapistId}`;
    const hit = await cache.store.get<CachedBookedSlots>(key);
    if (hit && at.getTime() < hit.validUntil) return hit;
    const fresh = await freshCalendar(therapistId, at);
    await cache.store.set(key, fresh, BOOKED_SLOTS_TTL_SECONDS);
    return fresh;
  }

  async function listedTherapist(therapistId: string): Promise<TherapistForBooking> {
    const t = isUuid(therapistId) ? await deps.therapists.find(therapistId) : null;
    if (!t || t.status !== 'approved' || !t.available)
      throw notFound(W.unknownTherapist, 'THERAPIST_NOT_FOUND');
    return t;
  }

  /**
   * The one computation of a therapist's open slots over the booking window, and when time alone
   * changes it (a hold expires, the day moves): every page, check and the read model use it.
   */
  async function openWindow(t: TherapistForBooking, at: Date) {
    return windowOf(t, await takenUntil(t.id, at), at);
  }

  function windowOf(
    t: TherapistForBooking,
    taken: { slots: Record<string, string[]>; validUntil: number },
    at: Date,
  ) {
    const days = openSlots({
      now: at,
      timeSlots: byWeekday(t.weeklyHours),
      taken: taken.slots,
      ...rulesOf(t),
    });
    // The first open slot closes once it comes within the therapist's minimum notice.
    const first = days.find((d) => d.times.length > 0);
    const firstTime = first?.times[0];
    const closes =
      first && firstTime
        ? istInstant(first.date, firstTime).getTime() - t.minimumNoticeHours * 60 * 60_000
        : Infinity;
    return { days, validUntil: Math.min(taken.validUntil, closes) };
  }

  function requireMode(t: TherapistForBooking, mode: SessionType) {
    const offered = t.sessionModes.some((m) => m.trim().toLowerCase() === mode);
    if (!offered) throw badRequest(mode === 'online' ? W.modeOnline : W.modeInPerson);
  }

  return {
    /** The profile's `timeSlots`: weekday → hourly start times. */
    weeklyHours: hoursOf,

    /** The profile's `slotsBooked`: taken slots of the next 30 IST days. */
    bookedSlots: async (therapistId: string) => (await cachedCalendar(therapistId)).slotsBooked,

    /** The profile's `slotsBooked`, `dateHours` and `minimumNoticeHours`. */
    bookingCalendar: cachedCalendar,

    /**
     * The version a therapist's booking calendar is cached under now (read it before the
     * calendar: an answer kept under it is then never newer than it says); null when not cached.
     */
    calendarVersion: async (therapistId: string): Promise<string | null> =>
      deps.bookedSlotsCache ? deps.bookedSlotsCache.version(therapistId) : null,

    /** The session types a listed therapist offers (online first). */
    async offeredModes(therapistId: string): Promise<SessionType[]> {
      const t = await listedTherapist(therapistId);
      const modes = t.sessionModes.map((m) => m.trim().toLowerCase());
      return (['online', 'in-person'] as const).filter((m) => modes.includes(m));
    },

    /** Open slots of a listed therapist for a session mode over the booking window. */
    async openSlots(therapistId: string, mode: SessionType): Promise<OpenSlotDay[]> {
      const t = await listedTherapist(therapistId);
      requireMode(t, mode);
      return (await openWindow(t, now())).days;
    },

    /**
     * A listed therapist's open slots at `at` for the availability read model (any session
     * mode), with the instant until which they hold; null when the therapist is not listed.
     */
    async listingWindow(
      therapistId: string,
      at: Date,
    ): Promise<{ days: OpenSlotDay[]; validUntil: number } | null> {
      const t = isUuid(therapistId) ? await deps.therapists.find(therapistId) : null;
      if (!t || t.status !== 'approved' || !t.available) return null;
      return openWindow(t, at);
    },

    /**
     * `listingWindow` for many therapists in two statements (their facts, their taken slots):
     * the read model refreshes in batches. Unlisted or unknown therapists are absent.
     */
    async listingWindows(
      therapistIds: string[],
      at: Date,
    ): Promise<Map<string, { days: OpenSlotDay[]; validUntil: number }>> {
      const listed = (await deps.therapists.findMany(therapistIds.filter(isUuid))).filter(
        (t) => t.status === 'approved' && t.available,
      );
      const { from, to, nextDay } = windowAt(at);
      const taken = await claims.takenStartsOfMany(
        db,
        listed.map((t) => t.id),
        { from, to, now: at },
      );
      return new Map(
        listed.map((t) => [t.id, windowOf(t, takenIn(nextDay, taken.get(t.id)!), at)]),
      );
    },

    /** check-slot-availability: whether the slot can be booked right now, with a clear message. */
    async checkSlot(req: SlotRequest) {
      await this.requireBookable(req);
      return { success: true as const, message: CHECKOUT_ANSWERS.slotAvailable };
    },

    /**
     * Throws a clear 4xx unless the slot can be booked right now; answers the therapist, the
     * start and the client's own live payment hold on it, if any.
     */
    async requireBookable(req: SlotRequest): Promise<{
      therapist: TherapistForBooking;
      startsAt: Date;
      ownHold: claims.OwnPaymentHold | null;
    }> {
      const t = await listedTherapist(req.therapistId);
      if (req.sessionType) requireMode(t, req.sessionType);
      const at = now();
      const taken = await takenUntil(t.id, at, req.clientId);
      const check = isSlotBookable({
        now: at,
        timeSlots: byWeekday(t.weeklyHours),
        taken: taken.slots,
        dateKey: req.slotDate,
        time: req.slotTime,
        ...rulesOf(t),
      });
      const date = parseSlotDateKey(req.slotDate);
      if (check !== 'ok' || !date) throw slotProblem(check, t.minimumNoticeHours);
      const startsAt = istInstant(date, req.slotTime);
      const ownHold =
        taken.ownPaymentHolds.find((h) => h.startsAt.getTime() === startsAt.getTime()) ?? null;
      return { therapist: t, startsAt, ownHold };
    },

    /**
     * A standing series' weeks (decision 0066): the first must be bookable exactly as one session
     * (else its usual refusal); each later week is free or not, with the reason. The client's own
     * payment holds count as free to them: a new order releases them.
     */
    async seriesPlan(req: SlotRequest & { weeks: number }): Promise<{
      therapist: TherapistForBooking;
      occurrences: Array<Occurrence & { startsAt: Date }>;
    }> {
      const { therapist: t } = await this.requireBookable(req);
      const at = now();
      const taken = await takenUntil(t.id, at, req.clientId, seriesHorizonDays(req.weeks));
      const occurrences = seriesOccurrences({
        now: at,
        timeSlots: byWeekday(t.weeklyHours),
        taken: taken.slots,
        ...rulesOf(t),
        slotDate: req.slotDate,
        slotTime: req.slotTime,
        weeks: req.weeks,
      });
      return {
        therapist: t,
        occurrences: occurrences.map((o) => ({
          ...o,
          startsAt: istInstant(parseSlotDateKey(o.slotDate)!, o.slotTime),
        })),
      };
    },
  };
}

function slotProblem(check: SlotCheck, minimumNoticeHours: number): AppError {
  switch (check) {
    case 'past':
      return badRequest(W.past);
    case 'too-soon':
      return badRequest({ message: W.tooSoon, values: { hours: minimumNoticeHours } });
    case 'time-off':
      return badRequest(W.timeOff);
    case 'beyond-window':
      return badRequest({ message: W.beyondWindow, values: { days: AVAILABILITY_DAYS } });
    case 'outside-hours':
      return badRequest(W.outsideHours);
    case 'taken':
      return conflict(W.slotGone, 'SLOT_TAKEN');
    default:
      return badRequest(W.chooseSlot);
  }
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
