import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
const TURNSTILE = ['https://challenges.cloudflare.com'];

/** Strict CSP: no inline script, no third-party script but the payment and human-check widgets. */
export async function registerSecurityHeaders(app: FastifyInstance) {
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
    strictTransportSecurity: false,
  });
}
