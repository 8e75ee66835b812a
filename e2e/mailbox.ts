import { expect, type APIRequestContext } from './fixtures';

/** The demo team the embedded server seeds (apps/api/src/db/seed/demo-team.ts): the admin is the owner. */
export const DEMO_ADMIN = { email: 'admin@demo.manascare.example', password: 'DemoAdmin#2026' };
export const DEMO_FINANCE = {
  email: 'finance@demo.manascare.example',
  password: 'DemoFinance#2026',
};
export const DEMO_SUPPORT = {
  email: 'support@demo.manascare.example',
  password: 'DemoSupport#2026',
};

/** A second support member, whose sign-in the second-factor test changes. */
export const DEMO_SUPPORT_EVENING = {
  email: 'support.evening@demo.manascare.example',
  password: 'DemoEvening#2026',
};

export type OutboxMail = { to: string; subject: string; text: string };

/** The dev mailbox answers only an owner's session: sign in as the demo owner, then read it. */
export async function readMailbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const login = await request.post('/api/user/login', { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/dev/mailbox', { headers: { token } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: OutboxMail[] }).mails;
}
