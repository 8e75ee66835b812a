import type { FastifyInstance, RouteOptions } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@app/domain/error-codes';
import { failureResponse } from '@app/domain/schemas/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The failure codes of this route beyond those every route of its kind may answer. */
    failures?: readonly ErrorCode[];
  }
}

type Schema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  security?: unknown;
  response?: Record<string | number, { describe?: (d: string) => unknown } | undefined>;
};

/** The codes a route may answer: those of its kind (input, sign-in, limits) and its own. */
export function routeFailureCodes(route: Pick<RouteOptions, 'schema' | 'config'>): ErrorCode[] {
  const schema = (route.schema ?? {}) as Schema;
  const config = (route.config ?? {}) as { failures?: readonly ErrorCode[]; rateLimit?: unknown };
  const codes = new Set<ErrorCode>(['INTERNAL']);
  if (schema.body || schema.querystring || schema.params) {
    codes.add('VALIDATION').add('INVALID_INPUT').add('UNSAFE_TEXT');
  }
  if (schema.body) codes.add('TOO_LARGE');
  if (schema.security) codes.add('NOT_SIGNED_IN').add('FORBIDDEN');
  if (config.rateLimit) codes.add('RATE_LIMITED');
  for (const code of config.failures ?? []) codes.add(code);
  return [...codes].sort();
}

/**
 * The OpenAPI document lists, per operation and status, the failure codes it may answer (see
 * the error catalogue in packages/domain/src/error-codes.ts). Answers are serialized as before.
 */
export function registerFailureDocs(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema) return;
    const schema = route.schema as Schema;
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of routeFailureCodes(route)) {
      const status = ERROR_CODES[code];
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    const response = { ...(schema.response ?? {}) };
    for (const [status, codes] of byStatus) {
      const own = response[status] ?? failureResponse;
      response[status] = (own.describe?.(`Failure codes: ${codes.join(', ')}`) ??
        own) as typeof own;
    }
    route.schema = { ...route.schema, response } as RouteOptions['schema'];
  });
}
