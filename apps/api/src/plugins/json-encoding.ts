import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers fit one packet as they are: compressing them saves nothing worth its cost. */
export const COMPRESS_MIN_LENGTH = 1024;

/** Fast and within a few per cent of brotli's best on JSON (a 12 KB page of cards: 2.5 KB). */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, among those the
 * client accepts (`q=0` refuses one; `*` accepts any); null for none.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (header === undefined) return null;
  if (typeof header !== 'string') return encodingFor(header.join(','));
  let known = answered.get(header);
  if (known === undefined) {
    known = encodingFor(header);
    if (answered.size >= ANSWERED_LIMIT) answered.clear();
    answered.set(header, known);
  }
  return known;
}

/** Browsers send a handful of distinct headers: each is read once. */
const answered = new Map<string, ContentEncoding | null>();
const ANSWERED_LIMIT = 256;

function encodingFor(header: string): ContentEncoding | null {
  const quality: Partial<Record<ContentEncoding | '*', number>> = {};
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality[name] = Number.isFinite(value) ? value : 0;
  }
  const accepts = (name: ContentEncoding) => (quality[name] ?? quality['*'] ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** A JSON answer shared by many requests, compressed once per encoding when first asked for. */
export interface EncodedJson {
  readonly json: string;
  encoded(encoding: ContentEncoding): Buffer;
}

export function encodedJson(json: string): EncodedJson {
  const made: Partial<Record<ContentEncoding, Buffer>> = {};
  return {
    json,
    encoded: (encoding) =>
      (made[encoding] ??=
        encoding === 'br' ? zlib.brotliCompressSync(json, BROTLI_OPTIONS) : zlib.gzipSync(json)),
  };
}

/** Sends a shared JSON answer, compressed as the client accepts (already compressed: no hook). */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson) {
  reply.type('application/json; charset=utf-8');
  if (body.json.length < COMPRESS_MIN_LENGTH) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}

/**
 * Compresses every other JSON answer of the API (a signed-in search is about 30 KB) off the
 * event loop, when the client accepts it and the answer is worth it.
 */
export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_LENGTH) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    return compressed(encoding, payload);
  });
}

/** Text compressed in zlib's thread pool, off the event loop. */
export function compressed(encoding: ContentEncoding, text: string): Promise<Buffer> {
  return encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzip(text);
}
