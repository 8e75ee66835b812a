import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
const TURNSTILE = ['https://challenges.cloudflare.com'];

/** API answers anyone may cache: the public directory and its images, when asked without a session. */
const PUBLIC_API =
  /^\/api\/(therapist\/(list|search|top-regions)|doctor\/by-(slug|id)\/|media\/|docs)/;

/**
 * Whether a response may be stored by the browser or a proxy: never when it may carry a token or
 * personal data, which is every API (and dev mailbox) answer except the public directory's.
 */
export function mayBeCached(url: string, hasSession: boolean): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') && !path.startsWith('/dev/')) return true;
  return !hasSession && PUBLIC_API.test(path);
}

/**
 * Strict CSP: no inline script, no third-party script but the payment and human-check widgets.
 * HSTS once the site is served over https.
 */
function helmetOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...RAZORPAY, ...TURNSTILE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY, ...TURNSTILE],
        // 'self': the admin console frames a document's inline view, itself sandboxed by its
        // own answer's policy (admin-documents.routes.ts); nothing else of the site is framable.
        frameSrc: [
          "'self'",
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
          ...TURNSTILE,
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
}

/**
 * Helmet's headers do not depend on the request here (no nonces), so helmet runs once at start-up
 * and every answer gets the same header values, instead of rebuilding the policy per request.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(publicUrl))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return headers;
}

/**
 * What a built script, style or font needs: a document's policies (CSP, framing, referrer…) do
 * nothing on them, and each public page loads dozens, so they would only add bytes to every one.
 */
const ASSET_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * What an API answer (JSON, a file, a feed) needs: nothing in it may load, run or be framed
 * (OWASP's REST advice). A route that is shown in place sets its own policy (admin-documents).
 * The document policy is about 600 bytes, sent with every answer for nothing.
 */
export function apiHeaders(publicUrl: string): Record<string, string> {
  const hsts = securityHeaders(publicUrl)['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
  };
}

/** The API's own routes; its documentation is a page like any other. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const headers = securityHeaders(publicUrl);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
  );
  const forApi = apiHeaders(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith('/assets/') ? assetHeaders : isApiAnswer(url) ? forApi : headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (!mayBeCached(request.url, request.headers.token !== undefined)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
