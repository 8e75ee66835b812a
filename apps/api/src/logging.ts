import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
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
