import { z } from 'zod';
import { fromWireId, toWireId, type FromWireId } from './wire-ids';

export const weekdayKey = z.enum(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
export type WeekdayKey = z.infer<typeof weekdayKey>;

/** Hourly start time 'HH:MM' (24 h). */
export const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');
/** IST date key 'day_month_year', e.g. '7_3_2026' (no zero padding, month 1-12). */
export const slotDate = z
  .string()
  .regex(/^([1-9]|[12]\d|3[01])_([1-9]|1[0-2])_\d{4}$/, 'Date must be day_month_year');

export const therapistListItem = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  verified: z.boolean(),
  professionalTitle: z.string(),
  speciality: z.string(),
  specialities: z.array(z.string()),
  languages: z.array(z.string()),
  sessionModes: z.array(z.string()),
  fees: z.number().nullable(),
  location: z.object({ city: z.string() }),
  gender: z.string(),
  available: z.boolean(),
  featured: z.boolean(),
  featuredExpiry: z.string().nullable(),
  liked: z.boolean(),
  likes: z.number().int().nonnegative(),
  date: z.string(),
});
export type TherapistListItem = z.infer<typeof therapistListItem>;

export const therapistDetail = therapistListItem.extend({
  degree: z.string(),
  experience: z.number().int().nonnegative(),
  location: z.object({ city: z.string(), state: z.string(), address: z.string() }),
  address: z.object({ line1: z.string(), line2: z.string(), pincode: z.string() }),
  about: z.string(),
  /** The introduction in Hindi, when the therapist wrote one. */
  aboutHi: z.string().optional(),
  expertise: z.array(z.string()),
  timeSlots: z.partialRecord(weekdayKey, z.array(slotTime)),
  /** date key 'day_month_year' → booked 'HH:MM' times */
  slots_booked: z.record(z.string(), z.array(z.string())),
  /**
   * The dates of the booking window whose hours differ from `timeSlots`: date key → start times,
   * [] for a day off (decision 0041).
   */
  dateHours: z.record(z.string(), z.array(z.string())).optional(),
  /** Slots are bookable only this many hours or more ahead. */
  minimumNoticeHours: z.number().int().nonnegative().optional(),
});
export type TherapistDetail = z.infer<typeof therapistDetail>;

/** A listed therapist as the code inside names it (the wire's `_id` is `id`). */
export type ListedTherapist = FromWireId<TherapistListItem>;
export const fromWireListedTherapist = (wire: TherapistListItem): ListedTherapist =>
  fromWireId(wire);
export const toWireListedTherapist = (card: ListedTherapist): TherapistListItem => toWireId(card);

/** date key 'day_month_year' → booked 'HH:MM' times */
export type BookedSlots = TherapistDetail['slots_booked'];
/** A therapist's profile as the code inside names it (`id`, `slotsBooked`). */
export type TherapistProfile = Omit<FromWireId<TherapistDetail>, 'slots_booked'> & {
  slotsBooked: BookedSlots;
};

export function fromWireTherapistProfile(wire: TherapistDetail): TherapistProfile {
  const { _id, slots_booked, ...rest } = wire;
  return { id: _id, ...rest, slotsBooked: slots_booked };
}

export function toWireTherapistProfile(profile: TherapistProfile): TherapistDetail {
  const { id, slotsBooked, ...rest } = profile;
  return { _id: id, ...rest, slots_booked: slotsBooked };
}

/** The older list's page size: its first page is what it always answered. */
export const THERAPIST_LIST_PAGE_SIZE = 60;

/** `GET /api/therapist/list?page=&pageSize=`: without them, the first 60 in listing order. */
export const therapistListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(THERAPIST_LIST_PAGE_SIZE)
    .default(THERAPIST_LIST_PAGE_SIZE),
});
export type TherapistListQuery = z.infer<typeof therapistListQuery>;

export const therapistListResponse = z.object({
  success: z.literal(true),
  doctors: z.array(therapistListItem),
  message: z.string(),
});
export type TherapistListResponse = z.infer<typeof therapistListResponse>;

export const topRegionsResponse = z.object({
  success: z.literal(true),
  regions: z.array(z.object({ region: z.string() })),
  message: z.string(),
});
export type TopRegionsResponse = z.infer<typeof topRegionsResponse>;

export const therapistBySlugResponse = z.object({
  success: z.literal(true),
  data: therapistDetail,
});
export type TherapistBySlugResponse = z.infer<typeof therapistBySlugResponse>;

export const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid therapist link'),
});
