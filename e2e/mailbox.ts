import { expect, type APIRequestContext } from './fixtures';

/** The demo admin the embedded server seeds (apps/api/src/db/seed/seed.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.manascare.example', password: 'DemoAdmin#2026' };

export type OutboxMail = { to: string; subject: string; text: string };

/** The dev mailbox answers only an admin session: sign in as the demo admin, then read it. */
export async function readMailbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/dev/mailbox', { headers: { token } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: OutboxMail[] }).mails;
}
