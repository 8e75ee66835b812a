import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openPglite, type Database, type Db } from '../../db/client';
import { jobs, mailOutbox } from '../../db/schema';
import { dbKind, freshPgliteDataDir, resetDatabase, testDatabase } from '../../test/harness';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { outboxMessageId, registerMailDelivery } from './mail-delivery';
import { enqueueMail, type OutgoingMail } from './mail-outbox';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

const FROM = 'Manas Care <care@manascare.example>';
type Log = Record<'info' | 'warn' | 'error', (obj: object, msg: string) => void>;
const silent: Log = { info() {}, warn() {}, error() {} };

let database: Database;
let smtp: TestSmtpServer | undefined;
const workers: JobRunner[] = [];

function worker(
  db: Db,
  smtpUrl: string,
  extra: { maxAttempts?: number; pollIntervalMs?: number; log?: Log } = {},
) {
  const log = extra.log ?? silent;
  const runner = createJobRunner({ db, log, pollIntervalMs: extra.pollIntervalMs });
  registerMailDelivery(runner, {
    db,
    transport: createSmtpTransport(smtpUrl),
    from: FROM,
    log,
    maxAttempts: extra.maxAttempts,
  });
  workers.push(runner);
  return { runOnce: runner.runDue, start: runner.start, notify: runner.notify };
}

const rowOf = async (db: Db, id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const secondsUntilRetry = async (db: Db, id: string) => {
  const result = (await db.execute(
    sql`select extract(epoch from run_at - now())::float8 as s from jobs where dedupe_key = ${'mail:' + id}`,
  )) as unknown as { rows: Array<{ s: number }> };
  return result.rows[0]!.s;
};

const makeDue = (db: Db, id: string) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.dedupeKey, `mail:${id}`));

beforeAll(async () => {
  database = await testDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  await resetDatabase(database);
});

