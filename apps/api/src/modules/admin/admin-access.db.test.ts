import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  TEAM_ROLES,
  accessOfMethod,
  teamMay,
  type TeamAccess,
  type TeamCapability,
} from '@app/domain/team-roles';
import { contactMessages, jobs, payments, refunds, reports } from '../../db/schema';
import { insertClient, insertTherapist } from '../../test/factories';
import { fingerprintQuery } from '../../test/db-fingerprint';
import {
  adminPost,
  paidAppointment,
  queuedClientRequest,
  useCountingApp,
} from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';

const { ctx } = useCountingApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every /api/admin route and the capability it needs (decision 0046). A registered route missing
 * here, a line for a route that no longer exists, or a route declaring another capability fails
 * the test: adding a route is one line. `[capability, 'act']` marks a GET that takes data out.
 */
const ROUTES: Record<string, TeamCapability | [TeamCapability, TeamAccess]> = {
  'GET /api/admin/overview': 'overview',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/jobs/dead': 'jobs',
  'POST /api/admin/jobs/:id/retry': 'jobs',
  'GET /api/admin/people': 'people',
  'GET /api/admin/people/:id': 'people',
  'POST /api/admin/people/:id/disable': 'people',
  'POST /api/admin/people/:id/enable': 'people',
  'POST /api/admin/people/:id/sign-out-everywhere': 'people',
  'POST /api/admin/people/:id/second-factor/reset': 'roles',
  'GET /api/admin/people/:id/export': ['people', 'act'],
  'POST /api/admin/people/:id/close': 'closeAccounts',
  'GET /api/admin/notes': 'people',
  'POST /api/admin/notes': 'people',
  'GET /api/admin/applications': 'therapists',
  'GET /api/admin/therapists': 'therapists',
  'POST /api/admin/therapists/:id/approve': 'therapists',
  'POST /api/admin/therapists/:id/request-changes': 'therapists',
  'POST /api/admin/therapists/:id/reject': 'therapists',
  'GET /api/admin/therapists/:id/suspension-preview': 'therapists',
  'POST /api/admin/therapists/:id/suspend': 'therapists',
  'POST /api/admin/therapists/:id/restore': 'therapists',
  'POST /api/admin/therapists/:id/verify': 'therapists',
  'POST /api/admin/therapists/:id/featured': 'therapists',
  'GET /api/admin/documents': 'documents',
  'GET /api/admin/documents/:id': 'documents',
  'GET /api/admin/documents/:id/file': 'documents',
  'POST /api/admin/documents/:id/accept': 'documents',
  'POST /api/admin/documents/:id/reject': 'documents',
  'GET /api/admin/reports': 'reports',
  'GET /api/admin/reports/:id': 'reports',
  'POST /api/admin/reports/:id/resolve': 'reports',
  'POST /api/admin/reports/:id/dismiss': 'reports',
  'GET /api/admin/cancellation-requests': 'appointments',
  'GET /api/admin/appointments': 'appointments',
  'GET /api/admin/appointments/:id/cancellation-preview': 'appointments',
  'POST /api/admin/appointments/:id/approve-cancellation': 'appointments',
  'POST /api/admin/appointments/:id/reject-cancellation': 'appointments',
  'POST /api/admin/appointments/:id/confirm': 'appointments',
  'POST /api/admin/appointments/:id/complete': 'appointments',
  'POST /api/admin/appointments/:id/not-attended': 'appointments',
  'POST /api/admin/appointments/:id/therapist-cancellation': 'appointments',
  'GET /api/admin/appointments/:id/cancel-preview': 'appointments',
  'POST /api/admin/appointments/:id/cancel': 'cancelBookings',
  'GET /api/admin/appointments/:id/move-options': 'moveBookings',
  'POST /api/admin/appointments/:id/reschedule': 'moveBookings',
  'GET /api/admin/payments': 'payments',
  'GET /api/admin/refunds': 'refunds',
  'POST /api/admin/refunds/:id/retry': 'refunds',
  'POST /api/admin/payments/:id/refund': 'refunds',
  'GET /api/admin/exports/:kind.csv': 'exports',
  'GET /api/admin/invoices': 'exports',
  'GET /api/admin/invoices/:id.pdf': 'exports',
  'GET /api/admin/messages': 'messages',
  'POST /api/admin/messages/:id/handled': 'messages',
  'GET /api/admin/newsletter/subscribers': 'newsletter',
  'GET /api/admin/newsletter/subscribers.csv': ['newsletter', 'act'],
  'GET /api/admin/account-deletions': 'deletions',
  'POST /api/admin/api-tokens': 'tokens',
  'GET /api/admin/team-security': 'roles',
  'POST /api/admin/team-security': 'roles',
};

