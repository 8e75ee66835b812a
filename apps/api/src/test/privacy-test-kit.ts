import { eq } from 'drizzle-orm';
import { toWireLikeToggle } from '@app/domain/schemas/likes';
import { accounts, contactMessages, newsletterSubscribers } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { paidAppointment } from './appointments-test-kit';
import { post, type Ctx } from './booking-test-kit';

/** Shared set-up of the data-rights tests (not a test file itself). */

export const PASSWORD = 'Quiet#River2026';
let hashed: Promise<string> | undefined;

/** Gives an account a real password, so it can sign in and confirm its deletion. */
export async function withPassword(ctx: Ctx, accountId: string) {
  hashed ??= hashPassword(PASSWORD);
  await ctx.db
    .update(accounts)
    .set({ passwordHash: await hashed })
    .where(eq(accounts.id, accountId));
}

/**
 * A client with a paid session three days ahead, a report, a like, a contact message and a
 * newsletter subscription under the account's email (the contact message in other case).
 */
export async function clientWithData(ctx: Ctx, tag: string) {
  const booked = await paidAppointment(ctx, undefined, '10:00', {
    clientFirstName: `First${tag}`,
    clientPhone: '9876500000',
    message: `Notes of ${tag}`,
  });
  const { account, token } = booked.client;
  await withPassword(ctx, account.id);
  const reportRes = await post(
    ctx,
    '/api/user/report-therapist',
    { therapistId: booked.t.id, therapistName: booked.t.name, message: `Report by ${tag}` },
    token,
  );
  if (reportRes.statusCode !== 200) throw new Error(`report failed: ${reportRes.body}`);
  const likeRes = await post(ctx, '/api/doctor/like-toggle', toWireLikeToggle(booked.t.id), token);
  if (likeRes.statusCode !== 200) throw new Error(`like failed: ${likeRes.body}`);
  await ctx.db.insert(contactMessages).values({
    firstName: 'Contact',
    lastName: tag,
    email: account.email.toUpperCase(),
    phone: '9876511111',
    message: `Question from ${tag}`,
  });
  await ctx.db.insert(newsletterSubscribers).values({ email: account.email });
  return { ...booked, account, token };
}

export const getMyData = (ctx: Ctx, token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/my-data', headers: token ? { token } : {} });

export const deleteAccount = (ctx: Ctx, token: string | undefined, password: string) =>
  post(ctx, '/api/user/delete-account', { password }, token);

export const getProfile = (ctx: Ctx, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } });
