import { join } from 'node:path';
import { z } from 'zod';
import { NOTICE_KINDS, type NoticeKind } from '@app/domain/notices';
import { DOCUMENT_PREFIX_PATTERN } from '@app/domain/tax-invoice';

const DEMO_RAZORPAY_KEY_ID = 'rzp_test_demo0000000000';
const DEMO_RAZORPAY_KEY_SECRET = 'demo_key_secret_change_me';
const DEMO_RAZORPAY_WEBHOOK_SECRET = 'demo_webhook_secret_change_me';
const DEMO_TWILIO_AUTH_TOKEN = 'demo_twilio_auth_token_change_me';

/** 'kind=id,kind=id': a registered template id per notice kind. */
const templateIds = (name: string) =>
  z.string().transform((v, ctx) => {
    const ids: Partial<Record<NoticeKind, string>> = {};
    for (const pair of v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [kind, id] = pair.split('=').map((p) => p.trim());
      if (!kind || !id || !(NOTICE_KINDS as readonly string[]).includes(kind)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be kind=id pairs of known notice kinds`,
        });
        return z.NEVER;
      }
      ids[kind as NoticeKind] = id;
    }
    return ids;
  });

/** Stand-in template ids of the development outbox: never registered anywhere. */
const demoTemplateIds = (prefix: string) =>
  Object.fromEntries(
    NOTICE_KINDS.map((k, i) => [k, `${prefix}${String(i + 1).padStart(4, '0')}`]),
  ) as Record<NoticeKind, string>;

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      message: `${name} must be true or false`,
    })
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const postgresUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
  } catch {
    return false;
  }
}, 'must look like postgres://user:password@host:5432/database');

const httpUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    TRUST_PROXY: z
      .string()
      .regex(/^(false|true|\d{1,2})$/, 'TRUST_PROXY must be false, true or a number of proxy hops')
      .default('false'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
      .optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').optional(),
    SEED_DEMO: bool('SEED_DEMO').optional(),
    PAYMENTS_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
    RAZORPAY_KEY_ID: z.string().min(1).default(DEMO_RAZORPAY_KEY_ID),
    RAZORPAY_KEY_SECRET: z.string().min(1).default(DEMO_RAZORPAY_KEY_SECRET),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default(DEMO_RAZORPAY_WEBHOOK_SECRET),
    HUMAN_CHECK: z.enum(['dev', 'turnstile']).default('dev'),
    TURNSTILE_SITE_KEY: z.string().optional(),
    TURNSTILE_SECRET_KEY: z.string().optional(),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Manas Care <care@manascare.example>'),
    /** SMS and WhatsApp notices: the stored outbox (default) or Twilio. */
    MESSAGING_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID must be AC and 32 hex digits')
      .default('AC00000000000000000000000000000000'),
    TWILIO_AUTH_TOKEN: z.string().min(1).default(DEMO_TWILIO_AUTH_TOKEN),
    /** Another address for Twilio's REST API (a local stand-in in tests). */
    TWILIO_API_URL: httpUrl.optional(),
    /** The DLT-registered sender id (header) of SMS notices. */
    SMS_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, 'SMS_SENDER_ID must be the 6-letter DLT header')
      .default('MNSCRE'),
    SMS_DLT_TEMPLATE_IDS: templateIds('SMS_DLT_TEMPLATE_IDS').optional(),
    /** The Hindi (Unicode) templates, each registered with DLT under its own id. */
    SMS_DLT_TEMPLATE_IDS_HI: templateIds('SMS_DLT_TEMPLATE_IDS_HI').optional(),
    /** The WhatsApp business number, E.164. */
    WHATSAPP_FROM: z
      .string()
      .regex(/^\+\d{8,15}$/, 'WHATSAPP_FROM must be an E.164 number')
      .default('+919000012345'),
    WHATSAPP_TEMPLATE_SIDS: templateIds('WHATSAPP_TEMPLATE_SIDS').optional(),
    WHATSAPP_TEMPLATE_SIDS_HI: templateIds('WHATSAPP_TEMPLATE_SIDS_HI').optional(),
    REDIS_URL: z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://')
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_KEY_PREFIX may use letters, digits and _ . : -')
      .optional(),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    PUBLIC_URL: httpUrl.optional(),
    LISTING_CUTOFF: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time')
      .default('2025-11-01T00:00:00+05:30'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    ALLOW_OFFLINE_STANDINS: bool('ALLOW_OFFLINE_STANDINS').default(false),
    SITE_NAME: z.string().default('Manas Care'),
    SUPPORT_EMAIL: z.string().default('support@manascare.example'),
    /** The organiser of calendar invites attached to mails: an address nobody signs in with. */
    NO_REPLY_EMAIL: z.string().email().optional(),
    SUPPORT_PHONE: z.string().default('+91 90000 12345'),
    WHATSAPP_NUMBER: z.string().default('919000012345'),
    RESOURCES_URL: httpUrl.default('https://resources.manascare.example'),
    THERAPIST_DASHBOARD_URL: httpUrl.optional(),
    /** Where online sessions meet: a Jitsi Meet server (a room name is appended). */
    VIDEO_ROOM_URL: httpUrl.default('https://meet.jit.si'),
    /**
     * A self-hosted Jitsi with token authentication (decision 0032): its app id and shared secret
     * (HS256), and its XMPP domain (the tokens' `sub`; defaults to VIDEO_ROOM_URL's host).
     */
    VIDEO_ROOM_APP_ID: z.string().optional(),
    VIDEO_ROOM_SECRET: z.string().optional(),
    VIDEO_ROOM_DOMAIN: z.string().optional(),
    POSTAL_ADDRESS: z
      .string()
      .default('2nd Floor, Sai Towers, Dwaraka Nagar, Visakhapatnam, Andhra Pradesh 530016'),
    /** The seller on tax invoices (decision 0050); the address defaults to POSTAL_ADDRESS. */
    INVOICE_SELLER_NAME: z.string().min(1).default('Manas Care Private Limited'),
    INVOICE_SELLER_ADDRESS: z.string().min(1).optional(),
    INVOICE_SELLER_GSTIN: z
      .string()
      .regex(
        /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        'INVOICE_SELLER_GSTIN must be a 15-character GSTIN',
      )
      .default('37AAJCM4821K1Z6'),
    /** The seller's state (two-digit GST code); defaults to the GSTIN's first two digits. */
    INVOICE_SELLER_STATE_CODE: z
      .string()
      .regex(/^\d{2}$/, 'INVOICE_SELLER_STATE_CODE must be a two-digit GST state code')
      .optional(),
    INVOICE_SAC_CODE: z
      .string()
      .regex(/^\d{6}$/, 'INVOICE_SAC_CODE must be a six-digit SAC')
      .default('998599'),
    GST_RATE_PERCENT: z.coerce
      .number({ message: 'GST_RATE_PERCENT must be a number' })
      .min(0, 'GST_RATE_PERCENT must be between 0 and 100')
      .max(100, 'GST_RATE_PERCENT must be between 0 and 100')
      .refine((v) => Number.isInteger(v * 100), 'GST_RATE_PERCENT has at most two decimals')
      .default(18),
    INVOICE_PREFIX: z
      .string()
      .regex(DOCUMENT_PREFIX_PATTERN, 'INVOICE_PREFIX must be 1 to 4 capital letters or digits')
      .default('MC'),
    CREDIT_NOTE_PREFIX: z
      .string()
      .regex(DOCUMENT_PREFIX_PATTERN, 'CREDIT_NOTE_PREFIX must be 1 to 4 capital letters or digits')
      .default('MCCN'),
  })
  .superRefine((env, ctx) => {
    if (env.INVOICE_PREFIX === env.CREDIT_NOTE_PREFIX) {
      ctx.addIssue({
        code: 'custom',
        path: ['CREDIT_NOTE_PREFIX'],
        message: 'CREDIT_NOTE_PREFIX must differ from INVOICE_PREFIX (each is its own series)',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_REGION)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when S3_ENDPOINT or S3_REGION is set',
      });
    }
    if (env.HUMAN_CHECK === 'turnstile' && (!env.TURNSTILE_SECRET_KEY || !env.TURNSTILE_SITE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURNSTILE_SECRET_KEY'],
        message:
          'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are required when HUMAN_CHECK=turnstile',
      });
    }
    if (!env.VIDEO_ROOM_APP_ID !== !env.VIDEO_ROOM_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['VIDEO_ROOM_SECRET'],
        message: 'VIDEO_ROOM_APP_ID and VIDEO_ROOM_SECRET are set together (or neither)',
      });
    }
    if (env.VIDEO_ROOM_SECRET && env.VIDEO_ROOM_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['VIDEO_ROOM_SECRET'],
        message: 'VIDEO_ROOM_SECRET must be at least 32 characters (it signs room tokens)',
      });
    }
    if (env.VIDEO_ROOM_SECRET && new URL(env.VIDEO_ROOM_URL).hostname === 'meet.jit.si') {
      ctx.addIssue({
        code: 'custom',
        path: ['VIDEO_ROOM_URL'],
        message:
          'VIDEO_ROOM_URL must be your own Jitsi server when VIDEO_ROOM_SECRET is set (meet.jit.si accepts no room tokens of yours)',
      });
    }
    if (env.VIDEO_ROOM_DOMAIN && !env.VIDEO_ROOM_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['VIDEO_ROOM_DOMAIN'],
        message: 'VIDEO_ROOM_DOMAIN is used only with VIDEO_ROOM_APP_ID and VIDEO_ROOM_SECRET',
      });
    }
    if (env.MESSAGING_PROVIDER === 'twilio') {
      for (const [name, ids] of [
        ['SMS_DLT_TEMPLATE_IDS', env.SMS_DLT_TEMPLATE_IDS],
        ['SMS_DLT_TEMPLATE_IDS_HI', env.SMS_DLT_TEMPLATE_IDS_HI],
        ['WHATSAPP_TEMPLATE_SIDS', env.WHATSAPP_TEMPLATE_SIDS],
        ['WHATSAPP_TEMPLATE_SIDS_HI', env.WHATSAPP_TEMPLATE_SIDS_HI],
      ] as const) {
        const missing = NOTICE_KINDS.filter((k) => !ids?.[k]);
        if (missing.length > 0)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} needs a registered template for ${missing.join(', ')} when MESSAGING_PROVIDER=twilio`,
          });
      }
    }
    if (env.NODE_ENV === 'production' && !env.ALLOW_OFFLINE_STANDINS) {
      const standIns: string[] = [];
      if (env.PAYMENTS_PROVIDER === 'simulated') standIns.push('PAYMENTS_PROVIDER=simulated');
      if (env.HUMAN_CHECK === 'dev') standIns.push('HUMAN_CHECK=dev');
      if (!env.SMTP_URL) standIns.push('SMTP_URL unset (dev mailbox)');
      if (env.RAZORPAY_KEY_SECRET === DEMO_RAZORPAY_KEY_SECRET)
        standIns.push('RAZORPAY_KEY_SECRET (demo value)');
      if (env.RAZORPAY_WEBHOOK_SECRET === DEMO_RAZORPAY_WEBHOOK_SECRET)
        standIns.push('RAZORPAY_WEBHOOK_SECRET (demo value)');
      if (env.RATE_LIMITS === 'off') standIns.push('RATE_LIMITS=off');
      if (env.MESSAGING_PROVIDER === 'outbox') standIns.push('MESSAGING_PROVIDER=outbox');
      if (env.TWILIO_AUTH_TOKEN === DEMO_TWILIO_AUTH_TOKEN)
        standIns.push('TWILIO_AUTH_TOKEN (demo value)');
      if (standIns.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['NODE_ENV'],
          message: `production refuses offline stand-ins and demo secrets: ${standIns.join(', ')} (set ALLOW_OFFLINE_STANDINS=true to allow)`,
        });
      }
    }
  });