/** A body each action accepts, so a served answer is about the id, not the input. */
const BODIES: Record<string, object> = {
  'request-changes': { reason: 'Please add your licence.' },
  reject: { reason: 'No valid licence.' },
  suspend: { reason: 'Under review.', sessions: 'keep' },
  close: { reason: 'Asked us to close it.' },
  verify: { verified: true },
  featured: { featured: false },
  resolve: { note: 'Spoke to the therapist.' },
  dismiss: { note: 'Not a concern.' },
  'therapist-cancellation': { reason: 'Unwell.' },
  disable: { reason: 'Abusive messages.' },
  'reject-cancellation': { reason: 'Too late.' },
  cancel: { reason: 'The therapist is unwell.', refund: 'policy' },
  refund: { reason: 'A goodwill gesture.' },
};
const QUERIES: Record<string, string> = {
  'GET /api/admin/exports/:kind.csv': '?from=1_11_2026&to=30_11_2026',
};

/** Real rows for every kind of id, so a refused action would have had something to change. */
async function scene() {
  const client = await insertClient(ctx.db);
  const pending = await insertTherapist(ctx.db, { status: 'pending', available: false });
  const booking = await bookingScene(ctx);
  const requested = await paidAppointment(ctx, booking, '10:00');
  await queuedClientRequest(ctx, requested.appointmentId);
  const refunded = await paidAppointment(ctx, booking, '11:00');
  await queuedClientRequest(ctx, refunded.appointmentId);
  const owner = await insertClient(ctx.db, { role: 'owner' });
  await adminPost(ctx, owner.token, refunded.appointmentId, 'approve-cancellation');
  const [refund] = await ctx.db.update(refunds).set({ status: 'failed' }).returning();
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, requested.appointmentId));
  const [report] = await ctx.db
    .insert(reports)
    .values({
      accountId: client.account.id,
      therapistId: booking.t.id,
      therapistName: booking.t.name,
      message: 'Late twice',
    })
    .returning();
  const [message] = await ctx.db
    .insert(contactMessages)
    .values({ firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com', message: 'Hello' })
    .returning();
  const [job] = await ctx.db
    .insert(jobs)
    .values({ type: 'mail.send', status: 'dead', attempts: 8, lastError: 'SMTP refused' })
    .returning();
  // The id each kind of route acts on; a route of a new kind gets an unknown id until added.
  const ids: Record<string, string | undefined> = {
    people: client.account.id,
    therapists: pending.id,
    appointments: requested.appointmentId,
    refunds: refund?.id,
    payments: payment?.id,
    reports: report?.id,
    messages: message?.id,
    jobs: job?.id,
  };
  return { owner, ids };
}

/** A first call with a token may note when it was last used: done before a fingerprint. */
const warmUp = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } });

/** The database's fingerprint less the availability read model, which refreshes on its own. */
const dataOf = async () => {
  const fingerprint = await fingerprintQuery(ctx.db);
  return async () =>
    (await fingerprint())
      .split(' ')
      .filter((t) => !/^(availability_version|therapist_availability):/.test(t))
      .join(' ');
};

const callerRoles = ['anonymous', 'client', 'therapist', ...TEAM_ROLES] as const;

