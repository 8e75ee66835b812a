import type { Db, Tx } from '../../../db/client';
import * as q from './therapist-labels.queries';

export type { TherapistLabel } from './therapist-labels.queries';

/**
 * How other modules show a therapist they refer to by id: name, slug, photo, title, fee, contact
 * and address. Lists fetch a page of their own rows, then the labels of the therapists on it.
 */
export function createTherapistLabels(db: Db) {
  return {
    /** Inside a transaction, pass it: the embedded database runs one statement at a time. */
    of: (ids: readonly string[], tx: Db | Tx = db) => q.labelsOf(tx, ids),
    async one(id: string, tx: Db | Tx = db) {
      return (await q.labelsOf(tx, [id])).get(id) ?? null;
    },
    bySlug: (slug: string) => q.labelBySlug(db, slug),
    /** A subquery of therapist ids for an admin search by name, slug or id (a `%…%` pattern). */
    idsMatching: (pattern: string, text: string) => q.idsMatching(db, pattern, text),
  };
}

export type TherapistLabels = ReturnType<typeof createTherapistLabels>;
