import type { MyData } from '@app/domain/schemas/privacy';
import { PRIVACY_MESSAGES } from '@app/domain/schemas/privacy';
import { isTeamRole } from '@app/domain/team-roles';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { forbidden, unauthorized } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { enqueueJob } from '../../shared/jobs/job-queue';
import type { JobRunner } from '../../shared/jobs/job-runner';
import { enqueueMail, eraseMailAbout } from '../../shared/mail/mail-outbox';
import type { AccountDeletion } from '../accounts/accounts.module';
import type { ClientData } from '../booking/booking.module';
import type { ContactData } from '../contact/contact.module';
import type { NotificationData } from '../notifications/notifications.module';
import type { LikeData } from '../likes/likes.module';
import type { NewsletterData } from '../newsletter/newsletter.module';
import type { ReportData } from '../reports/reports.module';
import { closureRequestMail, closureRequestMessage } from './closure-request';
import { deletionRequestedMail } from './deletion-mail';
import type { TherapistData } from './therapist-data';

export const ERASE_JOB = 'account.erase';

export interface PrivacyDeps {
  db: Db;
  accounts: AccountDeletion;
  booking: ClientData;
  reports: ReportData;
  likes: LikeData;
  contact: ContactData;
  newsletter: NewsletterData;
  notifications: NotificationData;
  site: { name: string; supportEmail: string };
  jobs: JobRunner;
  /** A therapist's profile, documents, hours and sessions for their download. */
  therapist?: TherapistData;
  now?: () => Date;
}

/**
 * A client's data rights (India's DPDP Act): a copy of their data, and the deletion of their
 * account. Each module hands over its own part through its service; this module owns no table.
 */
export function createPrivacyService(deps: PrivacyDeps) {
  const { db, accounts, booking, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  /** Erases an account whose deletion is due; false when it was erased already (a replay). */
  async function eraseAccount(accountId: string): Promise<boolean> {
    const at = now();
    const erased = await db.transaction(async (tx) => {
      const pending = await accounts.lockPending(tx, accountId);
      if (!pending) return false;
      // A payment captured after the request may have booked a session since: cancel it too.
      await booking.cancelForDeletion(tx, accountId, pending.requestedAt, at);
      const mentions = await booking.eraseClientDetails(tx, accountId, at);
      await deps.reports.eraseForAccount(tx, accountId);
      await deps.likes.eraseForAccount(tx, accountId);
      await deps.notifications.eraseForAccount(tx, accountId);
      await deps.contact.eraseForEmail(tx, pending.email);
      await deps.newsletter.eraseForEmail(tx, pending.email);
      for (const mention of new Set([pending.email, ...mentions]))
        await eraseMailAbout(tx, mention);
      await accounts.erase(tx, accountId, at);
      return true;
    });
    if (erased) jobs.notify();
    return erased;
  }

  jobs.register(ERASE_JOB, (payload) => eraseAccount(String(payload.accountId)).then(() => {}), {
    maxAttempts: 10,
    retryBaseMs: 60_000,
  });

  return {
    eraseAccount,

    async myData(caller: Caller): Promise<MyData> {
      const account = await accounts.exportAccount(caller.accountId);
      const id = caller.accountId;
      const money = await booking.exportForClient(id);
      return {
        exportedAt: now().toISOString(),
        account,
        ...money,
        reports: await deps.reports.exportForAccount(id),
        likes: await deps.likes.exportForAccount(id),
        notifications: await deps.notifications.exportForAccount(id),
        contactMessages: await deps.contact.exportForEmail(account.email),
        newsletter: await deps.newsletter.exportForEmail(account.email),
        ...(caller.role === 'therapist' && deps.therapist
          ? { therapist: await deps.therapist.exportFor(caller) }
          : {}),
      };
    },

    /**
     * A therapist's or admin's account is closed by the team (their profile, other people's
     * sessions, the team's work): the request lands in the team's inbox and is mailed to them.
     */
    async requestClosure(caller: Caller, note: string) {
      if (caller.role === 'client') throw forbidden(PRIVACY_MESSAGES.clientsCloseThemselves);
      const account = await accounts.exportAccount(caller.accountId);
      const role = isTeamRole(caller.role) ? 'admin' : 'therapist';
      const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
      await db.transaction(async (tx) => {
        const messageId = await deps.contact.fileFromAccount(tx, {
          firstName: account.firstName || name,
          lastName: account.lastName,
          email: account.email,
          phone: account.phone ?? '',
          message: closureRequestMessage(role, note),
        });
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: role,
          action: 'account.closure_requested',
          entity: 'account',
          entityId: caller.accountId,
          data: { messageId },
        });
        await enqueueMail(
          tx,
          closureRequestMail({
            supportEmail: deps.site.supportEmail,
            siteName: deps.site.name,
            name,
            email: account.email,
            role,
            note,
          }),
        );
      });
      jobs.notify();
      return { success: true as const, message: PRIVACY_MESSAGES.closureRequested };
    },

    /**
     * Checks the password, then in one transaction: the request is recorded, every session and
     * reset link revoked, upcoming sessions cancelled with the policy's refunds, a confirmation
     * mailed and the erasure scheduled as a durable job at `eraseAfter`.
     */
    async deleteAccount(caller: Caller, password: string) {
      await accounts.confirmOwner(caller, password);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const request = await accounts.request(tx, caller.accountId, at);
        if (!request) return null;
        const cancelled = await booking.cancelForDeletion(tx, caller.accountId, at, at);
        await enqueueJob(tx, {
          type: ERASE_JOB,
          payload: { accountId: caller.accountId },
          dedupeKey: `${ERASE_JOB}:${caller.accountId}`,
          runAt: request.eraseAfter,
        });
        await enqueueMail(
          tx,
          deletionRequestedMail({
            to: request.email,
            siteName: deps.site.name,
            supportEmail: deps.site.supportEmail,
            eraseAfter: request.eraseAfter,
            ...cancelled,
          }),
        );
        return { ...cancelled, eraseAfter: request.eraseAfter };
      });
      // Already deleted by a concurrent request: this session was revoked with it.
      if (!done) throw unauthorized();
      jobs.notify();
      return {
        success: true as const,
        message: PRIVACY_MESSAGES.deleted,
        eraseAfter: done.eraseAfter.toISOString(),
        cancelledAppointments: done.cancelled,
        refundPaise: done.refundPaise,
      };
    },

    listDeletions: () => accounts.list(),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
