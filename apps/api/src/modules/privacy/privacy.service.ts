import type { MyData } from '@app/domain/schemas/privacy';
import { formatRupees } from '@app/domain/pricing';
import { PRIVACY_MESSAGES } from '@app/domain/schemas/privacy';
import { isTeamRole } from '@app/domain/team-roles';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { conflict, forbidden, notFound, unauthorized } from '../../shared/app-error';
import { isUuid } from '../../shared/ids';
import { recordAudit } from '../../shared/audit/audit-log';
import { enqueueJob } from '../../shared/jobs/job-queue';
import type { JobRunner } from '../../shared/jobs/job-runner';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import type { AccountDeletion } from '../accounts/accounts.module';
import type { ClientData, SuspensionSessions } from '../booking/booking.module';
import type { CaseNotes } from '../case-notes/case-notes.module';
import type { TherapistReview } from '../therapist-applications/therapist-applications.module';
import type { ContactData } from '../contact/contact.module';
import type { NotificationData } from '../notifications/notifications.module';
import type { LikeData } from '../likes/likes.module';
import type { NewsletterData } from '../newsletter/newsletter.module';
import type { ReportData } from '../reports/reports.module';
import type { WaitlistData } from '../waitlist/waitlist.module';
import { closureRequestMessage } from './closure-request';
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
  /** The days the person waits for; built without it, nothing is copied or erased there. */
  waitlist?: WaitlistData;
  /** The person's mails about their account's end, and the team's about a closure request. */
  notices: Pick<NoticeSender, 'mail'>;
  jobs: JobRunner;
  /** A therapist's profile, documents, hours and sessions for their download. */
  therapist?: TherapistData;
  /** A therapist account closed by the team: the listing closes, its sessions are cancelled. */
  listings?: Pick<TherapistReview, 'closeListingIn' | 'eraseClosedProfileIn'>;
  sessions?: Pick<SuspensionSessions, 'sendRefunds'>;
  /** The team's notes about a person go with their erasure. */
  notes?: Pick<CaseNotes, 'eraseAboutPerson'>;
  now?: () => Date;
}

export const CLOSE_MESSAGES = {
  notFound: 'Person not found',
  admin:
    'A team member’s account is not closed from the console: change its role with `npm run admin -- role` first.',
  yourself: 'You cannot close your own account from the console.',
  closing: 'This account is already closing.',
} as const;

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
      await deps.waitlist?.eraseForAccount(tx, accountId);
      await deps.notifications.eraseForAccount(tx, accountId);
      await deps.contact.eraseForEmail(tx, pending.email);
      await deps.newsletter.eraseForEmail(tx, pending.email);
      await deps.notes?.eraseAboutPerson(tx, accountId);
      await deps.listings?.eraseClosedProfileIn(tx, accountId);
      for (const mention of new Set([pending.email, ...mentions]))
        await deps.notifications.eraseMailAbout(tx, mention);
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

  const service = {
    eraseAccount,

    /** The team's copy of a person's data: the same document their own download gives. */
    async dataOf(accountId: string): Promise<MyData> {
      const role = isUuid(accountId) ? await accounts.roleOf(accountId) : null;
      if (!role) throw notFound(CLOSE_MESSAGES.notFound);
      return service.myData({ accountId, role, sessionId: '' });
    },

    /**
     * The team closes a person's account (decision 0049), in one transaction: the deletion is
     * requested as the person's own would be (signed out everywhere, sign-in refused, erasure in
     * 14 days), the person is mailed the reason, and what is still to come is cancelled. A
     * client's sessions follow the client-deletion rule (decision 0019); a therapist's listing
     * closes and their clients' sessions are cancelled with the booking fee refunded in full.
     * Closing twice, or after the person deleted their account, answers 409.
     */
    async closeByTeam(adminId: string, accountId: string, reason: string) {
      const role = isUuid(accountId) ? await accounts.roleOf(accountId) : null;
      if (!role) {
        if (isUuid(accountId) && (await accounts.findDeletion(accountId)))
          throw conflict(CLOSE_MESSAGES.closing);
        throw notFound(CLOSE_MESSAGES.notFound);
      }
      if (accountId === adminId) throw conflict(CLOSE_MESSAGES.yourself);
      if (isTeamRole(role)) throw conflict(CLOSE_MESSAGES.admin);
      const at = now();
      const account = await accounts.exportAccount(accountId);
      const done = await db.transaction(async (tx) => {
        const request = await accounts.request(tx, accountId, at, { adminId, reason });
        if (!request) throw conflict(CLOSE_MESSAGES.closing);
        const asClient = await booking.cancelForDeletion(tx, accountId, at, at);
        const listing =
          role === 'therapist' && deps.listings
            ? await deps.listings.closeListingIn(tx, { accountId, adminId, reason, at })
            : null;
        const cancelled = asClient.cancelled + (listing?.cancelled.length ?? 0);
        const refundPaise = asClient.refundPaise + (listing?.refundPaise ?? 0);
        await enqueueJob(tx, {
          type: ERASE_JOB,
          payload: { accountId },
          dedupeKey: `${ERASE_JOB}:${accountId}`,
          runAt: request.eraseAfter,
        });
        await deps.notices.mail(tx, [
          {
            ...mailOf('closedByTeam', {
              to: request.email,
              name: account.firstName,
              reason,
              eraseAfter: request.eraseAfter,
              therapist: role === 'therapist',
              cancelled: role === 'therapist' ? (listing?.cancelled.length ?? 0) : cancelled,
              refundPaise,
            }),
            reader: { accountId },
          },
        ]);
        return {
          cancelled,
          refundPaise,
          eraseAfter: request.eraseAfter,
          refundIds: listing?.cancelled.map((c) => c.id) ?? [],
        };
      });
      jobs.notify();
      await deps.sessions?.sendRefunds(done.refundIds);
      const sessions =
        done.cancelled === 0
          ? 'No sessions were booked ahead.'
          : `${done.cancelled} upcoming session${done.cancelled === 1 ? '' : 's'} cancelled` +
            (done.refundPaise > 0 ? `, ${formatRupees(done.refundPaise / 100)} refunded.` : '.');
      return {
        success: true as const,
        message: `Account closed: signed out everywhere and sign-in refused; the person was mailed the reason. ${sessions} Personal data is erased after 14 days.`,
        eraseAfter: done.eraseAfter.toISOString(),
        cancelledAppointments: done.cancelled,
        refundPaise: done.refundPaise,
      };
    },

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
        ...(deps.waitlist ? { waitlist: await deps.waitlist.exportForAccount(id) } : {}),
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
        await deps.notices.mail(tx, [
          mailOf('closureRequest', { name, email: account.email, role, note }),
        ]);
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
        await deps.notices.mail(tx, [
          {
            ...mailOf('deletionRequested', {
              to: request.email,
              eraseAfter: request.eraseAfter,
              ...cancelled,
            }),
            reader: { accountId: caller.accountId },
          },
        ]);
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
  return service;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
