import type { Config } from '../../config';
import { createDevHumanCheck } from './dev';
import { createTurnstileHumanCheck, type WarnLogger } from './turnstile';

/** Decides whether a widget's token proves a human solved the check. */
export interface HumanCheck {
  verify(token: string, opts?: { remoteIp?: string; action?: string }): Promise<boolean>;
}

/** Chosen once at start-up from the config; modules receive the instance. */
export function createHumanCheck(
  config: Pick<Config, 'humanCheck' | 'publicUrl'>,
  fetchImpl: typeof fetch = fetch,
  log?: WarnLogger,
): HumanCheck {
  if (config.humanCheck.kind === 'dev') return createDevHumanCheck();
  const { secretKey } = config.humanCheck;
  if (!secretKey) throw new Error('TURNSTILE_SECRET_KEY is required when HUMAN_CHECK=turnstile');
  return createTurnstileHumanCheck({
    secretKey,
    expectedHostname: new URL(config.publicUrl).hostname,
    fetchImpl,
    log,
  });
}
