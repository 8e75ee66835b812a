import type { Db, Tx } from '../../../db/client';
import * as q from './booking-facts.queries';
import { createTherapistLabels, type TherapistLabels } from './therapist-labels.service';

export type TherapistForBooking = q.TherapistForBooking;

/** What booking needs to know of a therapist: listing state, fees, modes, address and weekly hours. */
export function createTherapistBookingFacts(
  db: Db,
  labels: TherapistLabels = createTherapistLabels(db),
) {
  return {
    /** Names, photos, fees and addresses for booking's lists, mails and admin searches. */
    labels,
    find: (therapistId: string) => q.findTherapistForBooking(db, therapistId),
    findMany: (therapistIds: string[]) => q.findTherapistsForBooking(db, therapistIds),
    weeklyHours: (therapistId: string) => q.weeklyHours(db, therapistId),
    /** Inside a transaction, pass it: the embedded database runs one statement at a time. */
    contact: (therapistId: string, tx: Db | Tx = db) => q.findTherapistContact(tx, therapistId),
    /** Inside a booking's transaction: still listed and available (a share lock on the row). */
    listedForBooking: (therapistId: string, tx: Tx) => q.isListedForBooking(tx, therapistId),
    /** The profile a therapist account manages; null for an account without one. */
    ofAccount: (accountId: string) => q.findTherapistOfAccount(db, accountId),
  };
}

export type TherapistBookingFacts = ReturnType<typeof createTherapistBookingFacts>;
