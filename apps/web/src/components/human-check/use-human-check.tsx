import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { pageT } from '#lib/i18n/messages';
import { showError } from '#lib/toast';
import { ShieldIcon } from '../ui/icons';
import { loadTurnstile, TURNSTILE_SITE_KEY, type TurnstileApi } from './turnstile';

/** What the API accepts when it runs with HUMAN_CHECK=dev. */
export const DEV_HUMAN_CHECK_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const DEV_DELAY_MS = 700;

export type HumanCheckStatus = 'idle' | 'verifying' | 'verified' | 'error';

export type HumanCheck = {
  /** The verification result, or null until the check has passed. Single use. */
  token: string | null;
  status: HumanCheckStatus;
  /** Starts the (invisible) check; `onVerified` is called when it passes. */
  trigger: () => void;
  /** Forgets the result (tokens are single-use: call after every submission). */
  reset: () => void;
  /** Render this inside the form: Turnstile's container (or the dev stand-in) and a status line. */
  widget: ReactNode;
};

const STATUS_TEXT: Record<HumanCheckStatus, MessageDescriptor> = defineMessages({
  idle: { id: 'common.humanCheck.idle', defaultMessage: 'Protected by an automatic human check.' },
  verifying: { id: 'common.humanCheck.verifying', defaultMessage: 'Verifying you are human...' },
  verified: { id: 'common.humanCheck.verified', defaultMessage: 'Human check passed.' },
  error: { id: 'common.humanCheck.error', defaultMessage: 'Please verify you are human' },
});

/**
 * The invisible human check used by sign-up, contact and the join form. With
 * VITE_TURNSTILE_SITE_KEY set it runs Cloudflare Turnstile; otherwise a development stand-in
 * answers the dummy token after a short delay, so the asynchronous flow is exercised for real.
 */
export function useHumanCheck({
  action,
  toastId,
  onVerified,
}: {
  action: string;
  /** The form's toast slot: a failed check replaces the form's "Verifying..." toast. */
  toastId: string;
  onVerified?: (token: string) => void;
}): HumanCheck {
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<HumanCheckStatus>('idle');
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const api = useRef<TurnstileApi | null>(null);
  const devTimer = useRef<number | undefined>(undefined);
  const onVerifiedRef = useRef(onVerified);

  useLayoutEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  const pass = useCallback((value: string) => {
    setToken(value);
    setStatus('verified');
    onVerifiedRef.current?.(value);
  }, []);

  const fail = useCallback(() => {
    setToken(null);
    setStatus('error');
    showError(pageT()(STATUS_TEXT.error), { id: toastId });
  }, [toastId]);

  useEffect(() => {
    if (!TURNSTILE_SITE_KEY) return () => window.clearTimeout(devTimer.current);
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !containerRef.current) return;
        api.current = turnstile;
        widgetId.current = turnstile.render(containerRef.current, {
          sitekey: TURNSTILE_SITE_KEY,
          action,
          appearance: 'interaction-only',
          execution: 'execute',
          callback: pass,
          'error-callback': fail,
          'expired-callback': () => {
            setToken(null);
            setStatus('idle');
          },
        });
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      if (api.current && widgetId.current) api.current.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [action, pass, fail]);

  const trigger = useCallback(() => {
    setStatus('verifying');
    if (!TURNSTILE_SITE_KEY) {
      window.clearTimeout(devTimer.current);
      devTimer.current = window.setTimeout(() => pass(DEV_HUMAN_CHECK_TOKEN), DEV_DELAY_MS);
      return;
    }
    if (!api.current || !widgetId.current) {
      fail();
      return;
    }
    api.current.reset(widgetId.current);
    api.current.execute(widgetId.current);
  }, [pass, fail]);

  const reset = useCallback(() => {
    window.clearTimeout(devTimer.current);
    if (api.current && widgetId.current) api.current.reset(widgetId.current);
    setToken(null);
    setStatus('idle');
  }, []);

  const widget = (
    <div className="grid gap-2">
      <div ref={containerRef} />
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-slate-600"
        data-human-check={status}
      >
        <ShieldIcon width={16} height={16} className="shrink-0 text-primary-700" />
        {t(STATUS_TEXT[status])}
      </p>
    </div>
  );

  return { token, status, trigger, reset, widget };
}
