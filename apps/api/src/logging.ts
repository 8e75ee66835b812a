import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Secrets never reach a log line: token headers are redacted and query strings are dropped. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, path: req.url.split('?')[0] };
      },
    },
  };
}
