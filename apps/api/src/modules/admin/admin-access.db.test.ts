import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';

const ctx = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * What an admin gets from each route on an empty database: lists answer 200, actions on an id that
 * does not exist answer 404. A route not listed here is still checked for 401/403 and must not
 * answer either of them to an admin.
 */
const ADMIN_ANSWERS: Record<string, number> = {
  'GET /api/admin/overview': 200,
  'GET /api/admin/audit': 200,
  'GET /api/admin/jobs/dead': 200,
  'POST /api/admin/jobs/{id}/retry': 404,
  'GET /api/admin/applications': 200,
  'GET /api/admin/therapists': 200,
  'POST /api/admin/therapists/{id}/approve': 404,
  'POST /api/admin/therapists/{id}/request-changes': 404,
  'POST /api/admin/therapists/{id}/reject': 404,
  'POST /api/admin/therapists/{id}/suspend': 404,
  'POST /api/admin/therapists/{id}/restore': 404,
  'POST /api/admin/therapists/{id}/verify': 404,
  'POST /api/admin/therapists/{id}/featured': 404,
  'GET /api/admin/documents': 200,
  'GET /api/admin/documents/{id}': 404,
  'GET /api/admin/documents/{id}/file': 404,
  'POST /api/admin/documents/{id}/accept': 404,
  'POST /api/admin/documents/{id}/reject': 404,
  'GET /api/admin/reports': 200,
  'POST /api/admin/reports/{id}/resolve': 404,
  'POST /api/admin/reports/{id}/dismiss': 404,
  'GET /api/admin/cancellation-requests': 200,
  'GET /api/admin/appointments': 200,
  'GET /api/admin/appointments/{id}/cancellation-preview': 404,
  'POST /api/admin/appointments/{id}/approve-cancellation': 404,
  'POST /api/admin/appointments/{id}/reject-cancellation': 404,
  'POST /api/admin/appointments/{id}/confirm': 404,
  'POST /api/admin/appointments/{id}/complete': 404,
  'POST /api/admin/appointments/{id}/not-attended': 404,
  'POST /api/admin/appointments/{id}/therapist-cancellation': 404,
  'GET /api/admin/payments': 200,
  'GET /api/admin/refunds': 200,
  'POST /api/admin/refunds/{id}/retry': 404,
  'GET /api/admin/messages': 200,
  'POST /api/admin/messages/{id}/handled': 404,
  'GET /api/admin/newsletter/subscribers': 200,
  'GET /api/admin/newsletter/subscribers.csv': 200,
  'POST /api/admin/api-tokens': 200,
  'GET /api/admin/people': 200,
  'GET /api/admin/people/{id}': 404,
  'POST /api/admin/people/{id}/disable': 404,
  'POST /api/admin/people/{id}/enable': 404,
  'POST /api/admin/people/{id}/sign-out-everywhere': 404,
};

/** A body each action accepts, so an admin's answer is about the id, not the input. */
const BODIES: Record<string, object> = {
  'request-changes': { reason: 'Please add your licence.' },
  reject: { reason: 'No valid licence.' },
  suspend: { reason: 'Under review.' },
  verify: { verified: true },
  featured: { featured: false },
  resolve: { note: 'Spoke to the therapist.' },
  dismiss: { note: 'Not a concern.' },
  'therapist-cancellation': { reason: 'Unwell.' },
  disable: { reason: 'Abusive messages.' },
};

function adminRoutes(): Array<{ method: 'GET' | 'POST'; path: string }> {
  const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', path })),
    );
}

describe('every /api/admin route checks the role on the server', () => {
  it('answers 401 signed out, 403 to a client and a therapist, and serves an admin', async () => {
    const routes = adminRoutes();
    // Every route the table names exists, and the table covers at least these.
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(Object.keys(ADMIN_ANSWERS)));

    const client = await insertClient(ctx.db);
    const therapist = await insertClient(ctx.db, { role: 'therapist' });
    const admin = await insertClient(ctx.db, { role: 'admin' });
    const callers = [
      { who: 'anonymous', token: undefined, expected: () => 401 },
      { who: 'client', token: client.token, expected: () => 403 },
      { who: 'therapist', token: therapist.token, expected: () => 403 },
      {
        who: 'admin',
        token: admin.token,
        expected: (name: string) => ADMIN_ANSWERS[name] ?? 'served',
      },
    ];

    const seen: string[] = [];
    const wanted: string[] = [];
    for (const { method, path } of routes) {
      const name = `${method} ${path}`;
      const action = path.split('/').at(-1) ?? '';
      const url = path.replace('{id}', UNKNOWN_ID);
      for (const caller of callers) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: caller.token ? { token: caller.token } : {},
          ...(method === 'POST' ? { payload: BODIES[action] ?? {} } : {}),
        });
        const expected = caller.expected(name);
        const got =
          expected === 'served' && ![401, 403].includes(res.statusCode) ? 'served' : res.statusCode;
        seen.push(`${name} ${caller.who} → ${got}`);
        wanted.push(`${name} ${caller.who} → ${expected}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
