import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { scrubLogValue } from './log-scrub';

/**
 * Secrets and personal data never reach a log line: token headers are redacted, query strings
 * and bodies are never logged, and every log call's arguments (messages, objects, errors with
 * their stacks and causes) are scrubbed first.
 */
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
    hooks: {
      logMethod(args, method) {
        return method.apply(
          this,
          args.map((arg) => scrubLogValue(arg)) as Parameters<typeof method>,
        );
      },
    },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, path: req.url.split('?')[0] };
      },
    },
  };
}
