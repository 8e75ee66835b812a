import type { ListedTherapist } from '@app/domain/schemas/therapist';
import type { ListedSearchResult, NextAvailableSlot } from '@app/domain/schemas/search';
import { istNowMinutes, istToday, toSlotDateKey } from '@app/domain/ist';
import type { TherapistRow } from '../therapists.queries';
import type { SearchRow } from './search.queries';

/** 'HH:MM' of an instant in IST. */
const istClockTime = (at: Date) => {
  const minutes = istNowMinutes(at);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

export function toListedTherapist(row: TherapistRow): ListedTherapist {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.imageUrl,
    verified: row.verified,
    professionalTitle: row.professionalTitle || row.speciality,
    speciality: row.speciality,
    specialities: row.specialities,
    languages: row.languages,
    sessionModes: row.sessionModes,
    fees: row.feeRupees,
    location: { city: row.city },
    gender: row.gender,
    available: row.available,
    featured: row.featured,
    featuredExpiry: row.featuredExpiry?.toISOString() ?? null,
    liked: row.liked,
    likes: row.likes,
    date: row.listedAt.toISOString(),
  };
}

/** A search result card: the list item with years of experience and the first open slot. */
export function toSearchItem(row: SearchRow): ListedSearchResult {
  const at = row.nextAvailable;
  return {
    ...toListedTherapist(row),
    experience: row.experienceYears,
    nextAvailable: at
      ? { slotDate: toSlotDateKey(istToday(at)), slotTime: istClockTime(at) }
      : null,
  };
}

/**
 * A card's next available time when the search asked for days or a time of day: the first open
 * hour as asked (days since 1970, IST hour), keeping the exact first slot when it is that one.
 */
export function nextAvailableAsAsked(
  first: { day: number; hour: number } | null,
  soonest: NextAvailableSlot | null,
): NextAvailableSlot | null {
  if (!first) return null;
  const date = new Date(first.day * 86_400_000);
  const slotDate = `${date.getUTCDate()}_${date.getUTCMonth() + 1}_${date.getUTCFullYear()}`;
  const hour = String(first.hour).padStart(2, '0');
  if (soonest?.slotDate === slotDate && soonest.slotTime.slice(0, 2) === hour) return soonest;
  return { slotDate, slotTime: `${hour}:00` };
}