describe('every /api/admin route is guarded by the capability it declares', () => {
  it('declares one, listed here, for each route', () => {
    const declared = Object.fromEntries(
      ctx.app.teamRoutes.map((r) => [
        `${r.method} ${r.url}`,
        r.access ? [r.capability, r.access] : r.capability,
      ]),
    );
    expect(ctx.app.teamRoutes.length).toBeGreaterThan(30);
    expect(declared).toEqual(ROUTES);
    // The API documentation says who may call each.
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths['/api/admin/exports/{kind}.csv']?.get?.description).toBe(
      "For the admin team's owner, finance (capability exports).",
    );
    expect(doc.paths['/api/admin/reports/{id}/resolve']?.post?.description).toBe(
      "For the admin team's owner, support (capability reports).",
    );
  });

  it('answers 401 signed out, 403 to a role without it (changing nothing), and serves the rest', async () => {
    const { owner, ids } = await scene();
    const tokens: Record<string, string | undefined> = { anonymous: undefined, owner: owner.token };
    for (const role of ['client', 'therapist', 'finance', 'support'] as const)
      tokens[role] = (await insertClient(ctx.db, { role })).token;
    for (const token of Object.values(tokens)) if (token) await warmUp(token);
    // What a request owns, not the availability read model a background refresh may write at
    // any moment (a refused call once counted as a change when a refresh landed during it).
    const fingerprint = await dataOf();

    const seen: string[] = [];
    const wanted: string[] = [];
    for (const { method, url, capability, access } of ctx.app.teamRoutes) {
      const name = `${method} ${url}`;
      const kind = url.split('/')[3] ?? '';
      const action = url.split('/').at(-1) ?? '';
      const target = (id: string) =>
        url.replace(':id', id).replace(':kind', 'payments') + (QUERIES[name] ?? '');
      const call = (role: (typeof callerRoles)[number], id: string) =>
        ctx.app.inject({
          method: method as 'GET' | 'POST',
          url: target(id),
          headers: tokens[role] ? { token: tokens[role] } : {},
          ...(method === 'POST' ? { payload: BODIES[action] ?? {} } : {}),
        });
      const mayCall = (role: (typeof callerRoles)[number]) =>
        teamMay(role, capability, access ?? accessOfMethod(method));

      // Refusals first, each aimed at a real row: the data must stay exactly as it was. Work an
      // earlier call left behind its answer (a read-model refresh) lands before the snapshot.
      await ctx.app.booking.availabilityModel?.settled();
      const before = await fingerprint();
      for (const role of callerRoles.filter((r) => !mayCall(r))) {
        const res = await call(role, ids[kind] ?? UNKNOWN_ID);
        const body = res.json();
        seen.push(`${name} ${role} → ${res.statusCode} ${body.success} ${body.code}`);
        wanted.push(
          `${name} ${role} → ${role === 'anonymous' ? '401 false NOT_SIGNED_IN' : '403 false FORBIDDEN'}`,
        );
      }
      const after = await fingerprint();
      // Names the tables that changed, so a refusal that writes says where.
      const was = before.split(' ');
      const changed = after
        .split(' ')
        .filter((part, i) => part !== was[i])
        .map((part) => part.split(':')[0]);
      seen.push(
        `${name}: refusals ${changed.length > 0 ? `changed ${changed.join(', ')}` : 'changed nothing'}`,
      );
      wanted.push(`${name}: refusals changed nothing`);

      // The roles it is granted to are served (on an unknown id, so nothing changes here either).
      for (const role of callerRoles.filter(mayCall)) {
        const res = await call(role, UNKNOWN_ID);
        seen.push(
          `${name} ${role} → ${[401, 403].includes(res.statusCode) ? res.statusCode : 'served'}`,
        );
        wanted.push(`${name} ${role} → served`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});

describe("the team's own cancellation", () => {
  it('lets support refund only what the policy gives, finance cancel nothing; any refund is an owner’s', async () => {
    const { ids, owner } = await scene();
    const tokens = {
      support: (await insertClient(ctx.db, { role: 'support' })).token,
      finance: (await insertClient(ctx.db, { role: 'finance' })).token,
      owner: owner.token,
    };
    for (const token of Object.values(tokens)) await warmUp(token);
    const fingerprint = await dataOf();
    const before = await fingerprint();
    const cancel = (role: keyof typeof tokens, refund: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${ids.appointments}/cancel`,
        headers: { token: tokens[role] },
        payload: { reason: 'The therapist is unwell.', refund },
      });
    for (const refund of ['full', 'none']) {
      const res = await cancel('support', refund);
      expect(res.statusCode, refund).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const refund of ['policy', 'full']) {
      const res = await cancel('finance', refund);
      expect(res.statusCode, refund).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await fingerprint()).toBe(before);
    const byOwner = await cancel('owner', 'full');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});

describe('closing an account', () => {
  it('is an owner’s act, with a reason of at least three words', async () => {
    const { owner } = await scene();
    const person = await insertClient(ctx.db);
    const close = (token: string, reason: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/people/${person.account.id}/close`,
        headers: { token },
        payload: { reason },
      });
    const team = {
      support: (await insertClient(ctx.db, { role: 'support' })).token,
      finance: (await insertClient(ctx.db, { role: 'finance' })).token,
    };
    for (const token of [...Object.values(team), owner.token]) await warmUp(token);
    const fingerprint = await dataOf();
    const before = await fingerprint();
    for (const role of ['support', 'finance'] as const) {
      const res = await close(team[role], 'Asked us to close it.');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const reason of ['x', '  two words  ']) {
      const res = await close(owner.token, reason);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'REASON_TOO_SHORT',
        field: 'reason',
        message: 'Please give the reason in a few words (at least 3).',
      });
    }
    expect(await fingerprint()).toBe(before);
    const done = await close(owner.token, '  Asked us twice by mail ');
    expect(done.statusCode, done.body).toBe(200);
  });
});
