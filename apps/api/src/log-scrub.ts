/**
 * Personal data and secrets never reach a log line, whoever logs them: every argument of every
 * log call goes through `scrubLogValue` (wired in logging.ts). Database errors are the usual
 * carrier: Drizzle appends the query's parameters to the message (and so to the stack), and
 * PostgreSQL's `detail` repeats a failing row. Errors are reduced to fields that name what
 * failed (type, code, constraint, the SQL text without parameters, stack frames), never what
 * the values were.
 */

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const PASSWORD_HASH = /\$(argon2(?:id|i|d)|scrypt|2[aby])\$[^\s"',)]+/g;
/** Session and reset tokens (base64url or hex, 256 bits) and their hashes; UUIDs are shorter. */
const LONG_SECRET = /[A-Za-z0-9_-]{40,}/g;
const PHONE = /\+?\d[\d ()-]{8,}\d/g;
const QUOTED_VALUE = /"[^"\n]*"|'[^'\n]*'/g;
const PARAMS = /\n?\s*params:[\s\S]*$/;
const FRAME = /^\s+at /;

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** Paths whose segment after the prefix is a secret key: a calendar feed's token is its address. */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?#]*/;

/**
 * The path of a request as it may be logged: no query string, a secret path segment (a feed's
 * token, whole or mistyped) masked, and anything else that looks like a secret scrubbed.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return scrubText(path.replace(SECRET_PATH, '$1[secret]'));
}

/** Masks values that look like personal data or secrets inside free text; ids stay readable. */
export function scrubText(text: string): string {
  const withoutParams = text.replace(PARAMS, '');
  return withoutParams
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : scrubFragment(part)))
    .join('');
}

function scrubFragment(text: string): string {
  return text
    .replace(PASSWORD_HASH, '[hash]')
    .replace(EMAIL, '[email]')
    .replace(LONG_SECRET, '[secret]')
    .replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 10 ? '[phone]' : m));
}

/** An error's own words, minus any value it quotes (PostgreSQL quotes the offending input). */
function errorMessage(message: string): string {
  const withoutParams = message.replace(PARAMS, '');
  // Drizzle's "Failed query: <sql>" keeps the SQL text: it holds placeholders, not values.
  if (withoutParams.startsWith('Failed query:')) return scrubText(withoutParams);
  return scrubText(withoutParams.replace(QUOTED_VALUE, '"…"'));
}

const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;

function scrubError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.name,
    message: errorMessage(String(error.message ?? '')),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof error.stack === 'string') {
    out.stack = error.stack
      .split('\n')
      .filter((line) => FRAME.test(line))
      .slice(0, 10)
      .map(scrubText)
      .join('\n');
  }
  if (error.cause !== undefined) out.cause = scrubLogValue(error.cause, depth + 1);
  return out;
}

/** A copy of any logged value with personal data and secrets masked. */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[truncated]';
  if (value instanceof Error) return scrubError(value, depth);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => scrubLogValue(v, depth + 1));
  // Fastify's request and reply objects go to their own serializers (path, id, status only).
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = scrubLogValue(v, depth + 1);
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