describe('mail delivery jobs over SMTP', () => {
  it('delivers a pending mail with its text and HTML parts and a stable Message-ID', async () => {
    smtp = await startTestSmtpServer();
    const id = await enqueueMail(database.db, {
      kind: 'booking.client-confirmation',
      to: 'asha@example.com',
      subject: 'Your booking is confirmed',
      text: 'See you on Monday at 10:00.',
      html: '<p>See you on <b>Monday</b> at 10:00.</p>',
    });

    expect(await worker(database.db, smtp.url).runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['asha@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Your booking is confirmed\r?$/m);
    expect(mail!.raw).toContain(`Message-ID: ${outboxMessageId(id, FROM)}`);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain[\s\S]*See you on Monday at 10:00\./);
    expect(mail!.raw).toMatch(/Content-Type: text\/html[\s\S]*<b>Monday<\/b>/);
    const row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('delivers a mail enqueued after start() promptly when notified', async () => {
    smtp = await startTestSmtpServer();
    const w = worker(database.db, smtp.url, { pollIntervalMs: 60_000 });
    w.start();
    await new Promise((r) => setTimeout(r, 100));
    const id = await enqueueMail(database.db, {
      kind: 'booking.client-confirmation',
      to: 'ravi@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    w.notify();
    await expect
      .poll(async () => (await rowOf(database.db, id)).status, { timeout: 5000 })
      .toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a rejected mail with growing delays, then marks it failed', async () => {
    smtp = await startTestSmtpServer({ reject: { code: 451, message: 'Try again later' } });
    const id = await enqueueMail(database.db, {
      kind: 'booking.client-confirmation',
      to: 'x@example.com',
      subject: 'Retry me',
      text: 'Body',
    });
    const w = worker(database.db, smtp.url, { maxAttempts: 4 });

    await w.runOnce();
    let row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('451');
    expect(await secondsUntilRetry(database.db, id)).toBeCloseTo(30, -1);
    expect(await w.runOnce()).toBe(0); // not due yet

    await makeDue(database.db, id);
    await w.runOnce();
    expect(await secondsUntilRetry(database.db, id)).toBeCloseTo(60, -1);

    await makeDue(database.db, id);
    await w.runOnce();
    expect(await secondsUntilRetry(database.db, id)).toBeCloseTo(120, -1);

    await makeDue(database.db, id);
    await w.runOnce();
    row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 4, sentAt: null });

    await makeDue(database.db, id);
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('treats a permanent rejection the same way: it ends as failed with the reason', async () => {
    smtp = await startTestSmtpServer({ reject: { code: 550, message: 'No such user' } });
    const id = await enqueueMail(database.db, {
      kind: 'booking.client-confirmation',
      to: 'nobody@example.com',
      subject: 'Bounce',
      text: 'Body',
    });
    await worker(database.db, smtp.url, { maxAttempts: 1 }).runOnce();
    const row = await rowOf(database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
  });

  it('logs name the mail id and kind only: no subject, address or text, also when a server quotes the address', async () => {
    const lines: string[] = [];
    const record = (obj: object, msg: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`);
    const log: Log = { info: record, warn: record, error: record };
    const mail: OutgoingMail = {
      kind: 'booking.therapist-notice',
      to: 'asha.verma@example.com',
      subject: 'New booking: Asha Verma, Thursday 26 November 2026 at 8:00 AM IST',
      text: 'Asha Verma booked a session with you.',
    };
    smtp = await startTestSmtpServer();
    const sent = await enqueueMail(database.db, mail);
    await worker(database.db, smtp.url, { log }).runOnce();
    await smtp.close();

    smtp = await startTestSmtpServer({
      reject: { code: 550, message: 'No mailbox for <asha.verma@example.com>' },
    });
    const bounced = await enqueueMail(database.db, mail);
    await worker(database.db, smtp.url, { log, maxAttempts: 2 }).runOnce();

    expect(await rowOf(database.db, sent)).toMatchObject({
      status: 'sent',
      kind: 'booking.therapist-notice',
    });
    const delivered = lines.find((l) => l.startsWith('mail delivered'));
    expect(JSON.parse(delivered!.slice('mail delivered '.length))).toEqual({
      outboxId: sent,
      kind: 'booking.therapist-notice',
      via: 'smtp',
    });
    // The outbox row keeps the full reason for the team; the log does not.
    expect((await rowOf(database.db, bounced)).lastError).toContain('asha.verma@example.com');
    expect(lines.some((l) => l.includes(sent))).toBe(true);
    expect(lines.some((l) => l.includes('job failed'))).toBe(true);
    const all = lines.join('\n');
    for (const personal of ['Asha', 'Verma', 'asha.verma', 'New booking', '26 November'])
      expect(all).not.toContain(personal);
  });

  it('two workers racing on one outbox send every mail exactly once', async () => {
    smtp = await startTestSmtpServer();
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        enqueueMail(database.db, {
          kind: 'booking.client-confirmation',
          to: `u${i}@example.com`,
          subject: `Mail ${i}`,
          text: `Body ${i}`,
        }),
      ),
    );
    const [a, b] = [worker(database.db, smtp.url), worker(database.db, smtp.url)];
    const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);

    expect(sentByA + sentByB).toBe(ids.length);
    const messageIds = smtp.received.map((m) => /^Message-ID: (.+?)\r?$/m.exec(m.raw)?.[1]);
    expect(messageIds.sort()).toEqual(ids.map((id) => outboxMessageId(id, FROM)).sort());
    const statuses = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    smtp = await startTestSmtpServer();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          kind: 'booking.client-confirmation',
          to: 'ghost@example.com',
          subject: 'Never',
          text: 'Body',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await worker(database.db, smtp.url).runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

// The embedded database's own durability: the PostgreSQL run would only start two more embedded
// databases from nothing (initdb and every migration, about 90 s on a busy runner) to prove what
// the PGlite run proves on the same code.
describe.skipIf(dbKind() === 'postgres')('outbox durability', () => {
  let dir: string;
  beforeAll(() => {
    dir = freshPgliteDataDir('outbox-restart-');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('a mail enqueued before a restart of the embedded database is delivered after it', async () => {
    smtp = await startTestSmtpServer();
    const before = await openPglite(dir);
    const id = await enqueueMail(before.db, {
      kind: 'booking.client-confirmation',
      to: 'later@example.com',
      subject: 'Survives',
      text: 'Body',
    });
    await before.close();

    const after = await openPglite(dir);
    try {
      expect(await worker(after.db, smtp.url).runOnce()).toBe(1);
      expect((await rowOf(after.db, id)).status).toBe('sent');
    } finally {
      await after.close();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['later@example.com']]);
  }, 180_000);
});
