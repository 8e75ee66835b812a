import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  app.addHook('onSend', async (request, reply) => {
    if (!mayBeCached(request.url, request.headers.token !== undefined)) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...RAZORPAY, ...TURNSTILE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY, ...TURNSTILE],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com', ...TURNSTILE],
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
  });
}
