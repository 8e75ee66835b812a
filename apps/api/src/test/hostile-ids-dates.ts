import type { JsonSchema } from './hostile-corpus';

/**
 * Requests that break one id or one date at a time while every other field is well formed:
 * a path id, a body id (also inside a nested choice such as `{ slotDate, slotTime }`), a query
 * id, and every date a route takes (slot dates, export ranges).
 */

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface IdDateOperation {
  method: string;
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: JsonSchema;
}

export interface IdDateRequest {
  label: string;
  method: string;
  url: string;
  payload?: string;
}

export const MALFORMED_IDS = [
  'x',
  '0',
  '-1',
  "1' OR '1'='1",
  'a'.repeat(64),
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-00000000000',
  '1e309',
];
export const IMPOSSIBLE_DATES = [
  '31_12_9999',
  '1_1_10000',
  '31_2_2026',
  '29_2_2025',
  '0_0_0',
  '1_13_2026',
  '1_1_0001',
  '1_1_1',
  '31_12_275760',
];

const isId = (name: string) => name === 'id' || /Id$/.test(name);
const isDate = (name: string) => /date$/i.test(name) || ['from', 'to', 'weekStart'].includes(name);

type Ctx = { day: string; id: string };

/** A well-formed value for a field of this schema, so that the broken one reaches the service. */
function valueOf(name: string, schema: JsonSchema, ctx: Ctx): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) {
    const object = schema.anyOf.find((s) => s.type === 'object' || s.properties);
    return valueOf(name, object ?? schema.anyOf[0]!, ctx);
  }
  if (isId(name)) return ctx.id;
  if (isDate(name)) return ctx.day;
  const n = name.toLowerCase();
  if (n.endsWith('time')) return '10:00';
  if (n.includes('email')) return 'sweep@example.in';
  if (n.includes('phone')) return '9876543210';
  if (n.includes('name')) return 'Asha Rao';
  if (n.includes('password')) return 'Sweep#Pass2026';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueOf(k, s, ctx)]),
    );
  }
  if (type === 'array') return schema.items ? [valueOf(name, schema.items, ctx)] : [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'A reason long enough for every minimum length of the product.';
}

export function idDateOperations(doc: OpenApiDoc): IdDateOperation[] {
  const ops: IdDateOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        schema: p.schema ?? {},
        required: p.required ?? p.in === 'path',
      }));
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Every place inside a body where an id or a date sits, as a path of keys. */
function targets(value: unknown, at: string[] = []): Array<{ at: string[]; kind: 'id' | 'date' }> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    ...(isId(k) ? [{ at: [...at, k], kind: 'id' as const }] : []),
    ...(isDate(k) ? [{ at: [...at, k], kind: 'date' as const }] : []),
    ...targets(v, [...at, k]),
  ]);
}

function replaced(value: unknown, at: string[], bad: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let cursor = copy;
  for (const key of at.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  cursor[at.at(-1)!] = bad;
  return copy;
}

/** The requests of one route: nothing when it takes no id and no date. */
export function idDateRequests(op: IdDateOperation, ctx: Ctx): IdDateRequest[] {
  const out: IdDateRequest[] = [];
  const pathValues = Object.fromEntries(
    op.pathParams.map((p) => [p.name, String(valueOf(p.name, p.schema, ctx))]),
  );
  const queryValues = Object.fromEntries(
    op.query.filter((p) => p.required).map((p) => [p.name, String(valueOf(p.name, p.schema, ctx))]),
  );
  const url = (path: Record<string, string>, query: Record<string, string>) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_m, n: string) => encodeURIComponent(path[n]!));
    const qs = new URLSearchParams(query).toString();
    return qs ? `${filled}?${qs}` : filled;
  };
  const body = op.body ? valueOf('body', op.body, ctx) : undefined;
  const payload = op.method === 'GET' ? undefined : JSON.stringify(body ?? {});
  const badOf = (kind: 'id' | 'date') => (kind === 'id' ? MALFORMED_IDS : IMPOSSIBLE_DATES);
  const kindOf = (name: string) => (isId(name) ? 'id' : isDate(name) ? 'date' : null);
  const add = (label: string, u: string, p?: string) =>
    out.push({ label: `${op.method} ${op.path}: ${label}`, method: op.method, url: u, payload: p });

  for (const p of op.pathParams) {
    const kind = kindOf(p.name);
    if (!kind) continue;
    for (const bad of badOf(kind))
      add(`path ${p.name}=${bad}`, url({ ...pathValues, [p.name]: bad }, queryValues), payload);
  }
  for (const p of op.query) {
    const kind = kindOf(p.name);
    if (!kind) continue;
    for (const bad of badOf(kind))
      add(`query ${p.name}=${bad}`, url(pathValues, { ...queryValues, [p.name]: bad }), payload);
  }
  if (op.method !== 'GET' && body !== undefined) {
    for (const t of targets(body)) {
      for (const bad of badOf(t.kind))
        add(
          `body ${t.at.join('.')}=${bad}`,
          url(pathValues, queryValues),
          JSON.stringify(replaced(body, t.at, bad)),
        );
    }
  }
  return out;
}