export type Config = ReturnType<typeof toConfig>;

export type VideoRoomsConfig =
  | { kind: 'public'; baseUrl: string; siteName: string }
  | {
      kind: 'signed';
      baseUrl: string;
      siteName: string;
      /** Jitsi's XMPP domain (the tokens' `sub`). */
      domain: string;
      appId: string;
      secret: string;
    };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

function storageConfig(env: z.infer<typeof envSchema>): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', dir: join(env.DATA_DIR, 'uploads') };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    // Self-hosted S3-compatible servers mostly want /bucket/key addresses; AWS wants bucket hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

/** Where online sessions meet: public rooms, or a self-hosted Jitsi that takes signed tokens. */
function videoRoomsConfig(env: z.infer<typeof envSchema>): VideoRoomsConfig {
  const baseUrl = env.VIDEO_ROOM_URL.replace(/\/+$/, '');
  const siteName = env.SITE_NAME;
  if (!env.VIDEO_ROOM_APP_ID || !env.VIDEO_ROOM_SECRET)
    return { kind: 'public', baseUrl, siteName };
  return {
    kind: 'signed',
    baseUrl,
    siteName,
    domain: env.VIDEO_ROOM_DOMAIN ?? new URL(baseUrl).hostname,
    appId: env.VIDEO_ROOM_APP_ID,
    secret: env.VIDEO_ROOM_SECRET,
  };
}

