import { describe, expect, it } from 'vitest';
import { formatIstDate, istToday } from '@app/domain/ist';
import { and, eq } from 'drizzle-orm';
import { ERASE_AFTER_DAYS } from '@app/domain/account-deletion';
import { PRIVACY_MESSAGES } from '@app/domain/schemas/privacy';
import {
  accountDeletions,
  accounts,
  appointments,
  auditLog,
  contactMessages,
  jobs,
  likes,
  mailOutbox,
  newsletterSubscribers,
  payments,
  refunds,
  reports,
  sessions,
} from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { post } from '../../test/booking-test-kit';
import { unpaidReservation } from '../../test/appointments-test-kit';
import {
  PASSWORD,
  clientWithData,
  deleteAccount,
  getProfile,
  withPassword,
} from '../../test/privacy-test-kit';
import { INVALID_LOGIN } from '../accounts/accounts.service';
import { ERASE_JOB } from './privacy.service';

const ctx = useTestApp();
const DAY = 86_400_000;

async function runEraseNow() {
  await ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.type, ERASE_JOB));
  await ctx.app.jobs.runDue();
}

describe('POST /api/user/delete-account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { account, token } = await insertClient(ctx.db);
    await withPassword(ctx, account.id);
    const res = await deleteAccount(ctx, token, 'not-my-password');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: PRIVACY_MESSAGES.wrongPassword,
    });
    expect((await getProfile(ctx, token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(accountDeletions)).toEqual([]);
    expect((await deleteAccount(ctx, undefined, PASSWORD)).statusCode).toBe(401);
    expect((await post(ctx, '/api/user/delete-account', {}, token)).statusCode).toBe(400);
  });

  it('is for client accounts only', async () => {
    const { account, token } = await insertClient(ctx.db, { role: 'therapist' });
    await withPassword(ctx, account.id);
    const res = await deleteAccount(ctx, token, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.clientsOnly);
  });

  it('revokes every session, refuses sign-in and cancels upcoming sessions with the policy refund', async () => {
    const c = await clientWithData(ctx, 'gone');
    const second = (
      await post(ctx, '/api/user/login', { email: c.account.email, password: PASSWORD })
    ).json().token as string;
    expect((await getProfile(ctx, second)).statusCode).toBe(200);

    const before = Date.now();
    const res = await deleteAccount(ctx, c.token, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: PRIVACY_MESSAGES.deleted,
      cancelledAppointments: 1,
      refundPaise: 9900,
    });
    for (const token of [c.token, second])
      expect((await getProfile(ctx, token)).statusCode).toBe(401);
    const live = await ctx.db.select().from(sessions).where(eq(sessions.accountId, c.account.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const login = await post(ctx, '/api/user/login', {
      email: c.account.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      code: 'WRONG_CREDENTIALS',
      message: INVALID_LOGIN.defaultMessage,
    });

    // Booked minutes ago, so the whole booking fee comes back (within 24 hours of booking).
    const [a] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, c.appointmentId));
    expect(a).toMatchObject({ cancelled: true, cancellationStatus: 'approved' });
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund).toMatchObject({ appointmentId: c.appointmentId, amountPaise: 9900 });

    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.type, ERASE_JOB));
    expect(job?.payload).toEqual({ accountId: c.account.id });
    const wait = (job?.runAt.getTime() ?? 0) - before;
    expect(wait).toBeGreaterThanOrEqual(ERASE_AFTER_DAYS * DAY - 60_000);
    expect(wait).toBeLessThan(15 * DAY);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, c.account.email));
    const deletion = mails.find((m) => m.kind === 'privacy.deletion-requested');
    expect(deletion?.subject).toMatch(/account is deleted/);
    // The erasure day reads as every mail writes a date: weekday, day, month and year in IST.
    expect(deletion?.textBody).toContain(
      `erased by ${formatIstDate(istToday(job!.runAt), 'long')}.`,
    );
  });

  it('tells the therapist of each paid session it cancels, with no more of the client than the dashboard shows', async () => {
    const c = await clientWithData(ctx, 'told');
    const reserved = await unpaidReservation(ctx, c.token, c.t.id, c.slotDate);
    const toTherapist = async () =>
      (await ctx.db.select().from(mailOutbox)).filter((m) => m.toAddress === c.t.email);
    const before = (await toTherapist()).map((m) => m.id);

    expect((await deleteAccount(ctx, c.token, PASSWORD)).statusCode).toBe(200);
    // The therapist's mail comes from the cancellation's event.
    await ctx.app.jobs.runDue();

    const mails = (await toTherapist()).filter((m) => !before.includes(m.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Booking cancelled: Firsttold Sharma, /);
    expect(mail?.textBody).toContain('deleted their account');
    expect(mail?.textBody).toContain(c.appointmentId);
    // The unpaid reservation was never announced to the therapist, so it is not mentioned.
    expect(mail?.textBody).not.toContain(reserved);
    for (const withheld of [c.account.email, '9876500000', 'Notes of told'])
      expect(mail?.textBody).not.toContain(withheld);
  });

  it('the job erases personal data once, keeping what payment records need', async () => {
    const c = await clientWithData(ctx, 'erase');
    const keep = await clientWithData(ctx, 'keep');
    expect((await deleteAccount(ctx, c.token, PASSWORD)).statusCode).toBe(200);
    const [paymentBefore] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.clientId, c.account.id));

    // Not due yet: nothing is erased before erase_after.
    await ctx.app.jobs.runDue();
    expect((await ctx.db.select().from(accountDeletions))[0]?.erasedAt).toBeNull();

    await runEraseNow();
    const [acc] = await ctx.db.select().from(accounts).where(eq(accounts.id, c.account.id));
    expect(acc).toMatchObject({ email: expect.stringMatching(/@deleted\.invalid$/), phone: null });
    expect(JSON.stringify(acc)).not.toMatch(/erase@|Test|Client/);
    const [a] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, c.account.id));
    expect(a).toMatchObject({ firstName: '', lastName: '', email: '', phone: '', message: '' });
    const [p] = await ctx.db.select().from(payments).where(eq(payments.clientId, c.account.id));
    expect(p).toMatchObject({
      amountPaise: paymentBefore?.amountPaise,
      providerOrderId: paymentBefore?.providerOrderId,
      providerPaymentId: paymentBefore?.providerPaymentId,
      createdAt: paymentBefore?.createdAt,
    });
    expect(p?.providerPaymentId).toBeTruthy();
    const snapshot = JSON.stringify(p?.booking);
    expect(snapshot).not.toContain(c.account.email);
    expect(snapshot).not.toContain('Firsterase');
    expect(snapshot).not.toContain('9876500000');
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ amountPaise: 9900, providerPaymentId: p?.providerPaymentId }),
    ]);
    expect(
      (await ctx.db.select().from(reports).where(eq(reports.accountId, c.account.id)))[0]?.message,
    ).toBe('');
    expect(await ctx.db.select().from(likes).where(eq(likes.accountId, c.account.id))).toEqual([]);
    const left = JSON.stringify([
      await ctx.db.select().from(contactMessages),
      await ctx.db.select().from(newsletterSubscribers),
      await ctx.db.select().from(mailOutbox),
    ]).toLowerCase();
    expect(left).not.toContain(c.account.email.toLowerCase());
    expect(left).not.toContain('firsterase');
    expect(left).not.toContain('report by erase');
    expect(left).toContain(keep.account.email.toLowerCase());
    const [deletion] = await ctx.db.select().from(accountDeletions);
    expect(deletion).toMatchObject({ email: null, erasedAt: expect.any(Date) });

    // A replay (a second job for the same account) finds nothing left to do.
    const erasedAt = deletion?.erasedAt;
    await ctx.db.insert(jobs).values({ type: ERASE_JOB, payload: { accountId: c.account.id } });
    await ctx.app.jobs.runDue();
    const [again] = await ctx.db.select().from(accountDeletions);
    expect(again?.erasedAt).toEqual(erasedAt);
    const erasedEntries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erased'), eq(auditLog.entityId, c.account.id)));
    expect(erasedEntries).toHaveLength(1);
    const failed = await ctx.db.select().from(jobs).where(eq(jobs.type, ERASE_JOB));
    expect(failed.map((j) => j.status)).toEqual(['done', 'done']);
  });
});

describe('GET /api/admin/account-deletions', () => {
  const list = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/account-deletions',
      headers: token ? { token } : {},
    });

  it('answers 401 signed out and 403 to clients and therapists', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list((await insertClient(ctx.db)).token)).statusCode).toBe(403);
    const therapist = await insertClient(ctx.db, { role: 'therapist' });
    expect((await list(therapist.token)).statusCode).toBe(403);
  });

  it('lists deletions with the email until the data is erased', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const { account, token } = await insertClient(ctx.db);
    await withPassword(ctx, account.id);
    expect((await deleteAccount(ctx, token, PASSWORD)).statusCode).toBe(200);

    const pending = await list(admin.token);
    expect(pending.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(accountDeletions);
    expect(pending.json()).toEqual({
      success: true,
      deletions: [
        {
          accountId: account.id,
          email: account.email,
          requestedAt: row?.requestedAt.toISOString(),
          eraseAfter: row?.eraseAfter.toISOString(),
          erasedAt: null,
        },
      ],
    });

    await runEraseNow();
    const erased = (await list(admin.token)).json();
    expect(erased.deletions).toEqual([
      expect.objectContaining({ accountId: account.id, email: null, erasedAt: expect.any(String) }),
    ]);
  });
});
