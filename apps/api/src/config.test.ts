import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the embedded demo by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.payments.provider).toBe('simulated');
    expect(config.humanCheck.kind).toBe('dev');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.listingCutoff.toISOString()).toBe('2025-10-31T18:30:00.000Z');
  });

  it('invoices as the demo seller at 18% by default, and checks the tax settings it is given', () => {
    expect(loadConfig({}).invoices).toEqual({
      seller: {
        name: 'Manas Care Private Limited',
        address: '2nd Floor, Sai Towers, Dwaraka Nagar, Visakhapatnam, Andhra Pradesh 530016',
        gstin: '37AAJCM4821K1Z6',
        stateCode: '37',
      },
      sacCode: '998599',
      rateBasisPoints: 1800,
      invoicePrefix: 'MC',
      creditNotePrefix: 'MCCN',
    });
    const set = loadConfig({
      INVOICE_SELLER_GSTIN: '29AAJCM4821K1Z2',
      GST_RATE_PERCENT: '12.5',
      INVOICE_PREFIX: 'INV',
    }).invoices;
    expect([set.seller.stateCode, set.rateBasisPoints, set.invoicePrefix]).toEqual([
      '29',
      1250,
      'INV',
    ]);
    expect(problemsOf({ INVOICE_SELLER_GSTIN: 'not-a-gstin' })[0]).toMatch(/^INVOICE_SELLER_GSTIN/);
    expect(problemsOf({ INVOICE_PREFIX: 'TOOLONG' })[0]).toMatch(/^INVOICE_PREFIX/);
    expect(problemsOf({ GST_RATE_PERCENT: '18.123' })[0]).toMatch(/^GST_RATE_PERCENT/);
    expect(problemsOf({ CREDIT_NOTE_PREFIX: 'MC' })[0]).toMatch(/^CREDIT_NOTE_PREFIX/);
  });

  it('does not seed a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('shares Redis under a key prefix, and keeps uploads local unless a bucket is named', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'manas-prod:' }).redisKeyPrefix).toBe('manas-prod:');
    expect(loadConfig({}).storage).toEqual({ kind: 'local', dir: 'data/uploads' });
    expect(loadConfig({ S3_BUCKET: 'manas-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'manas-uploads',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'manas-uploads',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ region: 'auto', forcePathStyle: false });
  });

  it.each([
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
    [{ S3_BUCKET: 'x' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'manas-uploads', S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ S3_REGION: 'ap-south-1' }, 'S3_BUCKET'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ HUMAN_CHECK: 'turnstile' }, 'TURNSTILE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ LISTING_CUTOFF: 'soon' }, 'LISTING_CUTOFF'],
  ])('rejects %j naming %s', (env, name) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(name);
  });

  it('refuses offline stand-ins in production unless allowed', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/PAYMENTS_PROVIDER=simulated.*HUMAN_CHECK=dev/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_OFFLINE_STANDINS: 'true' }),
    ).not.toThrow();
  });

  it('meets on public rooms by default, or signs room tokens for a self-hosted Jitsi', () => {
    expect(loadConfig({}).videoRooms).toEqual({
      kind: 'public',
      baseUrl: 'https://meet.jit.si',
      siteName: 'Manas Care',
    });
    const secret = 's'.repeat(32);
    const signed = { VIDEO_ROOM_URL: 'https://meet.care.example/', VIDEO_ROOM_APP_ID: 'care' };
    expect(loadConfig({ ...signed, VIDEO_ROOM_SECRET: secret }).videoRooms).toEqual({
      kind: 'signed',
      baseUrl: 'https://meet.care.example',
      siteName: 'Manas Care',
      domain: 'meet.care.example',
      appId: 'care',
      secret,
    });
    const domain = { ...signed, VIDEO_ROOM_SECRET: secret, VIDEO_ROOM_DOMAIN: 'xmpp.care' };
    expect(loadConfig(domain).videoRooms).toMatchObject({ domain: 'xmpp.care' });
    expect(problemsOf(signed)).toEqual([
      'VIDEO_ROOM_SECRET: VIDEO_ROOM_APP_ID and VIDEO_ROOM_SECRET are set together (or neither)',
    ]);
    expect(problemsOf({ ...signed, VIDEO_ROOM_SECRET: 'short' }).join()).toContain(
      'at least 32 characters',
    );
    expect(problemsOf({ VIDEO_ROOM_APP_ID: 'care', VIDEO_ROOM_SECRET: secret }).join()).toContain(
      'VIDEO_ROOM_URL must be your own Jitsi server',
    );
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://care.example/' }).publicUrl).toBe(
      'https://care.example',
    );
  });
});
