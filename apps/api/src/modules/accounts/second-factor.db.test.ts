import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, recoveryCodes, secondFactors } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { hashPassword } from './accounts.module';

const ctx = useTestApp();
const PASSWORD = 'Team#Secret2026';

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: token ? { token } : {} });
const login = (email: string, otp?: string) =>
  call('POST', '/api/user/login', undefined, {
    email,
    password: PASSWORD,
    ...(otp ? { otp } : {}),
  });

/** The code an authenticator app shows for this secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function teamMember(role: 'owner' | 'finance' | 'support' = 'support') {
  const member = await insertClient(ctx.db, { role, passwordHash: await hashPassword(PASSWORD) });
  return { ...member, email: member.account.email };
}

async function factorOf(member: { account: { id: string } }) {
  const [row] = await ctx.db
    .select()
    .from(secondFactors)
    .where(eq(secondFactors.accountId, member.account.id));
  return row!;
}

async function turnOn(token: string) {
  const setup = await call('POST', '/api/user/second-factor/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json<{ secret: string; uri: string }>();
  const confirmed = await call('POST', '/api/user/second-factor/confirm', token, {
    code: codeOf(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    secret,
    uri,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

describe('the team’s second factor', () => {
  it('is set up with a secret shown as text and an otpauth URI, confirmed by a first code', async () => {
    const member = await teamMember();
    const before = await call('GET', '/api/user/second-factor', member.token);
    expect(before.json()).toMatchObject({ enabled: false, required: false });

    const setup = await call('POST', '/api/user/second-factor/setup', member.token);
    const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code an authenticator app scans: an SVG drawing of the URI's modules.
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(qrSvg).toContain('<path');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(uri).toContain('digits=6');
    const wrong = await call('POST', '/api/user/second-factor/confirm', member.token, {
      code: codeOf(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: 'SECOND_FACTOR_WRONG' });

    const ok = await call('POST', '/api/user/second-factor/confirm', member.token, {
      code: codeOf(secret),
    });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Recovery codes are stored hashed only.
    const stored = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, member.account.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect((await call('GET', '/api/user/second-factor', member.token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Once on, a second set-up cannot quietly replace it.
    expect((await call('POST', '/api/user/second-factor/setup', member.token)).statusCode).toBe(
      409,
    );
  });

  it('sign-in then needs the code; a wrong or replayed code is refused', async () => {
    const member = await teamMember('finance');
    const { secret } = await turnOn(member.token);

    const bare = await login(member.email);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({
      success: false,
      code: 'SECOND_FACTOR_REQUIRED',
      secondFactorRequired: true,
    });
    expect(bare.body).not.toContain('"token"');

    const next = codeOf(secret, 1);
    const wrong = await login(member.email, next === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('SECOND_FACTOR_WRONG');

    const ok = await login(member.email, next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    // The same code does not open a second session.
    expect((await login(member.email, next)).json().code).toBe('SECOND_FACTOR_WRONG');
  });

  it('a recovery code signs in once', async () => {
    const member = await teamMember();
    const { recoveryCodes: codes } = await turnOn(member.token);
    const first = await login(member.email, codes[0]!.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await login(member.email, codes[0]);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SECOND_FACTOR_WRONG');
    expect((await call('GET', '/api/user/second-factor', member.token)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('clients and therapists sign in with the password alone and have no set-up', async () => {
    const client = await insertClient(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    expect((await login(client.account.email)).statusCode).toBe(200);
    expect((await call('POST', '/api/user/second-factor/setup', client.token)).statusCode).toBe(
      403,
    );
  });

  it('an owner may require it of every team member: until set up, only the set-up opens', async () => {
    const owner = await teamMember('owner');
    const member = await teamMember('support');
    expect((await call('GET', '/api/admin/people?q=client', member.token)).statusCode).toBe(200);

    // An owner without a factor of their own cannot lock the team (and themselves) out.
    const early = await call('POST', '/api/admin/team-security', owner.token, {
      requireSecondFactor: true,
    });
    expect(early.statusCode).toBe(409);
    await turnOn(owner.token);
    const rule = await call('POST', '/api/admin/team-security', owner.token, {
      requireSecondFactor: true,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // Support may not change the rule.
    expect(
      (await call('POST', '/api/admin/team-security', member.token, { requireSecondFactor: false }))
        .statusCode,
    ).toBe(403);

    const blocked = await call('GET', '/api/admin/people?q=client', member.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
    expect((await call('GET', '/api/user/second-factor', member.token)).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    await turnOn(member.token);
    expect((await call('GET', '/api/admin/people?q=client', member.token)).statusCode).toBe(200);
    const [factor] = await ctx.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.accountId, member.account.id));
    expect(factor?.confirmedAt).toBeInstanceOf(Date);

    await call('POST', '/api/admin/team-security', owner.token, { requireSecondFactor: false });
  });

  it('an owner resets a member who lost their factor: sessions end, the password alone signs in, audited', async () => {
    const owner = await teamMember('owner');
    const member = await teamMember('support');
    await turnOn(member.token);
    const reset = (token: string, id: string, reason: unknown = 'Lost phone and codes') =>
      call('POST', `/api/admin/people/${id}/second-factor/reset`, token, { reason });

    const page = await call('GET', `/api/admin/people/${member.account.id}`, owner.token);
    expect(page.json().secondFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Support may not, nobody resets their own, a reason is required, an unknown id is 404.
    const other = await teamMember('support');
    expect((await reset(other.token, member.account.id)).statusCode).toBe(403);
    await turnOn(owner.token);
    const ownerSignedIn = await login(owner.email, codeOf((await factorOf(owner)).secret, 1));
    const ownerToken = ownerSignedIn.json<{ token: string }>().token;
    expect((await reset(ownerToken, owner.account.id)).statusCode).toBe(409);
    expect((await reset(ownerToken, member.account.id, '')).statusCode).toBe(400);
    expect((await reset(ownerToken, 'not-an-id')).statusCode).toBe(404);

    const done = await reset(ownerToken, member.account.id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await call('GET', '/api/user/second-factor', member.token)).statusCode).toBe(401);
    const again = await login(member.email);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.accountId, member.account.id)),
    ).toEqual([]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.second_factor_reset'));
    expect(audit).toEqual([
      expect.objectContaining({
        entityId: member.account.id,
        data: { reason: 'Lost phone and codes' },
      }),
    ]);
    // Nothing left to reset.
    expect((await reset(ownerToken, member.account.id)).statusCode).toBe(409);
  });
});
