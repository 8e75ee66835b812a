import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { claimDueMails, markAttemptFailed, markSent, type OutboxRow } from './mail.queries';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  /** How long a claimed mail stays invisible to other workers; longer than the SMTP timeouts. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long; each further one twice as long as the one before. */
  retryBaseMs?: number;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for a send in flight to finish and be recorded. */
  stop(): Promise<void>;
  /** Something was just enqueued (and committed): look now instead of at the next poll. */
  notify(): void;
  /** Delivers every due mail once, one after another; resolves with how many were attempted. */
  runOnce(): Promise<number>;
}

/** The Message-ID of an outbox row: the same on every attempt, so receivers can spot a resend. */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Delivers the mail outbox. Each mail is claimed on its own (see claimDueMails), so any number of
 * processes can run a worker on one database and a stop never strands a batch of claimed mails.
 * Logs name the outbox id and subject only: bodies may hold reset links or health details.
 */
export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, transport, from, log } = opts;
  const pollIntervalMs = opts.pollIntervalMs ?? 1500;
  const leaseMs = opts.leaseMs ?? 120_000;
  const maxAttempts = opts.maxAttempts ?? 8;
  const retryBaseMs = opts.retryBaseMs ?? 30_000;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let notifiedDuringPass = false;

  async function deliver(row: OutboxRow) {
    const meta = { outboxId: row.id, subject: row.subject };
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
        attachments: row.attachments as NonNullable<
          Parameters<MailTransport['send']>[0]['attachments']
        >,
        messageId: outboxMessageId(row.id, from),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const retryInMs = attempts >= maxAttempts ? null : retryBaseMs * 2 ** (attempts - 1);
      await markAttemptFailed(db, row.id, errorText(err), retryInMs);
      if (retryInMs === null)
        log.error({ ...meta, attempts, reason: errorText(err) }, 'mail delivery failed for good');
      else
        log.warn(
          { ...meta, attempts, retryInMs, reason: errorText(err) },
          'mail delivery failed; will retry',
        );
      return;
    }
    await markSent(db, row.id);
    log.info({ ...meta, via: transport.kind }, 'mail delivered');
  }

  async function runOnce() {
    let attempted = 0;
    while (!stopping) {
      const [row] = await claimDueMails(db, 1, leaseMs);
      if (!row) break;
      await deliver(row);
      attempted++;
    }
    return attempted;
  }

  function schedule(delayMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (pass) {
      notifiedDuringPass = true;
      return;
    }
    pass = runOnce()
      .then(
        () => undefined,
        (err: unknown) =>
          log.error(
            { reason: errorText(err) },
            'mail worker pass failed; retrying at the next poll',
          ),
      )
      .finally(() => {
        pass = null;
        const again = notifiedDuringPass;
        notifiedDuringPass = false;
        schedule(again ? 0 : pollIntervalMs);
      });
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    notify() {
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Built with the app, started by server.ts after listen, stopped when the app closes. */
    mailWorker: MailWorker;
  }
}
