import type {
  AdminApplication,
  AdminTherapist,
  AdminTherapistsQuery,
  ApplicationsQuery,
  FeaturedBody,
} from '@app/domain/schemas/admin';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { enqueueMail } from '../../shared/mail/mail-outbox';
import { outstandingDocuments } from '@app/domain/document-review';
import { documentsByTherapist } from './application-documents.service';
import { documentCountsOf, statesOf } from './document-review.queries';
import { keepBadgeInStep } from './verified-badge';
import { reviewMail, type ReviewDecision, type ReviewSite } from './review-mails';
import { reviewRecords as q } from '../therapists/therapists.module';
import { isUuid } from '../../shared/ids';

export const THERAPIST_NOT_FOUND = 'Therapist not found';

type Row = q.TherapistRecord;
type Status = q.TherapistStatus;

export interface ReviewDeps {
  db: Db;
  site: ReviewSite;
  now?: () => Date;
  /** Wakes the mail worker after a decision's mail was committed. */
  mailQueued?: () => void;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type DocumentCounts = Map<string, { onFile: number; outstanding: number }>;

export function toAdminTherapist(r: Row, counts: DocumentCounts): AdminTherapist {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    email: r.email,
    phone: r.phone,
    imageUrl: r.imageUrl,
    professionalTitle: r.professionalTitle,
    city: r.city,
    status: r.status,
    statusReason: r.statusReason,
    statusChangedAt: iso(r.statusChangedAt),
    verified: r.verified,
    verificationGranted: r.verificationGranted,
    documentCounts: counts.get(r.id) ?? { onFile: 0, outstanding: 0 },
    available: r.available,
    featured: r.featured,
    featuredExpiry: iso(r.featuredExpiry),
    feeRupees: r.feeRupees,
    listedAt: r.listedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The fields an audit entry keeps of a profile before and after a change. */
const auditView = (r: Row) => ({
  status: r.status,
  statusReason: r.statusReason,
  verified: r.verified,
  verificationGranted: r.verificationGranted,
  available: r.available,
  featured: r.featured,
  featuredExpiry: iso(r.featuredExpiry),
  listedAt: r.listedAt.toISOString(),
});

interface Transition {
  action: string;
  from: readonly Status[];
  refusal: string;
  change: (at: Date, reason: string | null) => q.ReviewChange;
  mail: ReviewDecision | null;
  message: string;
}

const REVIEWABLE: readonly Status[] = ['pending', 'changes_requested', 'rejected'];

/** The review's state machine: where each decision may start and what it writes. */
const TRANSITIONS = {
  approve: {
    action: 'therapist.approved',
    from: REVIEWABLE,
    refusal: 'Only an application waiting for review can be approved.',
    // Listed and bookable from now on: the newest listing goes first (the spec's order).
    change: (at) => ({
      status: 'approved',
      statusReason: null,
      statusChangedAt: at,
      available: true,
      listedAt: at,
    }),
    mail: 'approved',
    message: 'Application approved: the therapist is listed and bookable.',
  },
  requestChanges: {
    action: 'therapist.changes_requested',
    from: ['pending', 'changes_requested'],
    refusal: 'Changes can only be requested on an application waiting for review.',
    change: (at, reason) => ({
      status: 'changes_requested',
      statusReason: reason,
      statusChangedAt: at,
    }),
    mail: 'changes_requested',
    message: 'Changes requested: the applicant was sent your note.',
  },
  reject: {
    action: 'therapist.rejected',
    from: ['pending', 'changes_requested'],
    refusal: 'Only an application waiting for review can be rejected.',
    change: (at, reason) => ({ status: 'rejected', statusReason: reason, statusChangedAt: at }),
    mail: 'rejected',
    message: 'Application rejected: the applicant was sent the reason.',
  },
  suspend: {
    action: 'therapist.suspended',
    from: ['approved'],
    refusal: 'Only a listed therapist can be suspended.',
    change: (at, reason) => ({ status: 'suspended', statusReason: reason, statusChangedAt: at }),
    mail: 'suspended',
    message: 'Listing suspended: the profile is hidden and cannot be booked.',
  },
  restore: {
    action: 'therapist.restored',
    from: ['suspended'],
    refusal: 'Only a suspended listing can be restored.',
    change: (at) => ({ status: 'approved', statusReason: null, statusChangedAt: at }),
    mail: 'restored',
    message: 'Listing restored: the profile is listed again.',
  },
} satisfies Record<string, Transition>;

export type ReviewAction = keyof typeof TRANSITIONS;

/** The admin team's review of applications and listings (therapists module, its own table). */
export function createTherapistReview(deps: ReviewDeps) {
  const { db, site } = deps;
  const now = deps.now ?? (() => new Date());

  async function onLocked(
    id: string,
    adminId: string,
    run: (tx: Tx, row: Row, at: Date) => Promise<{ after: Row; action: string; extra?: object }>,
  ) {
    if (!isUuid(id)) throw notFound(THERAPIST_NOT_FOUND);
    const at = now();
    const result = await db.transaction(async (tx) => {
      const before = await q.lockTherapist(tx, id);
      if (!before) throw notFound(THERAPIST_NOT_FOUND);
      const { after, action, extra } = await run(tx, before, at);
      await recordAudit(tx, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action,
        entity: 'therapist',
        entityId: id,
        data: { before: auditView(before), after: auditView(after), ...extra },
      });
      return after;
    });
    return result;
  }

  /** One profile as the console shows it, with its documents counted. */
  async function withCounts(row: Row) {
    return toAdminTherapist(row, await documentCountsOf(db, [row.id]));
  }

  async function decide(id: string, adminId: string, name: ReviewAction, reason: string | null) {
    const t: Transition = TRANSITIONS[name];
    let mailed = false;
    const after = await onLocked(id, adminId, async (tx, row, at) => {
      if (!t.from.includes(row.status)) throw conflict(t.refusal);
      const updated = await q.updateTherapist(tx, id, t.change(at, reason));
      if (t.mail && row.email) {
        await enqueueMail(
          tx,
          reviewMail(site, { name: row.name, email: row.email, slug: row.slug }, t.mail, reason),
        );
        mailed = true;
      }
      return { after: updated, action: t.action, extra: reason ? { reason } : {} };
    });
    if (mailed) deps.mailQueued?.();
    return { success: true as const, message: t.message, therapist: await withCounts(after) };
  }

  return {
    async applications(query: ApplicationsQuery) {
      const { rows, total } = await q.listByStatus(db, [query.status], query);
      const ids = rows.map((r) => r.id);
      const [docs, counts] = await Promise.all([
        documentsByTherapist(db, ids),
        documentCountsOf(db, ids),
      ]);
      const items: AdminApplication[] = rows.map((r) => ({
        ...toAdminTherapist(r, counts),
        degree: r.degree,
        experienceYears: r.experienceYears,
        about: r.about,
        gender: r.gender,
        specialities: r.specialities,
        expertise: r.expertise,
        languages: r.languages,
        sessionModes: r.sessionModes,
        addressLine1: r.addressLine1,
        addressLine2: r.addressLine2,
        pincode: r.pincode,
        documents: docs.get(r.id) ?? [],
      }));
      return { success: true as const, items, total, page: query.page, pageSize: query.pageSize };
    },

    async search(query: AdminTherapistsQuery) {
      const { rows, total } = await q.searchTherapists(db, query);
      const counts = await documentCountsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        success: true as const,
        items: rows.map((r) => toAdminTherapist(r, counts)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    decide,

    /**
     * The team's verification by hand (decision 0048): Verify grants it, and the badge shows at
     * once unless a document on file waits for review or was asked for again (then it is refused:
     * the documents are reviewed in the Documents queue); Unverify withdraws it and hides the badge.
     */
    async setVerified(id: string, adminId: string, verified: boolean) {
      const after = await onLocked(id, adminId, async (tx, row) => {
        if (row.verificationGranted === verified)
          throw conflict(verified ? 'Documents are already verified.' : 'Not verified already.');
        if (verified) {
          const outstanding = outstandingDocuments(await statesOf(tx, id));
          if (outstanding > 0)
            throw conflict(
              `${outstanding} document(s) of this therapist wait for review or were asked for again: review them in Documents first.`,
            );
        }
        return {
          after: (await keepBadgeInStep(tx, row, verified)).after,
          action: verified ? 'therapist.verified' : 'therapist.unverified',
        };
      });
      return {
        success: true as const,
        message: verified
          ? 'Documents verified: the Verified Therapist badge shows on the profile.'
          : 'Verification removed: the badge no longer shows.',
        therapist: await withCounts(after),
      };
    },

    async setFeatured(id: string, adminId: string, body: FeaturedBody) {
      const at = now();
      const expiry = body.featured && body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiry && expiry <= at) throw badRequest('The featured state must end in the future.');
      const after = await onLocked(id, adminId, async (tx) => ({
        after: await q.updateTherapist(tx, id, { featured: body.featured, featuredExpiry: expiry }),
        action: body.featured ? 'therapist.featured' : 'therapist.unfeatured',
      }));
      return {
        success: true as const,
        message: body.featured ? 'Featured state saved.' : 'No longer featured.',
        therapist: await withCounts(after),
      };
    },

    pendingCount: () => q.countWithStatus(db, 'pending'),
    changesRequestedCount: () => q.countWithStatus(db, 'changes_requested'),
    applicationsPerDay: (since: Date) => q.createdPerDay(db, since),
  };
}

export type TherapistReview = ReturnType<typeof createTherapistReview>;
