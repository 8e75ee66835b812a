import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { istDayBounds, parseIsoDay } from '@app/domain/admin-console';
import { exportRange } from '@app/domain/admin-exports';
import { formatRupees } from '@app/domain/pricing';
import type {
  AdminAppointment,
  AdminAppointmentsQuery,
  AdminPaymentsQuery,
  AdminRefund,
  AdminRefundsQuery,
  CancellationPreviewResponse,
  GoodwillRefundBody,
  GoodwillRefundResponse,
} from '@app/domain/schemas/admin-ops';
import type { Db } from '../../../db/client';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit/audit-log';
import { enqueueJob } from '../../../shared/jobs/job-queue';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointment-rules';
import { isUuid } from '../../../shared/ids';
import {
  mailOf,
  refundMailFactsOf,
  type NoticeSender,
} from '../../notifications/notifications.module';
import { policyRefund, rupees } from './refund-policy';
import { REFUND_SEND_JOB, type Refunds, type SendOutcome } from './refunds.service';
import * as appts from '../appointments/appointments.queries';
import * as refundsQ from './refunds.queries';
import * as q from './admin-ledger.queries';

export interface AdminLedgerDeps {
  db: Db;
  refunds: Refunds;
  therapists: Pick<TherapistBookingFacts, 'labels' | 'contact'>;
  accounts: Pick<AccountContacts, 'labelsOf' | 'idsWithEmailLike' | 'find'>;
  /** The client's mail of a goodwill refund. */
  notices: Pick<NoticeSender, 'mail'>;
  now?: () => Date;
  jobsQueued?: () => void;
}

const iso = (d: Date) => d.toISOString();
const REFUND_NOT_FOUND = 'Refund not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';

/** Why a goodwill refund is refused, in words the team acts on (409). */
export const GOODWILL_REFUSALS = {
  featuredPlan:
    "This payment bought a therapist's featured plan; goodwill refunds are for session bookings.",
  notCaptured:
    'This payment was never captured: no money was taken, so there is nothing to refund.',
  failed: 'This payment failed: no money was taken, so there is nothing to refund.',
  refunded: (amountPaise: number, status: string) =>
    `This payment was already refunded (${rupees(amountPaise)}, ${status}). Nothing is left to refund.`,
  exceeds: (leftPaise: number) =>
    `Only ${rupees(leftPaise)} of this payment is left to refund. Enter at most that much.`,
} as const;

/** Where a goodwill refund sent now stands. */
function goodwillSentText(outcome: SendOutcome, amountPaise: number): string {
  if (outcome.kind === 'send-failed')
    return `The payment provider was not reached (${outcome.reason}); the refund stays pending and is sent again automatically.`;
  if ((outcome.kind === 'sent' || outcome.kind === 'recorded') && outcome.status === 'processed')
    return `Refund of ${rupees(amountPaise)} processed (${outcome.providerRefundId}).`;
  if (outcome.kind === 'sent' || outcome.kind === 'recorded')
    return `Refund of ${rupees(amountPaise)} requested (${outcome.providerRefundId}); it is marked processed when the provider confirms.`;
  return `Refund of ${rupees(amountPaise)} recorded; it is being sent.`;
}

/** A refund the console may send again: failed, or never accepted by the provider. */
const isRetryable = (r: { status: string; providerRefundId: string | null }) =>
  r.status === 'failed' || (r.status === 'pending' && r.providerRefundId === null);

