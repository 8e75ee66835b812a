import { useId, useState } from 'react';
import { WHATSAPP_CONSENT } from '@app/domain/notices';
import type { NotificationPreferences } from '@app/domain/schemas/notifications';
import { errorMessage } from '#lib/api-client';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '#lib/notification-preferences';
import { showSuccess } from '#lib/toast';
import { buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Skeleton } from '../ui/skeleton';
import { PhoneVerifier } from './phone-verifier';
import { useT } from '#lib/i18n/i18n-context';
import { NOTIFY as W } from './notification-words';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { istNowMinutes, istToday } from '@app/domain/ist';

type Choices = Pick<NotificationPreferences, 'sms' | 'whatsapp'> & { whatsappOptIn: boolean };

const choicesOf = (p: NotificationPreferences): Choices => ({
  sms: p.sms,
  whatsapp: p.whatsapp,
  whatsappOptIn: p.whatsappConsent !== null,
});

const TOPICS = [
  { key: 'bookings', label: W.bookings },
  { key: 'reminders', label: W.reminders },
] as const;

/** 'Sat, 21 Nov 2026, 6:40 AM IST' in the translator's language. */
function momentText(at: Date, t: Translator): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return t(W.moment, {
    date: formatDateIn(t.language, istToday(at), 'short'),
    time: formatTimeIn(t.language, hhmm),
  });
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-primary-700"
      />
      <span className="text-[0.9375rem] text-slate-800">{label}</span>
    </label>
  );
}

function ChannelChoices({ preferences }: { preferences: NotificationPreferences }) {
  const id = useId();
  const t = useT();
  const [choices, setChoices] = useState(() => choicesOf(preferences));
  const save = useSaveNotificationPreferences();
  const [error, setError] = useState('');

  const submit = async () => {
    setError('');
    try {
      await save.mutateAsync(choices);
      showSuccess(t(W.saved), { id: 'notification-choices' });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const set = (channel: 'sms' | 'whatsapp', topic: 'bookings' | 'reminders', on: boolean) =>
    setChoices((c) => ({ ...c, [channel]: { ...c[channel], [topic]: on } }));

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-slate-900">{t(W.email)}</legend>
        <p className="text-[0.9375rem] text-slate-600">{t(W.emailAlways)}</p>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-slate-900">SMS</legend>
        {preferences.smsOptedOut ? (
          <p className="text-sm text-warning-800">{t(W.smsStopped)}</p>
        ) : null}
        {TOPICS.map((topic) => (
          <Toggle
            key={topic.key}
            label={t(topic.label)}
            checked={choices.sms[topic.key]}
            onChange={(on) => set('sms', topic.key, on)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-slate-900">WhatsApp</legend>
        <label
          htmlFor={`${id}-consent`}
          className="flex cursor-pointer items-start gap-3 rounded-control border border-slate-200 bg-slate-50 p-3"
        >
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={choices.whatsappOptIn}
            onChange={(e) => {
              const on = e.target.checked;
              setChoices((c) => ({
                ...c,
                whatsappOptIn: on,
                whatsapp: on
                  ? { bookings: true, reminders: true }
                  : { bookings: false, reminders: false },
              }));
            }}
            className="mt-0.5 size-5 shrink-0 accent-primary-700"
          />
          <span className="text-[0.9375rem] text-slate-800">{t(WHATSAPP_CONSENT)}</span>
        </label>
        {preferences.whatsappConsent ? (
          <p className="text-sm text-slate-600">
            {t(W.agreedOn, {
              when: momentText(new Date(preferences.whatsappConsent.givenAt), t),
            })}
          </p>
        ) : null}
        {preferences.whatsappOptedOut ? (
          <p className="text-sm text-warning-800">{t(W.whatsappStopped)}</p>
        ) : null}
        {TOPICS.map((topic) => (
          <Toggle
            key={topic.key}
            label={t(topic.label)}
            checked={choices.whatsapp[topic.key]}
            disabled={!choices.whatsappOptIn}
            onChange={(on) => set('whatsapp', topic.key, on)}
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{t(W.onlySessions)}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div>
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {t(W.saveChoices)}
        </button>
      </div>
    </form>
  );
}

/**
 * Phone & notifications: prove a mobile number, then choose SMS and WhatsApp per kind of notice.
 * The same section on My Profile and in the therapist dashboard. `suggestedPhone` (the account's
 * phone, from its booking) fills the number to verify.
 */
export function PhoneAndNotifications({ suggestedPhone }: { suggestedPhone?: string | null }) {
  const id = useId();
  const t = useT();
  const preferences = useNotificationPreferences();
  const [changing, setChanging] = useState(false);
  const p = preferences.data;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t(W.heading)}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{t(W.lead)}</p>
      <div className="mt-5 grid gap-6">
        {preferences.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t(W.loading)}</span>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : preferences.isError || !p ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-slate-700">{t(W.loadFailed)}</p>
            <button
              type="button"
              onClick={() => void preferences.refetch()}
              className={buttonClasses('primary')}
            >
              {t(W.tryAgain)}
            </button>
          </div>
        ) : (
          <>
            {p.phone && !changing ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-success-100 bg-success-50 px-4 py-3">
                <p className="text-[0.9375rem] text-slate-800">
                  <span className="font-semibold">{p.phone}</span>{' '}
                  <span className="text-success-800">{t(W.verified)}</span>
                </p>
                <button
                  type="button"
                  onClick={() => setChanging(true)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t(W.changeNumber)}
                </button>
              </div>
            ) : (
              <PhoneVerifier
                initialPhone={suggestedPhone ?? ''}
                pendingPhone={p.pendingPhone}
                onVerified={() => setChanging(false)}
              />
            )}
            {/* Saved choices from the server start the form afresh. */}
            {p.phone ? <ChannelChoices key={JSON.stringify(choicesOf(p))} preferences={p} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
