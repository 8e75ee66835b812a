import { useState, type Ref } from 'react';
import { formMessage } from '@app/domain/i18n/form-words';
import type { UseFormReturn } from 'react-hook-form';
import { feeSplitPhrase, type BookingAmounts } from '@app/domain/pricing';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Field, inputClasses, TextField } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import { showError } from '#lib/toast';
import {
  digitsOnly,
  missingRequired,
  type BookingDetails,
  type BookingDetailsInput,
} from '../lib/details-form';
import { HoldCountdown } from './hold-countdown';
import { seriesTotalText } from './series-weeks';
import type { SeriesPreview } from '../api/series-preview';

const MESSAGE_MAX = 1000;

export type DetailsStepProps = {
  form: UseFormReturn<BookingDetailsInput, unknown, BookingDetails>;
  headingRef: Ref<HTMLHeadingElement>;
  busy: boolean;
  /** While a hold on the slot is live; shown by Pay Now on phones, where the summary is below. */
  holdExpiresAt: string | null;
  /** The account could not be read, so the email cannot be filled in. */
  accountFailed: boolean;
  amounts: BookingAmounts;
  /** A standing series being booked: Pay Now pays its free weeks' booking fees. */
  series?: SeriesPreview | null;
  onPay: (details: BookingDetails) => void;
};

/** Step 2: who is coming. Errors show under their fields; typed values stay on any failure. */
export function DetailsStep({
  form,
  headingRef,
  busy,
  holdExpiresAt,
  accountFailed,
  amounts,
  series,
  onPay,
}: DetailsStepProps) {
  const t = useT();
  const [alert, setAlert] = useState('');
  const { errors } = form.formState;
  const messageLength = (form.watch('message') ?? '').length;

  const onSubmit = form.handleSubmit(
    (values) => {
      setAlert('');
      if (!busy) onPay(values);
    },
    () => {
      const text = missingRequired(form.getValues())
        ? t(BOOKING.requiredFields)
        : t(BOOKING.fixErrors);
      setAlert(text);
      showError(text, { id: 'booking' });
    },
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="details-heading">
      <h2
        id="details-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight"
      >
        {t(BOOKING.stepDetails)}
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{t(BOOKING.detailsLead)}</p>

      {alert || accountFailed ? (
        <div className="mt-5">
          <FormAlert>{alert || t(BOOKING.profileFailed)}</FormAlert>
        </div>
      ) : null}

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t(BOOKING.firstName)}
          autoComplete="given-name"
          required
          maxLength={50}
          error={formMessage(t, errors.clientFirstName?.message)}
          {...form.register('clientFirstName')}
        />
        <TextField
          label={t(BOOKING.lastName)}
          autoComplete="family-name"
          required
          maxLength={50}
          error={formMessage(t, errors.clientLastName?.message)}
          {...form.register('clientLastName')}
        />
        <TextField
          label={t(BOOKING.email)}
          type="email"
          readOnly
          required
          hint={t(BOOKING.emailHint)}
          error={formMessage(t, errors.clientEmail?.message)}
          {...form.register('clientEmail')}
        />
        <TextField
          label={t(BOOKING.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          hint={t(BOOKING.phoneHint)}
          error={formMessage(t, errors.clientPhone?.message)}
          {...form.register('clientPhone', {
            onChange: (e: { target: { value: string } }) => {
              const digits = digitsOnly(e.target.value);
              if (digits !== e.target.value) form.setValue('clientPhone', digits);
            },
          })}
        />
      </div>

      <Field
        label={
          <>
            {t(BOOKING.message)}{' '}
            <span className="font-normal text-slate-500">{t(BOOKING.optional)}</span>
          </>
        }
        hint={t(BOOKING.characters, { count: messageLength, max: MESSAGE_MAX })}
        error={formMessage(t, errors.message?.message)}
        className="mt-5"
      >
        {(control) => (
          <textarea
            rows={4}
            maxLength={MESSAGE_MAX}
            placeholder={t(BOOKING.messagePlaceholder)}
            {...form.register('message')}
            {...control}
            className={inputClasses(Boolean(errors.message), 'resize-y py-2.5')}
          />
        )}
      </Field>

      {holdExpiresAt ? (
        <div className="mt-6 lg:hidden">
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} />
        </div>
      ) : null}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={buttonClasses('accent', 'lg', cn('mt-6 w-full', busy && 'cursor-wait'))}
      >
        {busy ? t(BOOKING.processing) : t(BOOKING.payNow)}
      </button>
      <p className="mt-3 text-center text-sm text-slate-600">
        {series ? seriesTotalText(t, series) : t.phrase(feeSplitPhrase(amounts))}
      </p>
    </form>
  );
}
