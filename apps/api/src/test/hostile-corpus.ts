import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { DEV_HUMAN_TOKEN } from '../adapters/human-check/dev';
import { mulberry32 } from '../db/seed/prng';

/**
 * Bad requests derived from the OpenAPI document: for every route, the body, query and path
 * parameters its schema declares, broken one way at a time (wrong types, missing and extra
 * fields, huge strings, deep JSON, NUL and lone surrogates, injection strings, bad ids and
 * dates, wrong content types). Deterministic: a seeded generator picks a bounded sample.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/doctor/by-id/{id} */
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  pathParams: string[];
}

export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return ops;
}

/** mulberry32: a small, seeded generator so every run sends the same requests. */
export function seeded(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    sample<T>(items: T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; drop table accounts; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%s%s%s%n',
  '\\\\u0000',
];
const BAD_IDS = [
  'x',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "1' OR '1'='1",
  'a'.repeat(65),
  '1e309',
  '%2e%2e%2f',
];
const BAD_DATES = [
  '31_2_2026',
  '0_0_0',
  '1_13_2026',
  '29_2_2025',
  '1_1_99999',
  '2026-01-01',
  '1_1_1900',
];
const BAD_TIMES = ['25:00', '10:60', '-1:00', '9:00', '10:00:00', '24:00'];
const WRONG_TYPES: unknown[] = [
  123,
  -1.5,
  true,
  null,
  [],
  ['a', 'b'],
  { $gt: '' },
  { nested: { deep: 1 } },
];
const UNSAFE = ['a\u0000b', '\uD800', 'x\uDFFFy'];
const HUGE = 'A'.repeat(70_000);
const LONG = 'B'.repeat(5_000);

/** A plausible valid value for a field, so that one broken field reaches as deep as it can. */
export function baseValue(name: string, schema: JsonSchema, ctx: { therapistId: string }): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const n = name.toLowerCase();
  if (n.includes('email')) return 'hostile.base@example.in';
  if (n.includes('password')) return 'Hostile#Pass2026';
  if (n === 'turnstiletoken') return DEV_HUMAN_TOKEN;
  if (n.includes('phone')) return '9876543210';
  if (n === 'username') return 'hostile_base';
  if (n.includes('name')) return 'Asha Rao';
  if (n === 'message' || n === 'reason') return 'A message long enough for every minimum length.';
  if (n === 'docid' || n === 'therapistid' || n === 'id') return ctx.therapistId;
  if (n === 'slotdate') return toSlotDateKey(addIstDays(istToday(new Date()), 1));
  if (n === 'slottime') return '10:00';
  if (n === 'sessiontype') return 'online';
  if (n === 'token') return 'x'.repeat(43);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'abc';
}

function fieldVariants(name: string): Array<[string, unknown]> {
  const n = name.toLowerCase();
  const out: Array<[string, unknown]> = [
    ...WRONG_TYPES.map((v, i): [string, unknown] => [`wrong type ${i}`, v]),
    ...UNSAFE.map((v, i): [string, unknown] => [`unsafe text ${i}`, v]),
    ...INJECTIONS.map((v, i): [string, unknown] => [`injection ${i}`, v]),
    ['huge string', HUGE],
    ['long string', LONG],
    ['empty string', ''],
    ['whitespace', '   \t\n '],
    ['emoji and scripts', '😀 नमस्ते తెలుగు \u202e'],
  ];
  if (n.includes('id')) out.push(...BAD_IDS.map((v, i): [string, unknown] => [`bad id ${i}`, v]));
  if (n.includes('date'))
    out.push(...BAD_DATES.map((v, i): [string, unknown] => [`bad date ${i}`, v]));
  if (n.includes('time'))
    out.push(...BAD_TIMES.map((v, i): [string, unknown] => [`bad time ${i}`, v]));
  if (n.includes('email'))
    out.push(['bad email', 'not-an-email'], ['email with NUL', 'a\u0000@example.in']);
  return out;
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'x');

/** Every bad request for one operation (the caller samples a bounded number of them). */
export function hostileRequests(op: Operation, ctx: { therapistId: string }): HostileRequest[] {
  const out: HostileRequest[] = [];
  const validParams = Object.fromEntries(
    op.pathParams.map((p) => [p, String(baseValue(p, {}, ctx))]),
  );
  const url = fill(op.path, validParams);
  const json = { 'content-type': 'application/json' };
  const add = (label: string, u: string, headers: Record<string, string>, payload?: string) =>
    out.push({
      label: `${op.method} ${op.path}: ${label}`,
      method: op.method,
      url: u,
      headers,
      payload,
    });

  for (const param of op.pathParams) {
    const encoded = [...BAD_IDS, ...INJECTIONS].map(encodeURIComponent);
    for (const [i, bad] of [...encoded, 'a%00b', '%ED%A0%80', '%C0%AF'].entries()) {
      add(
        `path ${param} #${i}`,
        fill(op.path, { ...validParams, [param]: bad }),
        {},
        op.method === 'GET' ? undefined : '{}',
      );
    }
  }
  for (const name of Object.keys(op.query)) {
    const values = [
      '%00',
      '%ED%A0%80',
      'a'.repeat(5000),
      '-1',
      'NaN',
      '1e309',
      ...INJECTIONS.map(encodeURIComponent),
    ];
    for (const [i, v] of values.entries()) add(`query ${name} #${i}`, `${url}?${name}=${v}`, {});
    add(`query ${name} repeated`, `${url}?${Array(50).fill(`${name}=x`).join('&')}`, {});
  }
  if (op.method === 'GET') {
    add('unknown query', `${url}?__proto__[x]=1&constructor[prototype][x]=1`, {});
    return out;
  }

  const props = op.body?.properties ?? {};
  const base = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, baseValue(k, s, ctx)]));
  for (const name of Object.keys(props)) {
    const { [name]: _dropped, ...missing } = base;
    add(`body ${name} missing`, url, json, JSON.stringify(missing));
    for (const [label, value] of fieldVariants(name)) {
      add(`body ${name} ${label}`, url, json, JSON.stringify({ ...base, [name]: value }));
    }
  }
  const whole: Array<[string, string | undefined, Record<string, string>]> = [
    ['empty object', '{}', json],
    ['array', '[]', json],
    ['null', 'null', json],
    ['string', '"x"', json],
    ['number', '42', json],
    ['invalid json', '{"a":', json],
    ['deep json', deepJson(5000), json],
    [
      'deep field',
      JSON.stringify({ ...base, [Object.keys(props)[0] ?? 'a']: JSON.parse(deepJson(200)) }),
      json,
    ],
    [
      'extra fields',
      JSON.stringify({ ...base, isAdmin: true, role: 'admin', __proto__x: 1 }),
      json,
    ],
    ['proto pollution', `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`, json],
    ['no body', undefined, {}],
    ['text/plain', JSON.stringify(base), { 'content-type': 'text/plain' }],
    ['form encoded', 'email=a%40b.in', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['xml', '<a/>', { 'content-type': 'application/xml' }],
    ['json utf-16', JSON.stringify(base), { 'content-type': 'application/json; charset=utf-16' }],
    ['huge body', JSON.stringify({ ...base, pad: HUGE }), json],
  ];
  for (const [label, payload, headers] of whole) add(label, url, headers, payload);
  return out;
}