function toConfig(env: z.infer<typeof envSchema>) {
  const embedded = env.DATABASE_URL === undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    /** Client IPs (rate limits) come from X-Forwarded-For only through this many trusted hops. */
    trustProxy:
      env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY === 'false'
          ? false
          : Number(env.TRUST_PROXY),
    dataDir: env.DATA_DIR,
    /**
     * Uploaded photos and documents: local files under DATA_DIR, or an S3-compatible bucket when
     * S3_BUCKET is set (needed as soon as more than one process serves the site). Credentials come
     * from the AWS SDK's own chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or a role.
     */
    storage: storageConfig(env),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO ?? embedded,
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    },
    humanCheck: {
      kind: env.HUMAN_CHECK,
      siteKey: env.TURNSTILE_SITE_KEY,
      secretKey: env.TURNSTILE_SECRET_KEY,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    /** SMS and WhatsApp notices (decision 0052): the provider and each kind's registered template. */
    messaging: {
      provider: env.MESSAGING_PROVIDER,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        apiUrl: env.TWILIO_API_URL,
      },
      sms: {
        senderId: env.SMS_SENDER_ID,
        templateIds: {
          en: { ...demoTemplateIds('1107000000000'), ...env.SMS_DLT_TEMPLATE_IDS },
          hi: { ...demoTemplateIds('1107000000001'), ...env.SMS_DLT_TEMPLATE_IDS_HI },
        },
      },
      whatsapp: {
        from: env.WHATSAPP_FROM,
        templateIds: {
          en: { ...demoTemplateIds('HX0000000000000000000000000'), ...env.WHATSAPP_TEMPLATE_SIDS },
          hi: {
            ...demoTemplateIds('HX0000000000000000000000001'),
            ...env.WHATSAPP_TEMPLATE_SIDS_HI,
          },
        },
      },
    },
    redisUrl: env.REDIS_URL,
    /** Put before every Redis key, so several deployments (or test runs) can share one Redis. */
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? '',
    rateLimits: env.RATE_LIMITS === 'on',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    listingCutoff: new Date(env.LISTING_CUTOFF),
    logLevel: env.LOG_LEVEL,
    site: {
      name: env.SITE_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      noReplyEmail:
        env.NO_REPLY_EMAIL ?? `no-reply@${env.SUPPORT_EMAIL.split('@')[1] ?? 'localhost'}`,
      supportPhone: env.SUPPORT_PHONE,
      whatsappNumber: env.WHATSAPP_NUMBER,
      resourcesUrl: env.RESOURCES_URL.replace(/\/+$/, ''),
      therapistDashboardUrl: env.THERAPIST_DASHBOARD_URL ?? null,
      postalAddress: env.POSTAL_ADDRESS,
    },
    videoRooms: videoRoomsConfig(env),
    invoices: {
      seller: {
        name: env.INVOICE_SELLER_NAME,
        address: env.INVOICE_SELLER_ADDRESS ?? env.POSTAL_ADDRESS,
        gstin: env.INVOICE_SELLER_GSTIN,
        stateCode: env.INVOICE_SELLER_STATE_CODE ?? env.INVOICE_SELLER_GSTIN.slice(0, 2),
      },
      sacCode: env.INVOICE_SAC_CODE,
      rateBasisPoints: Math.round(env.GST_RATE_PERCENT * 100),
      invoicePrefix: env.INVOICE_PREFIX,
      creditNotePrefix: env.CREDIT_NOTE_PREFIX,
    },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  return toConfig(parsed.data);
}
