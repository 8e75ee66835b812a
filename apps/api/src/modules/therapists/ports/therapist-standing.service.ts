import type { AdminTherapistsQuery } from '@app/domain/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import type { Paging } from '../../../db/paging';
import * as q from './therapist-review.queries';

export type { TherapistRecord, TherapistStatus } from './therapist-review.queries';
type Row = q.TherapistRecord;

interface ChangeContext {
  at: Date;
  reason: string | null;
}

/**
 * What each of the admin team's decisions writes on a profile. Which decision may start from
 * which status, its refusal, mail and audit entry are the review's (therapist-applications).
 */
const REVIEW_CHANGES = {
  // Listed and bookable from now on: the newest listing goes first (the spec's order).
  approve: ({ at }) => ({
    status: 'approved',
    statusReason: null,
    statusChangedAt: at,
    available: true,
    listedAt: at,
  }),
  requestChanges: ({ at, reason }) => ({
    status: 'changes_requested',
    statusReason: reason,
    statusChangedAt: at,
  }),
  reject: ({ at, reason }) => ({ status: 'rejected', statusReason: reason, statusChangedAt: at }),
  suspend: ({ at, reason }) => ({ status: 'suspended', statusReason: reason, statusChangedAt: at }),
  restore: ({ at }) => ({ status: 'approved', statusReason: null, statusChangedAt: at }),
} satisfies Record<string, (c: ChangeContext) => q.ReviewChange>;

export type ReviewVerb = keyof typeof REVIEW_CHANGES;

/**
 * Where a therapist stands: the review's status, verification and featuring. The admin team's
 * review (therapist-applications) decides; this port, the owner of the therapists table, writes
 * the row (the listing-version trigger follows every write). Writes run in the caller's
 * transaction on a row it locked with `lock`.
 */
export function createTherapistStanding(db: Db) {
  return {
    /** One profile, or null; inside a transaction, pass it. */
    find: (id: string, tx: Db | Tx = db) => q.findTherapist(tx, id),
    /** The profiles of `ids` that exist, by id. */
    recordsOf: (ids: readonly string[], tx: Db | Tx = db) => q.recordsOf(tx, ids),
    /** Applications in the given states, oldest first (the queue order). */
    list: (statuses: q.TherapistStatus[], paging: Paging) => q.listByStatus(db, statuses, paging),
    /** The console's search of every profile. */
    search: (query: AdminTherapistsQuery) => q.searchTherapists(db, query),
    count: (status: q.TherapistStatus) => q.countWithStatus(db, status),
    /** Profiles created per IST day since `since` (every application creates one). */
    createdPerDay: (since: Date) => q.createdPerDay(db, since),

    /** Locks the profile against other changes for the caller's transaction (see the query). */
    lock: (tx: Tx, id: string) => q.lockTherapist(tx, id),
    /** The profile of an account, locked (an account closure changes it). */
    lockOfAccount: (tx: Tx, accountId: string) => q.lockTherapistOfAccount(tx, accountId),

    /** Writes one review decision's changes: approve, request changes, reject, suspend, restore. */
    review: (tx: Tx, id: string, verb: ReviewVerb, change: ChangeContext): Promise<Row> =>
      q.updateTherapist(tx, id, REVIEW_CHANGES[verb](change)),

    /**
     * A closed account's profile leaves the directory for good: suspended when it was listed,
     * rejected while it was still an application.
     */
    close: (
      tx: Tx,
      before: Pick<Row, 'id' | 'status'>,
      { at, reason }: { at: Date; reason: string },
    ) =>
      q.updateTherapist(tx, before.id, {
        status:
          before.status === 'approved' || before.status === 'suspended' ? 'suspended' : 'rejected',
        statusReason: `Account closed: ${reason}`,
        statusChangedAt: at,
        available: false,
      }),

    /** The home page's featured state, until `expiry` (null: no end). */
    setFeatured: (
      tx: Tx,
      id: string,
      { featured, expiry }: { featured: boolean; expiry: Date | null },
    ) => q.updateTherapist(tx, id, { featured, featuredExpiry: expiry }),

    /** The team's verification (`granted`) and the badge it shows with the documents (`verified`). */
    setVerified: (
      tx: Tx,
      id: string,
      { verified, granted }: { verified: boolean; granted: boolean },
    ) => q.updateTherapist(tx, id, { verified, verificationGranted: granted }),

    /** A closed therapist account's erasure blanks its profile's contact details. */
    eraseContacts: (tx: Tx, accountId: string) => q.eraseProfileContacts(tx, accountId),
  };
}

export type TherapistStanding = ReturnType<typeof createTherapistStanding>;
