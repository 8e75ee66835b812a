import { useState } from 'react';
import { sanitizePhoneInput, validateIndianMobile } from '@app/domain/validation';
import { errorMessage } from '#lib/api-client';
import { useStartPhoneVerification, useVerifyPhone } from '#lib/notification-preferences';
import { showSuccess } from '#lib/toast';
import { buttonClasses } from '../ui/button';
import { Field, inputClasses } from '../ui/form-field';
import { FormAlert } from '../ui/form-alert';

import { formMessage } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { NOTIFY as W } from './notification-words';

/**
 * Add a mobile number and prove it: the number gets a 6-digit code by SMS, valid 10 minutes for
 * 5 tries. `initialPhone` fills the number (the booking form's, after a payment).
 */
export function PhoneVerifier({
  initialPhone = '',
  pendingPhone,
  onVerified,
}: {
  initialPhone?: string;
  /** A number already waiting for its code (masked). */
  pendingPhone?: string | null;
  onVerified?: () => void;
}) {
  const t = useT();
  const [phone, setPhone] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(pendingPhone ?? null);
  const start = useStartPhoneVerification();
  const verify = useVerifyPhone();
  const [error, setError] = useState('');

  const send = async () => {
    setError('');
    const rule = validateIndianMobile(phone);
    const invalid = rule
      ? (formMessage(t, rule) ?? rule)
      : phone.trim() === ''
        ? t(W.enterNumber)
        : null;
    setPhoneError(invalid ?? '');
    if (invalid) return;
    try {
      const answer = await start.mutateAsync(phone);
      setSentTo(answer.phone);
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const check = async () => {
    setError('');
    if (!/^\d{6}$/.test(code)) {
      setError(t(W.enterCode));
      return;
    }
    try {
      await verify.mutateAsync(code);
      showSuccess(t(W.phoneNowVerified), { id: 'phone-verified' });
      onVerified?.();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className="grid gap-4">
      {sentTo ? (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          <Field label={t(W.code)} hint={t(W.codeSent, { phone: sentTo })}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                className={inputClasses(false, 'font-mono tracking-[0.3em]')}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2 sm:mb-6">
            <button type="submit" disabled={verify.isPending} className={buttonClasses('primary')}>
              {t(W.verify)}
            </button>
            <button
              type="button"
              onClick={() => setSentTo(null)}
              className={buttonClasses('ghost')}
            >
              {t(W.changeNumber)}
            </button>
          </div>
        </form>
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Field label={t(W.mobile)} error={phoneError} hint={t(W.mobileHint)}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel-national"
                value={phone}
                onChange={(e) => setPhone(sanitizePhoneInput(e.target.value))}
                className={inputClasses(Boolean(phoneError))}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={start.isPending}
            className={buttonClasses('primary', 'md', 'sm:mb-6')}
          >
            {t(W.sendCode)}
          </button>
        </form>
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}
