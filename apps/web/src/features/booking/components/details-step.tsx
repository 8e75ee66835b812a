import { useState, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@app/domain/messages';
import { feeSplitPhrase, type BookingAmounts } from '@app/domain/pricing';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Field, inputClasses, TextField } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { showError } from '#lib/toast';
import {
  digitsOnly,
  missingRequired,
  type BookingDetails,
  type BookingDetailsInput,
} from '../lib/details-form';
import { HoldCountdown } from './hold-countdown';

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
        ? MESSAGES.booking.requiredFields
        : MESSAGES.contact.fixErrors;
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
        Enter Basic Details
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">
        We share these with your therapist so they can prepare for the session.
      </p>

      {alert || accountFailed ? (
        <div className="mt-5">
          <FormAlert>{alert || MESSAGES.load.profile}</FormAlert>
        </div>
      ) : null}

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={50}
          error={errors.clientFirstName?.message}
          {...form.register('clientFirstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={50}
          error={errors.clientLastName?.message}
          {...form.register('clientLastName')}
        />
        <TextField
          label="Email"
          type="email"
          readOnly
          required
          hint="From your account; it cannot be changed here."
          error={errors.clientEmail?.message}
          {...form.register('clientEmail')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          hint="10-digit Indian mobile number"
          error={errors.clientPhone?.message}
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
            Message <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        hint={`${messageLength}/${MESSAGE_MAX} characters`}
        error={errors.message?.message}
        className="mt-5"
      >
        {(control) => (
          <textarea
            rows={4}
            maxLength={MESSAGE_MAX}
            placeholder="Anything you would like your therapist to know before the session"
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
        {busy ? 'Processing…' : 'Pay Now'}
      </button>
      <p className="mt-3 text-center text-sm text-slate-600">{t.phrase(feeSplitPhrase(amounts))}</p>
    </form>
  );
}
