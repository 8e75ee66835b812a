import type { HumanCheck } from './human-check';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/**
 * Cloudflare Turnstile server-side validation. A token is valid once and for 300 seconds;
 * Cloudflare enforces both, so a replayed token comes back with success false.
 */
export function createTurnstileHumanCheck(opts: {
  secretKey: string;
  expectedHostname: string;
  fetchImpl?: typeof fetch;
  log?: WarnLogger;
  timeoutMs?: number;
}): HumanCheck {
  const { secretKey, expectedHostname, fetchImpl = fetch, log, timeoutMs = 5000 } = opts;
  return {
    async verify(token, { remoteIp, action } = {}) {
      // Cloudflare rejects longer tokens anyway; do not spend a round trip on them.
      if (!token || token.length > 2048) return false;
      const form = new URLSearchParams({ secret: secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);

      let answer: SiteverifyAnswer;
      try {
        const res = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          log?.warn({ status: res.status }, 'turnstile siteverify answered an HTTP error');
          return false;
        }
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (err) {
        log?.warn({ reason: (err as Error).name }, 'turnstile siteverify unreachable');
        return false;
      }

      if (answer.success !== true) return false;
      if (answer.hostname !== expectedHostname) {
        log?.warn(
          { hostname: answer.hostname },
          'turnstile token solved on an unexpected hostname',
        );
        return false;
      }
      if (action !== undefined && answer.action !== action) return false;
      return true;
    },
  };
}
