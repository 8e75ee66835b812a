import type { Db } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { JobRunner } from '../jobs/job-runner';
import { MAIL_JOB } from './mail-outbox';
import type { MailAttachmentSources, StoredAttachment } from './mail-attachments';
import { findPendingMail, markAttemptFailed, markSent } from './outbox.queries';

/** The Message-ID of an outbox row: the same on every attempt, so receivers can spot a resend. */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

/** A delivery error as it may be logged: any email address in it replaced. */
export const withoutAddresses = (reason: string) =>
  reason.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');

type Attachments = NonNullable<Parameters<MailTransport['send']>[0]['attachments']>;

/**
 * Delivers the outbox through the job runner: one job per mail, retried with growing delays.
 * Logs name the outbox id, the mail's kind and the transport only: subjects name clients and therapists, bodies
 * hold reset links or health details, and a log line outlives the erasure of the account.
 */
export function registerMailDelivery(
  runner: JobRunner,
  opts: {
    db: Db;
    transport: MailTransport;
    from: string;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    maxAttempts?: number;
    retryBaseMs?: number;
    /** Draws the attachments stored by reference (an invoice's PDF). */
    attachments?: MailAttachmentSources;
  },
) {
  const { db, transport, from, log } = opts;
  runner.register(
    MAIL_JOB,
    async (payload, { attempt, final }) => {
      const row = await findPendingMail(db, String(payload.mailId));
      if (!row) return;
      try {
        const stored = row.attachments as StoredAttachment[];
        const attachments = opts.attachments ? await opts.attachments.resolve(stored) : stored;
        await transport.send({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
          attachments: attachments as Attachments,
          messageId: outboxMessageId(row.id, from),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await markAttemptFailed(db, row.id, reason, attempt, final);
        // The job runner logs what is thrown: a receiving server may quote the address.
        throw new Error(withoutAddresses(reason));
      }
      await markSent(db, row.id, attempt);
      log.info({ outboxId: row.id, kind: row.kind, via: transport.kind }, 'mail delivered');
    },
    { maxAttempts: opts.maxAttempts ?? 8, retryBaseMs: opts.retryBaseMs ?? 30_000 },
  );
}
