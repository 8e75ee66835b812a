import { randomBytes } from 'node:crypto';
import { WEEKDAYS } from '@app/domain/catalogues';
import { slugify } from '@app/domain/slug';
import type { TimeSlots } from '@app/domain/weekly-hours';
import type { Tx } from '../../../db/client';
import {
  insertPendingTherapist,
  insertWeeklyHours,
  type NewTherapistRow,
} from './therapist-profiles.queries';

export type PendingProfile = Omit<NewTherapistRow, 'slug' | 'status'> & { timeSlots: TimeSlots };

/**
 * Writes a therapist profile awaiting the admin team's review, with its weekly hours, inside the
 * caller's transaction. Pending profiles are neither listed nor bookable (both read only
 * approved ones). The slug is the name's, with a short random suffix when the name is taken.
 */
export async function createPendingProfile(
  tx: Tx,
  { timeSlots, ...profile }: PendingProfile,
): Promise<{ id: string; slug: string }> {
  const base = slugify(profile.name).slice(0, 60).replace(/-+$/, '') || 'therapist';
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const created = await insertPendingTherapist(tx, { ...profile, slug });
    if (!created) continue;
    const hours = WEEKDAYS.flatMap((day, weekday) =>
      (timeSlots[day] ?? []).map((startTime) => ({ weekday, startTime })),
    );
    await insertWeeklyHours(tx, created.id, hours);
    return created;
  }
  throw new Error('no free slug for a new therapist profile');
}
