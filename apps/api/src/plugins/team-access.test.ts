import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authPlugin, type Role } from './auth';
import { registerErrorHandling } from './errors';
import { team, teamAccessPlugin } from './team-access';

/** Tokens are role names here: the `token` header says who calls. */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(authPlugin, {
    resolveCaller: async (token) => ({ accountId: token, role: token as Role, sessionId: token }),
  });
  await app.register(teamAccessPlugin);
  register(app);
  await app.ready();
  return app;
}

const call = (
  app: Awaited<ReturnType<typeof appWith>>,
  method: 'GET' | 'HEAD' | 'POST',
  url: string,
  role?: string,
) =>
  app.inject({
    method,
    url,
    headers: role ? { token: role } : {},
    payload: method === 'POST' ? { n: 'x' } : undefined,
  });

describe('team routes', () => {
  it('refuses to start with an /api/admin route that declares no capability', async () => {
    await expect(
      appWith((app) => app.get('/api/admin/forgotten', async () => ({ ok: true }))),
    ).rejects.toThrow('GET /api/admin/forgotten must declare its team capability');
    await expect(
      appWith((app) => app.post('/api/admin', async () => ({ ok: true }))),
    ).rejects.toThrow('POST /api/admin must declare its team capability');
    // A name that only begins alike is not the team's.
    const other = await appWith((app) => app.get('/api/administrators-guide', async () => 'ok'));
    expect((await call(other, 'GET', '/api/administrators-guide')).statusCode).toBe(200);
    await other.close();
  });

  it('refuses a capability on a route outside /api/admin', async () => {
    await expect(
      appWith((app) => app.get('/api/elsewhere', { config: team('audit') }, async () => ({}))),
    ).rejects.toThrow('not a team route');
  });

  it('reads with GET and HEAD, acts with POST, and checks before the body is parsed', async () => {
    let ran = 0;
    const app = await appWith((a) => {
      a.get('/api/admin/reports', { config: team('reports') }, async () => ({ ok: ++ran }));
      a.post(
        '/api/admin/reports/:id/resolve',
        {
          config: team('reports'),
          preValidation: async () => {
            ran += 100;
          },
        },
        async () => ({ ok: ++ran }),
      );
      a.get('/api/admin/list.csv', { config: team('newsletter', 'act') }, async () => 'csv');
    });
    expect(app.teamRoutes).toEqual([
      { method: 'GET', url: '/api/admin/reports', capability: 'reports' },
      { method: 'POST', url: '/api/admin/reports/:id/resolve', capability: 'reports' },
      { method: 'GET', url: '/api/admin/list.csv', capability: 'newsletter', access: 'act' },
    ]);

    const statuses = async (method: 'GET' | 'HEAD' | 'POST', url: string) => {
      const out: Record<string, number> = {};
      for (const who of [undefined, 'client', 'therapist', 'owner', 'finance', 'support'])
        out[who ?? 'anonymous'] = (await call(app, method, url, who)).statusCode;
      return out;
    };
    const readable = {
      anonymous: 401,
      client: 403,
      therapist: 403,
      owner: 200,
      finance: 200,
      support: 200,
    };
    expect(await statuses('GET', '/api/admin/reports')).toEqual(readable);
    expect(await statuses('HEAD', '/api/admin/reports')).toEqual(readable);
    ran = 0;
    expect(await statuses('POST', '/api/admin/reports/1/resolve')).toEqual({
      ...readable,
      finance: 403,
    });
    // Two callers got through: the refused four never reached validation or the handler.
    expect(ran).toBe(202);
    expect(await statuses('GET', '/api/admin/list.csv')).toEqual({
      ...readable,
      finance: 403,
      support: 403,
    });
    const refused = await call(app, 'POST', '/api/admin/reports/1/resolve', 'finance');
    expect(refused.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: expect.any(String),
    });
    await app.close();
  });
});
