import { eq, sql } from 'drizzle-orm';
import { auditLog, mailOutbox, payments, therapists } from '../db/schema';
import { insertClient, insertTherapist } from './factories';
import { post, type Ctx } from './booking-test-kit';

/** Shared set-up of the featured plan tests (not a test file itself). */

/** A therapist account signed in, owning a profile (approved unless told otherwise). */
export async function insertTherapistAccount(
  ctx: Ctx,
  profile: Parameters<typeof insertTherapist>[1] = {},
) {
  const account = await insertClient(ctx.db, {
    role: 'therapist',
    firstName: 'Asha',
    lastName: 'Rao',
  });
  const t = await insertTherapist(ctx.db, { accountId: account.account.id, ...profile });
  return { ...account, t };
}

export const getPlans = (ctx: Ctx, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/dashboard/featured-plans',
    headers: token ? { token } : {},
  });

export async function orderPlan(ctx: Ctx, token: string, body: object) {
  const res = await post(ctx, '/api/dashboard/featured-plans/order', body, token);
  return { res, orderId: res.statusCode === 200 ? (res.json().order.id as string) : '' };
}

export const verifyPlan = (ctx: Ctx, token: string, body: object) =>
  post(ctx, '/api/dashboard/featured-plans/verify', body, token);

export async function placementOf(ctx: Ctx, therapistId: string) {
  const [row] = await ctx.db
    .select({ featured: therapists.featured, featuredExpiry: therapists.featuredExpiry })
    .from(therapists)
    .where(eq(therapists.id, therapistId));
  return row;
}

export const purchaseAudits = (ctx: Ctx) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, 'featured_plan.purchased'));

export const mailsTo = (ctx: Ctx, to: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

/** As if the order had been made 20 minutes ago: reconciliation asks about it. */
export const ageOrder = (ctx: Ctx, orderId: string) =>
  ctx.db.execute(
    sql`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE provider_order_id = ${orderId}`,
  );

export const featuredOrders = (ctx: Ctx) =>
  ctx.db.select().from(payments).where(eq(payments.purpose, 'featured_plan'));
