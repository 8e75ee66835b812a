import { PHONE_CODE, PHONE_CODE_MASK, sendableAt, type NoticeKind } from '@app/domain/notices';
import type { Db } from '../../db/client';
import { TextSendError, type TextProvider } from '../../adapters/messaging/text-provider';
import { enqueueJob } from '../../shared/jobs/job-queue';
import type { JobRunner } from '../../shared/jobs/job-runner';
import { TEXT_JOB, type Notices } from './notices.service';
import * as q from './notifications.queries';

export type SessionLookup = (
  appointmentId: string,
) => Promise<{ cancelled: boolean; startsAt: Date } | null>;

/**
 * Delivers text messages through the job runner: one job per message, retried with growing delays
 * while the provider is down or limiting, dead after the last try; a refusal no retry can fix
 * (an invalid number) ends it as failed at once. The mail of the same notice is its own job, so
 * nothing here can hold it back. Logs name the message id, kind and channel only.
 */
export function registerTextDelivery(
  runner: JobRunner,
  opts: {
    db: Db;
    provider: TextProvider;
    notices: Pick<Notices, 'stillAllowed'>;
    sessions: SessionLookup;
    now: () => Date;
    statusCallbackUrl: string | undefined;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    maxAttempts?: number;
    retryBaseMs?: number;
  },
) {
  const { db, provider, log, now } = opts;
  runner.register(
    TEXT_JOB,
    async (payload, { attempt, final }) => {
      const row = await q.findTextMessage(db, String(payload.messageId));
      if (!row || row.status !== 'pending') return;
      const meta = { messageId: row.id, kind: row.kind, channel: row.channel };
      const at = sendableAt(row.kind as NoticeKind, now());
      if (at > now()) {
        // A retry that fell into the quiet hours waits for the morning.
        await enqueueJob(db, {
          type: TEXT_JOB,
          payload: { messageId: row.id },
          dedupeKey: `text:${row.id}@${at.toISOString()}`,
          runAt: at,
        });
        return;
      }
      if (
        row.kind === 'phone.code' &&
        row.createdAt.getTime() + PHONE_CODE.ttlMs <= now().getTime()
      ) {
        await q.markTextSkipped(db, row.id, 'the code expired before it could be sent');
        log.info({ ...meta, reason: 'code expired' }, 'text message not sent');
        return;
      }
      const skip = await opts.notices.stillAllowed(row, opts.sessions);
      if (skip) {
        await q.markTextSkipped(db, row.id, skip);
        log.info({ ...meta, reason: skip }, 'text message not sent');
        return;
      }
      try {
        const sent = await provider.send({
          channel: row.channel,
          to: row.toPhone,
          sender: row.sender,
          templateId: row.templateId,
          ...withLiveCode(row),
          ...(opts.statusCallbackUrl ? { statusCallbackUrl: opts.statusCallbackUrl } : {}),
        });
        await q.markTextSent(db, row.id, {
          providerMessageId: sent.providerMessageId,
          attempt,
          at: now(),
        });
        log.info({ ...meta, via: provider.kind }, 'text message sent');
      } catch (err) {
        const failure =
          err instanceof TextSendError
            ? err
            : new TextSendError(err instanceof Error ? err.message : String(err), false);
        // The provider's text may quote the number; the row keeps it, the log does not.
        const reason = failure.message.replace(/\+?\d{8,15}/g, '<number>');
        if (failure.permanent) {
          await q.markTextAttemptFailed(db, row.id, {
            reason: failure.message,
            attempt,
            outcome: 'failed',
          });
          if (failure.optedOut) await q.optOutNumber(db, row.toPhone, row.channel, now());
          log.warn({ ...meta, reason }, 'text message refused for good');
          return;
        }
        await q.markTextAttemptFailed(db, row.id, {
          reason: failure.message,
          attempt,
          outcome: final ? 'dead' : 'pending',
        });
        throw new Error(reason);
      }
    },
    { maxAttempts: opts.maxAttempts ?? 6, retryBaseMs: opts.retryBaseMs ?? 30_000 },
  );
}

/** The words as they go to the phone: the masked code of the stored copy replaced by the live one. */
function withLiveCode(row: q.TextMessageRow) {
  const variables = row.variables as Record<string, string>;
  const code = row.codeUntilSent;
  if (!code) return { variables, body: row.body };
  return {
    variables: Object.fromEntries(
      Object.entries(variables).map(([k, v]) => [k, v.replaceAll(PHONE_CODE_MASK, code)]),
    ),
    body: row.body.replaceAll(PHONE_CODE_MASK, code),
  };
}