/** The admin console's view of the money path, and its one money action besides decisions. */
export function createAdminLedger(deps: AdminLedgerDeps) {
  const { db, therapists, accounts } = deps;
  const now = deps.now ?? (() => new Date());
  const owners: q.OwnerSearches = {
    accountIdsWithEmailLike: accounts.idsWithEmailLike,
    therapistIdsMatching: therapists.labels.idsMatching,
  };

  /** The therapists' names and the clients' emails of a page of rows. */
  async function labelsOf(rows: { therapistId: string; clientId: string }[]) {
    const [names, emails] = await Promise.all([
      therapists.labels.of(rows.map((r) => r.therapistId)),
      accounts.labelsOf(rows.map((r) => r.clientId)),
    ]);
    return {
      therapistName: (id: string) => names.get(id)?.name ?? '',
      accountEmail: (id: string) => emails.get(id)?.email ?? '',
    };
  }

  return {
    async appointments(query: AdminAppointmentsQuery) {
      let day: { start: Date; end: Date } | undefined;
      if (query.date) {
        const parsed = parseIsoDay(query.date);
        if (!parsed) throw badRequest('Use a real date like 2026-11-23.');
        day = istDayBounds(parsed);
      }
      const { rows, total } = await q.searchAppointments(db, { ...query, day }, owners);
      const { therapistName, accountEmail } = await labelsOf(rows);
      const items: AdminAppointment[] = rows.map((a) => ({
        id: a.id,
        startsAt: iso(a.startsAt),
        slotDate: a.slotDate,
        slotTime: a.slotTime,
        sessionType: a.sessionType,
        therapistId: a.therapistId,
        therapistName: therapistName(a.therapistId),
        clientName: `${a.firstName} ${a.lastName}`.trim(),
        clientEmail: a.email || accountEmail(a.clientId),
        payment: a.payment,
        isApproved: a.isApproved,
        isCompleted: a.isCompleted,
        sessionStatus: a.sessionStatus,
        cancelled: a.cancelled,
        cancelledBy: a.cancelledBy,
        cancellationStatus: a.cancellationStatus,
        cancellationReason: a.cancellationReason,
        bookingFeePaise: a.bookingFeePaise,
        createdAt: iso(a.createdAt),
      }));
      return { success: true as const, items, total, page: query.page, pageSize: query.pageSize };
    },

    /** What approving this pending request would refund: the policy the approval itself applies. */
    async cancellationPreview(id: string): Promise<CancellationPreviewResponse> {
      const a = isUuid(id) ? await appts.findAppointment(db, id, null) : null;
      if (!a) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      if (a.cancellationStatus !== 'pending' || a.cancelled)
        throw conflict('This appointment has no pending cancellation request.');
      const refund = policyRefund(a, now());
      const clientName = `${a.firstName} ${a.lastName}`.trim();
      return {
        success: true,
        appointmentId: a.id,
        refundPaise: refund.refundPaise,
        rule: refund.rule,
        clientName,
        summary:
          refund.refundPaise > 0
            ? `Refund ${formatRupees(refund.refundPaise / 100)} to ${clientName}`
            : `No refund to ${clientName}: the request came more than ${REFUND_WINDOW_HOURS} hours after booking`,
      };
    },

    async payments(query: AdminPaymentsQuery) {
      let created: { start: Date; end: Date } | undefined;
      if (query.from || query.to) {
        const range = exportRange(query.from ?? query.to!, query.to ?? query.from!);
        if (!range)
          throw badRequest('Use real dates like 1_11_2026, the first not after the last.');
        created = range;
      }
      const { rows, total } = await q.listPayments(db, { ...query, created }, owners);
      const [{ therapistName, accountEmail }, refundable] = await Promise.all([
        labelsOf(rows),
        q.refundablePaymentIds(
          db,
          rows.map((p) => p.id),
        ),
      ]);
      return {
        success: true as const,
        items: rows.map((p) => ({
          id: p.id,
          providerOrderId: p.providerOrderId,
          providerPaymentId: p.providerPaymentId,
          amountPaise: p.amountPaise,
          status: p.status,
          appointmentId: p.appointmentId,
          clientEmail: accountEmail(p.clientId),
          therapistName: therapistName(p.therapistId),
          failureReason: p.failureReason,
          refundable: refundable.has(p.id),
          refundablePaise: refundable.get(p.id) ?? 0,
          createdAt: iso(p.createdAt),
          updatedAt: iso(p.updatedAt),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async refunds(query: AdminRefundsQuery) {
      const { rows, total } = await q.listRefunds(db, query);
      const items: AdminRefund[] = rows.map((r) => ({
        id: r.id,
        paymentId: r.paymentId,
        appointmentId: r.appointmentId,
        providerPaymentId: r.providerPaymentId,
        providerRefundId: r.providerRefundId,
        amountPaise: r.amountPaise,
        status: r.status,
        reason: r.reason,
        retryable: isRetryable(r),
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      }));
      return { success: true as const, items, total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Sends a refund again: a failed one is reopened under a new idempotency key, one the provider
     * never accepted gets a new send job. Either way it is sent at once after the commit; the job
     * retries whatever fails.
     */
    async retryRefund(id: string, adminId: string) {
      if (!isUuid(id)) throw notFound(REFUND_NOT_FOUND);
      const attempt = now().getTime();
      await db.transaction(async (tx) => {
        const before = await q.lockRefund(tx, id);
        if (!before) throw notFound(REFUND_NOT_FOUND);
        if (!isRetryable(before))
          throw conflict(
            before.status === 'processed'
              ? 'This refund was processed already.'
              : 'The payment provider accepted this refund; it is waiting for its confirmation.',
          );
        const after =
          before.status === 'failed'
            ? await q.reopenRefund(
                tx,
                id,
                `${before.idempotencyKey.split(':retry-')[0]}:retry-${attempt}`,
              )
            : before;
        await enqueueJob(tx, {
          type: REFUND_SEND_JOB,
          payload: { refundId: id },
          dedupeKey: `refund:${id}:retry-${attempt}`,
        });
        await recordAudit(tx, {
          actorAccountId: adminId,
          actorKind: 'admin',
          action: 'refund.retried',
          entity: 'refund',
          entityId: id,
          data: {
            before: { status: before.status, providerRefundId: before.providerRefundId },
            after: { status: after.status, providerRefundId: after.providerRefundId },
            amountPaise: before.amountPaise,
          },
        });
      });
      deps.jobsQueued?.();
      await deps.refunds.sendNow([id]);
      return { success: true as const, message: 'Refund sent again to the payment provider.' };
    },

    /** Of these payment ids, the captured booking payments with money left to refund, and how much. */
    refundablePaymentIds: (ids: string[]) => q.refundablePaymentIds(db, ids),

    /**
     * A goodwill refund (decisions 0047, 0063): the team returns a part of a captured booking
     * payment, or all that is left of it, with a reason the client reads. Recorded on the locked
     * payment row through the one refund path (never more in all than the payment), audited and
     * mailed in the same transaction, then sent; the provider's webhook marks it processed and
     * issues its credit note as for any other refund. A request sent again with its request id
     * answers the refund it made, without a second one.
     */
    async goodwillRefund(
      id: string,
      body: GoodwillRefundBody,
      adminId: string,
    ): Promise<GoodwillRefundResponse> {
      if (!isUuid(id)) throw notFound(PAYMENT_NOT_FOUND);
      const reason = body.reason.trim();
      if (reason === '') throw badRequest('Please give the reason for the refund.');
      const refund = await db.transaction(async (tx) => {
        const r = await deps.refunds.recordGoodwill(tx, id, reason, {
          amountPaise: body.amountPaise,
          requestId: body.requestId,
        });
        switch (r.kind) {
          case 'not-found':
            throw notFound(PAYMENT_NOT_FOUND);
          case 'featured-plan':
            throw conflict(GOODWILL_REFUSALS.featuredPlan);
          case 'not-captured':
            throw conflict(
              r.status === 'failed' ? GOODWILL_REFUSALS.failed : GOODWILL_REFUSALS.notCaptured,
            );
          case 'refunded-before':
            throw conflict(GOODWILL_REFUSALS.refunded(r.amountPaise, r.status));
          case 'exceeds':
            throw conflict(GOODWILL_REFUSALS.exceeds(r.leftPaise), 'REFUND_EXCEEDS_PAYMENT');
          case 'replayed':
            return r;
        }
        await recordAudit(tx, {
          actorAccountId: adminId,
          actorKind: 'admin',
          action: 'payment.goodwill_refund',
          entity: 'payment',
          entityId: id,
          data: {
            refundId: r.refundId,
            amountPaise: r.amountPaise,
            appointmentId: r.appointmentId,
            reason,
          },
        });
        const f = await refundsQ.refundMailFacts(tx, r.refundId);
        const account = f ? await deps.accounts.find(f.clientId, tx) : null;
        const therapist = f ? await deps.therapists.contact(f.therapistId, tx) : null;
        if (f && account) {
          const facts = refundMailFactsOf(f, account, therapist?.name ?? 'your therapist');
          const booked = f.appointmentId
            ? await appts.findAppointment(tx, f.appointmentId, null)
            : null;
          const stays = booked !== null && !booked.cancelled && booked.payment === 'paid';
          await deps.notices.mail(tx, [
            {
              ...mailOf('goodwillRefund', facts, reason, stays),
              reader: { accountId: f.clientId },
            },
          ]);
        }
        return r;
      });
      deps.jobsQueued?.();
      const outcome = await deps.refunds.sendOne(refund.refundId);
      return {
        success: true,
        message: `Goodwill refund recorded. ${goodwillSentText(outcome, refund.amountPaise)}`,
        paymentId: id,
        refund: {
          id: refund.refundId,
          amountPaise: refund.amountPaise,
          status: 'status' in outcome ? outcome.status : 'pending',
        },
        refundRetryNeeded: outcome.kind === 'send-failed',
      };
    },

    counts: async () => ({
      cancellationRequests: await q.countPendingCancellations(db),
      failedRefunds: await q.countFailedRefunds(db),
    }),
    bookingsPerDay: (since: Date) => q.bookingsPerDay(db, since),
    refundsPerDay: (since: Date) => q.refundsPerDay(db, since),
  };
}

export type AdminLedger = ReturnType<typeof createAdminLedger>;
