import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { loggablePath, scrubLogValue } from './log-scrub';
import pretty from 'pino-pretty';

/**
 * Where log lines go: JSON on stdout (production, tests, anything a machine reads), or one
 * readable coloured line per event in development.
 */
export function logStream(
  env: 'development' | 'production' | 'test',
  destination: NodeJS.WritableStream = process.stdout,
): DestinationStream | undefined {
  if (env !== 'development') return undefined;
  return pretty({
    destination,
    colorize: destination === process.stdout && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

/**
 * Secrets and personal data never reach a log line: token headers are redacted, query strings
 * and bodies are never logged, secret path segments (calendar feed tokens) are masked, and every log call's arguments (messages, objects, errors with
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
        return { id: req.id, method: req.method, path: loggablePath(req.url) };
      },
    },
  };
}
