import { useState, type FormEvent } from 'react';
import { TIMES_OF_DAY, type TimeOfDay } from '@app/domain/listing-search';
import { WAITLIST_MAX_RANGE_DAYS, WAITLIST_MESSAGES } from '@app/domain/waitlist';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { Field, inputClasses } from '#components/ui/form-field';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useJoinWaitlist } from '../api/join-waitlist';
import { inputValueOfKey, pickableDays, slotKeyOfInput } from '../lib/waitlist-days';
import type { JoinWaitlistProps } from './join-waitlist';
import { WAITLIST_WORDS as W } from './waitlist-words';

type Mode = JoinWaitlistProps['modes'][number];

/** The waitlist's form in a dialog; loaded (with the dialog library) when first opened. */
export function JoinWaitlistDialog({
  therapist,
  modes,
  day,
  onClose,
}: JoinWaitlistProps & { onClose: () => void }) {
  const t = useT();
  const join = useJoinWaitlist();
  const [{ min, max }] = useState(() => pickableDays(new Date()));
  const [from, setFrom] = useState(() => {
    const wanted = inputValueOfKey(day);
    return wanted && wanted >= min && wanted <= max ? wanted : min;
  });
  const [to, setTo] = useState('');
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay | ''>('');
  const [mode, setMode] = useState<Mode | ''>('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    if (!join.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const slotDate = slotKeyOfInput(from);
    if (!slotDate) {
      setFieldError(t(W.dayRequired));
      return;
    }
    setFieldError('');
    const slotDateTo = slotKeyOfInput(to);
    join.mutate(
      {
        docId: therapist.id,
        slotDate,
        ...(slotDateTo ? { slotDateTo } : {}),
        ...(timeOfDay ? { timeOfDay } : {}),
        ...(mode ? { sessionType: mode } : {}),
      },
      {
        onSuccess: () => {
          showSuccess(t(WAITLIST_MESSAGES.joined), { id: 'waitlist' });
          onClose();
        },
        onError: (e) => setError(actionErrorText(e, t(W.joinFailed))),
      },
    );
  };

  const timeLabels: Record<TimeOfDay, string> = {
    morning: t(W.morning),
    afternoon: t(W.afternoon),
    evening: t(W.evening),
  };
  return (
    <DialogFrame
      onClose={close}
      title={t(W.dialogTitle)}
      description={<p>{t(W.dialogText, { therapist: therapist.name })}</p>}
    >
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t(W.fromDay)} required error={fieldError}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={from}
                min={min}
                max={max}
                onChange={(e) => setFrom(e.target.value)}
                className={inputClasses(Boolean(fieldError))}
              />
            )}
          </Field>
          <Field label={t(W.toDay)} hint={t(W.toDayHint, { days: WAITLIST_MAX_RANGE_DAYS })}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={to}
                min={from || min}
                max={max}
                onChange={(e) => setTo(e.target.value)}
                className={inputClasses(false)}
              />
            )}
          </Field>
        </div>
        <Field label={t(W.timeOfDay)}>
          {(control) => (
            <select
              {...control}
              value={timeOfDay}
              onChange={(e) => setTimeOfDay(e.target.value as TimeOfDay | '')}
              className={inputClasses(false)}
            >
              <option value="">{t(W.anyTime)}</option>
              {TIMES_OF_DAY.map((v) => (
                <option key={v} value={v}>
                  {timeLabels[v]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {modes.length > 1 ? (
          <Field label={t(W.mode)}>
            {(control) => (
              <select
                {...control}
                value={mode}
                onChange={(e) => setMode(e.target.value as Mode | '')}
                className={inputClasses(false)}
              >
                <option value="">{t(W.anyMode)}</option>
                <option value="online">{t(W.online)}</option>
                <option value="in-person">{t(W.inPerson)}</option>
              </select>
            )}
          </Field>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <DialogActions
          dismissLabel={t(W.cancel)}
          onDismiss={close}
          confirmLabel={t(W.join)}
          pendingLabel={t(W.joining)}
          pending={join.isPending}
        />
      </form>
    </DialogFrame>
  );
}
