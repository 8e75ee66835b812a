import type {
  AdminApplication,
  AdminTherapist,
  AdminTherapistsQuery,
  ApplicationsQuery,
  FeaturedBody,
} from '@app/domain/schemas/admin';
import type {
  SuspendBody,
  SuspendResponse,
  SuspensionPreviewResponse,
} from '@app/domain/schemas/admin-cases';
import { formatRupees } from '@app/domain/pricing';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import { outstandingDocuments } from '@app/domain/document-review';
import { documentsByTherapist } from './application-documents.service';
import { documentCountsOf, statesOf } from './document-review.queries';
import { keepBadgeInStep } from './verified-badge';
import type { ReviewDecision } from '../notifications/notifications.module';
import type {
  ReviewVerb,
  TherapistRecord,
  TherapistStanding,
  TherapistStatus,
} from '../therapists/therapists.module';
import type { SuspensionOutcome, SuspensionSessions } from '../booking/booking.module';
import type { ReportReview } from '../reports/reports.module';
import type { CaseNotes } from '../case-notes/case-notes.module';
import { isUuid } from '../../shared/ids';

export const THERAPIST_NOT_FOUND = 'Therapist not found';

type Row = TherapistRecord;
type Status = TherapistStatus;

export interface ReviewDeps {
  db: Db;
  /** The therapists module writes what each decision changes on the profile. */
  standing: TherapistStanding;
  /** The therapist hears each decision on their profile. */
  notices: Pick<NoticeSender, 'mail'>;
  now?: () => Date;
  /** Wakes the mail worker after a decision's mail was committed. */
  jobsQueued?: () => void;
  /** The therapist's booked sessions a suspension keeps or cancels (booking's front door). */
  sessions?: Pick<SuspensionSessions, 'preview' | 'applyIn' | 'sendRefunds'>;
  /** The report a suspension comes from, and the note it leaves there. */
  reports?: Pick<ReportReview, 'therapistOf'>;
  notes?: Pick<CaseNotes, 'addIn'>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the therapist's suspension mail says of their booked sessions. */
/** The therapist reads the review's mails in their account's language. */
const readerOf = (row: { accountId: string | null }) =>
  row.accountId ? { reader: { accountId: row.accountId } } : {};

/** The team's words for what the suspension did, in the console and on the report's note. */
function suspensionMessage(o: SuspensionOutcome): string {
  const parts = ['Listing suspended: the profile is hidden and cannot be booked.'];
  if (o.kept.length > 0)
    parts.push(`${plural(o.kept.length, 'booked session')} stay booked; the clients were mailed.`);
  if (o.cancelled.length > 0)
    parts.push(
      `${plural(o.cancelled.length, 'session')} cancelled and the clients mailed` +
        (o.refundPaise > 0 ? `, ${formatRupees(o.refundPaise / 100)} refunded in full.` : '.'),
    );
  if (o.unrefunded.length > 0)
    parts.push(
      `${plural(o.unrefunded.length, 'paid session')} had no payment left to refund: check them under Payments.`,
    );
  if (o.kept.length === 0 && o.cancelled.length === 0) parts.push('No sessions were booked ahead.');
  return parts.join(' ');
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
  mail: ReviewDecision | null;
  message: string;
}

const REVIEWABLE: readonly Status[] = ['pending', 'changes_requested', 'rejected'];

/**
 * The review's state machine: where each decision may start, its refusal, mail and message. What
 * each writes on the profile is the therapists module's (`standing.review`).
 */
const TRANSITIONS = {
  approve: {
    action: 'therapist.approved',
    from: REVIEWABLE,
    refusal: 'Only an application waiting for review can be approved.',
    mail: 'approved',
    message: 'Application approved: the therapist is listed and bookable.',
  },
  requestChanges: {
    action: 'therapist.changes_requested',
    from: ['pending', 'changes_requested'],
    refusal: 'Changes can only be requested on an application waiting for review.',
    mail: 'changes_requested',
    message: 'Changes requested: the applicant was sent your note.',
  },
  reject: {
    action: 'therapist.rejected',
    from: ['pending', 'changes_requested'],
    refusal: 'Only an application waiting for review can be rejected.',
    mail: 'rejected',
    message: 'Application rejected: the applicant was sent the reason.',
  },
  suspend: {
    action: 'therapist.suspended',
    from: ['approved'],
    refusal: 'Only a listed therapist can be suspended.',
    mail: 'suspended',
    message: 'Listing suspended: the profile is hidden and cannot be booked.',
  },
  restore: {
    action: 'therapist.restored',
    from: ['suspended'],
    refusal: 'Only a suspended listing can be restored.',
    mail: 'restored',
    message: 'Listing restored: the profile is listed again.',
  },
} satisfies Record<ReviewVerb, Transition>;

export type ReviewAction = ReviewVerb;

/** The admin team's review of applications and listings (therapists module, its own table). */
export function createTherapistReview(deps: ReviewDeps) {
  const { db, notices, standing } = deps;
  const now = deps.now ?? (() => new Date());

  async function onLocked(
    id: string,
    adminId: string,
    run: (tx: Tx, row: Row, at: Date) => Promise<{ after: Row; action: string; extra?: object }>,
  ) {
    if (!isUuid(id)) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
    const at = now();
    const result = await db.transaction(async (tx) => {
      const before = await standing.lock(tx, id);
      if (!before) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
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
      const updated = await standing.review(tx, id, name, { at, reason });
      if (t.mail && row.email) {
        await notices.mail(tx, [
          {
            ...mailOf(
              'review',
              { name: row.name, email: row.email, slug: row.slug },
              t.mail,
              reason,
            ),
            ...readerOf(row),
          },
        ]);
        mailed = true;
      }
      return { after: updated, action: t.action, extra: reason ? { reason } : {} };
    });
    if (mailed) deps.jobsQueued?.();
    return { success: true as const, message: t.message, therapist: await withCounts(after) };
  }

  return {
    async applications(query: ApplicationsQuery) {
      const { rows, total } = await standing.list([query.status], query);
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
      const { rows, total } = await standing.search(query);
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

    /** What a suspension would touch now: the therapist's sessions still to come. */
    async suspensionPreview(id: string): Promise<SuspensionPreviewResponse> {
      if (!isUuid(id) || !deps.sessions) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
      const row = await standing.find(id);
      if (!row) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
      const sessions = await deps.sessions.preview(id);
      return {
        success: true,
        therapist: { id: row.id, name: row.name, status: row.status },
        sessions,
        refundPaise: sessions.reduce((sum, s) => sum + s.refundPaise, 0),
      };
    },

    /**
     * Suspends a listed therapist with care for their booked sessions (decision 0049), in one
     * transaction under the therapist's lock: each session still to come is kept or cancelled with
     * the booking fee refunded in full, every client is mailed either way, the therapist is mailed
     * the reason and what happened to the sessions, and a report it came from gets a note. A second
     * suspension (a replay, a double click, another team member) finds the listing suspended and
     * changes nothing.
     */
    async suspend(id: string, adminId: string, body: SuspendBody): Promise<SuspendResponse> {
      const sessions = deps.sessions;
      if (!sessions) throw new Error('suspension needs the booking sessions');
      const t: Transition = TRANSITIONS.suspend;
      let outcome: SuspensionOutcome | null = null;
      const after = await onLocked(id, adminId, async (tx, row, at) => {
        if (!t.from.includes(row.status)) throw conflict(t.refusal);
        if (body.reportId) {
          const report = await deps.reports?.therapistOf(body.reportId, tx);
          if (!report || report.therapistId !== id)
            throw badRequest('That report is not about this therapist.');
        }
        const done = await sessions.applyIn(tx, {
          therapistId: id,
          choice: body.sessions,
          at,
          actorId: adminId,
        });
        outcome = done;
        const updated = await standing.review(tx, id, 'suspend', { at, reason: body.reason });
        if (row.email)
          await notices.mail(tx, [
            {
              ...mailOf(
                'review',
                { name: row.name, email: row.email, slug: row.slug },
                'suspended',
                body.reason,
                { kept: done.kept, cancelled: done.cancelled },
              ),
              ...readerOf(row),
            },
          ]);
        if (body.reportId && deps.notes)
          await deps.notes.addIn(tx, {
            kind: 'report',
            id: body.reportId,
            authorId: adminId,
            body: `Suspended ${row.name} from this report. ${suspensionMessage(done)} Reason given to the therapist: ${body.reason}`,
          });
        return {
          after: updated,
          action: t.action,
          extra: {
            reason: body.reason,
            sessions: {
              choice: done.choice,
              kept: done.kept.map((k) => k.id),
              cancelled: done.cancelled.map((c) => c.id),
              refundPaise: done.refundPaise,
              unrefunded: done.unrefunded,
            },
            ...(body.reportId ? { reportId: body.reportId } : {}),
          },
        };
      });
      const done = outcome as SuspensionOutcome | null;
      if (!done) throw new Error('suspension finished without an outcome');
      deps.jobsQueued?.();
      await sessions.sendRefunds(done.cancelled.map((c) => c.id));
      return {
        success: true,
        message: suspensionMessage(done),
        therapist: await withCounts(after),
        sessions: {
          choice: done.choice,
          kept: done.kept.length,
          cancelled: done.cancelled.length,
          refundPaise: done.refundPaise,
        },
      };
    },

    /**
     * Inside an account closure's transaction: the therapist's profile leaves the directory for
     * good (suspended when it was listed, rejected while still an application) with the team's
     * reason, and their sessions still to come are cancelled with full refunds (decision 0049).
     */
    async closeListingIn(
      tx: Tx,
      opts: { accountId: string; adminId: string; reason: string; at: Date },
    ): Promise<SuspensionOutcome | null> {
      const before = await standing.lockOfAccount(tx, opts.accountId);
      if (!before) return null;
      const done = deps.sessions
        ? await deps.sessions.applyIn(tx, {
            therapistId: before.id,
            choice: 'cancel',
            at: opts.at,
            actorId: opts.adminId,
          })
        : null;
      const after = await standing.close(tx, before, { at: opts.at, reason: opts.reason });
      await recordAudit(tx, {
        actorAccountId: opts.adminId,
        actorKind: 'admin',
        action: 'therapist.closed',
        entity: 'therapist',
        entityId: before.id,
        data: {
          before: auditView(before),
          after: auditView(after),
          reason: opts.reason,
          cancelled: done?.cancelled.map((c) => c.id) ?? [],
          refundPaise: done?.refundPaise ?? 0,
        },
      });
      return done;
    },

    /** A closed therapist account's erasure blanks its profile's contact details. */
    eraseClosedProfileIn: (tx: Tx, accountId: string) => standing.eraseContacts(tx, accountId),

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
          after: (await keepBadgeInStep(standing, tx, row, verified)).after,
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
        after: await standing.setFeatured(tx, id, { featured: body.featured, expiry }),
        action: body.featured ? 'therapist.featured' : 'therapist.unfeatured',
      }));
      return {
        success: true as const,
        message: body.featured ? 'Featured state saved.' : 'No longer featured.',
        therapist: await withCounts(after),
      };
    },

    pendingCount: () => standing.count('pending'),
    changesRequestedCount: () => standing.count('changes_requested'),
    applicationsPerDay: (since: Date) => standing.createdPerDay(since),
  };
}

export type TherapistReview = ReturnType<typeof createTherapistReview>;
