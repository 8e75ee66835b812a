import { fillDailySeries, istDayBounds, lastIstDays, parseIsoDay } from '@app/domain/admin-console';
import type { AdminJob, AuditQuery, OverviewResponse } from '@app/domain/schemas/admin-ops';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import { readAudit, recordAudit } from '../../shared/audit/audit-log';
import { deadJobs } from '../../shared/jobs/dead-jobs';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AdminLedger } from '../booking/booking.module';
import type { ContactInbox } from '../contact/contact.module';
import type { ReportReview } from '../reports/reports.module';
import type {
  DocumentReview,
  TherapistReview,
} from '../therapist-applications/therapist-applications.module';
import { isUuid } from '../../shared/ids';

export const SERIES_DAYS = 30;
const DEAD_JOBS_LIMIT = 200;

export interface AdminConsoleDeps {
  db: Db;
  therapists: TherapistReview;
  documents: Pick<DocumentReview, 'waitingCount'>;
  reports: ReportReview;
  ledger: AdminLedger;
  inbox: ContactInbox;
  accounts: Pick<AccountContacts, 'labelsOf' | 'idsWithEmailLike'>;
  now?: () => Date;
  jobsQueued?: () => void;
}

function dayBound(day: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (!day) return undefined;
  const parsed = parseIsoDay(day);
  if (!parsed) throw badRequest('Use a real date like 2026-11-23.');
  return istDayBounds(parsed)[edge];
}

/** What the console shows across modules: the overview, the audit log and dead jobs. */
export function createAdminConsole(deps: AdminConsoleDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async overview(): Promise<OverviewResponse> {
      const at = now();
      const days = lastIstDays(at, SERIES_DAYS);
      const since = istDayBounds(parseIsoDay(days[0]!)!).start;
      const [
        applications,
        changesRequested,
        documents,
        reports,
        money,
        deadJobCount,
        messages,
        booked,
        refunded,
        applied,
      ] = await Promise.all([
        deps.therapists.pendingCount(),
        deps.therapists.changesRequestedCount(),
        deps.documents.waitingCount(),
        deps.reports.openCount(),
        deps.ledger.counts(),
        deadJobs.count(db),
        deps.inbox.openCount(),
        deps.ledger.bookingsPerDay(since),
        deps.ledger.refundsPerDay(since),
        deps.therapists.applicationsPerDay(since),
      ]);
      return {
        success: true,
        counts: {
          applications,
          changesRequested,
          documents,
          reports,
          cancellationRequests: money.cancellationRequests,
          deadJobs: deadJobCount,
          messages,
          failedRefunds: money.failedRefunds,
        },
        series: {
          bookings: fillDailySeries(
            days,
            booked.map((r) => ({ day: r.day, value: r.bookings })),
          ),
          bookingFeePaise: fillDailySeries(
            days,
            booked.map((r) => ({ day: r.day, value: r.feePaise })),
          ),
          refundsPaise: fillDailySeries(
            days,
            refunded.map((r) => ({ day: r.day, value: r.paise })),
          ),
          applications: fillDailySeries(
            days,
            applied.map((r) => ({ day: r.day, value: r.value })),
          ),
        },
      };
    },

    async audit(query: AuditQuery) {
      const { rows, total } = await readAudit(
        db,
        { ...query, from: dayBound(query.from, 'start'), to: dayBound(query.to, 'end') },
        deps.accounts.idsWithEmailLike,
      );
      const actors = await deps.accounts.labelsOf(
        rows.flatMap((e) => (e.actorAccountId ? [e.actorAccountId] : [])),
      );
      return {
        success: true as const,
        items: rows.map((entry) => ({
          id: entry.id,
          actorAccountId: entry.actorAccountId,
          actorEmail: (entry.actorAccountId && actors.get(entry.actorAccountId)?.email) ?? null,
          actorKind: entry.actorKind,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          data: (entry.data ?? {}) as Record<string, unknown>,
          createdAt: entry.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async deadJobs() {
      const rows = await deadJobs.list(db, DEAD_JOBS_LIMIT);
      const items: AdminJob[] = rows.map((j) => ({
        id: j.id,
        type: j.type,
        status: j.status,
        attempts: j.attempts,
        lastError: j.lastError,
        createdAt: j.createdAt.toISOString(),
        updatedAt: j.updatedAt.toISOString(),
      }));
      return { success: true as const, items };
    },

    async retryJob(id: string, adminId: string) {
      if (!isUuid(id) || (await deadJobs.status(db, id)) === null) throw notFound('Job not found');
      if (!(await deadJobs.revive(db, id)))
        throw conflict('This job is not dead (it may have been retried already).');
      await recordAudit(db, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action: 'job.retried',
        entity: 'job',
        entityId: id,
        data: { before: { status: 'dead' }, after: { status: 'pending', attempts: 0 } },
      });
      deps.jobsQueued?.();
      return { success: true as const, message: 'Job queued to run again.' };
    },
  };
}

export type AdminConsole = ReturnType<typeof createAdminConsole>;
