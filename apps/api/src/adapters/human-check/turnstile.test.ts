import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createHumanCheck } from './human-check';
import { DEV_HUMAN_TOKEN } from './dev';
import { SITEVERIFY_URL } from './turnstile';

const turnstileConfig = loadConfig({
  HUMAN_CHECK: 'turnstile',
  TURNSTILE_SITE_KEY: 'site-key',
  TURNSTILE_SECRET_KEY: 'secret-key',
  PUBLIC_URL: 'https://www.manascare.example',
});

function fakeFetch(answer: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer), { status }));
}

const good = { success: true, hostname: 'www.manascare.example', action: 'register' };

describe('turnstile human check', () => {
  it('posts secret, response and remoteip form-encoded to siteverify', async () => {
    const fetchImpl = fakeFetch(good);
    const check = createHumanCheck(turnstileConfig, fetchImpl);
    expect(await check.verify('tok-1', { remoteIp: '203.0.113.7' })).toBe(true);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({
      secret: 'secret-key',
      response: 'tok-1',
      remoteip: '203.0.113.7',
    });
  });

  it('omits remoteip when unknown', async () => {
    const fetchImpl = fakeFetch(good);
    await createHumanCheck(turnstileConfig, fetchImpl).verify('tok');
    expect(new URLSearchParams(String(fetchImpl.mock.calls[0]![1]?.body)).has('remoteip')).toBe(
      false,
    );
  });

  it('rejects an unsuccessful answer (invalid, expired or already used token)', async () => {
    const check = createHumanCheck(
      turnstileConfig,
      fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    );
    expect(await check.verify('used-token')).toBe(false);
  });

  it('rejects a token solved on another hostname', async () => {
    const check = createHumanCheck(
      turnstileConfig,
      fakeFetch({ ...good, hostname: 'evil.example' }),
    );
    expect(await check.verify('tok')).toBe(false);
  });

  it('checks the action only when one is asked for', async () => {
    const check = createHumanCheck(turnstileConfig, fakeFetch(good));
    expect(await check.verify('tok', { action: 'register' })).toBe(true);
    expect(await check.verify('tok', { action: 'contact' })).toBe(false);
    expect(await check.verify('tok')).toBe(true);
  });

  it('treats network failure, HTTP errors and junk as "not verified", with a warning', async () => {
    const warn = vi.fn();
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await createHumanCheck(turnstileConfig, down, { warn }).verify('tok')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-key');

    expect(
      await createHumanCheck(turnstileConfig, fakeFetch(good, 500), { warn }).verify('tok'),
    ).toBe(false);
    const junk = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 }));
    expect(await createHumanCheck(turnstileConfig, junk, { warn }).verify('tok')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('does not call Cloudflare for an empty or oversized token', async () => {
    const fetchImpl = fakeFetch(good);
    const check = createHumanCheck(turnstileConfig, fetchImpl);
    expect(await check.verify('')).toBe(false);
    expect(await check.verify('x'.repeat(2049))).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('dev human check', () => {
  it('accepts exactly the dummy token', async () => {
    const fetchImpl = fakeFetch(good);
    const check = createHumanCheck(loadConfig({}), fetchImpl);
    expect(await check.verify(DEV_HUMAN_TOKEN)).toBe(true);
    expect(await check.verify('xxxx.dummy.token.xxxx')).toBe(false);
    expect(await check.verify('')).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
