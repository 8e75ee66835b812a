import { featuredPeriod } from '@app/domain/featured-plans';
import type { Db, Tx } from '../../../db/client';
import * as q from './featured-placement.queries';

export type TherapistPlacement = NonNullable<Awaited<ReturnType<typeof q.findPlacementOfAccount>>>;

/**
 * A therapist's featured placement on the home page. The booking module sells it; this module owns
 * the profile, so the extension runs here, inside the caller's transaction.
 */
export function createFeaturedPlacement(db: Db) {
  return {
    /** The profile of a therapist account; inside a transaction, pass it. */
    ofAccount: (accountId: string, tx: Db | Tx = db) => q.findPlacementOfAccount(tx, accountId),

    /**
     * Extends the placement by `months` from the later of now and its live expiry and switches it
     * on; answers the period bought, or null when the profile is gone.
     */
    async extend(tx: Tx, therapistId: string, months: number, now: Date) {
      const current = await q.lockPlacement(tx, therapistId);
      if (!current) return null;
      const period = featuredPeriod(current, months, now);
      await q.setPlacement(tx, therapistId, period.until);
      return period;
    },
  };
}

export type FeaturedPlacement = ReturnType<typeof createFeaturedPlacement>;
