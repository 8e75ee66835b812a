import { useRef, type FormEvent } from 'react';
import { formMessage } from '@app/domain/i18n/form-words';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_QUERY_MAX } from '@app/domain/constants';
import { contactFormSchema, type ContactFormInput } from '@app/domain/schemas/contact';
import { countCharacters, sanitizePhoneInput, splitName } from '@app/domain/validation';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { buttonClasses } from '#components/ui/button';
import { EmailField, Field, inputClasses, TextField } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { contactFailureMessage, submitContact } from '../api/submit-contact';
import { useT } from '#lib/i18n/i18n-context';
import { CONTACT } from '../lib/contact-words';

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', message: '' };

/**
 * Contact form (spec §5). Without a human-check result a submit starts the check and the form
 * sends itself when the result arrives. Errors are shown inline; fields re-validate as you type
 * once a submit has shown them. A failed send keeps what was typed.
 */
export function ContactForm() {
  const form = useForm<ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });
  const { register, control, formState } = form;
  const t = useT();
  const errors = formState.errors;
  const pending = useRef<ContactFormInput | null>(null);

  const mutation = useMutation({
    mutationFn: submitContact,
    onSuccess: (data) => {
      showSuccess(data.message || t(CONTACT.sent), { id: 'contact' });
      form.reset(EMPTY);
      humanCheck.reset();
    },
    onError: (error) => {
      humanCheck.reset();
      showError(contactFailureMessage(error), { id: 'contact' });
    },
  });

  const send = (v: ContactFormInput, turnstileToken: string) => {
    const { first_name, last_name } = splitName(v.name);
    mutation.mutate({
      first_name,
      last_name,
      email: v.email.trim(),
      phone: v.phone.trim(),
      message: v.message.trim(),
      turnstileToken,
    });
  };

  const humanCheck = useHumanCheck({
    action: 'contact',
    toastId: 'contact',
    onVerified: (token) => {
      const v = pending.current;
      pending.current = null;
      if (v) send(v, token);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(
      (values) => {
        dismissToast('contact');
        if (!humanCheck.token) {
          pending.current = values;
          humanCheck.trigger();
          showInfo(t(CONTACT.verifyingHuman), { id: 'contact' });
          return;
        }
        send(values, humanCheck.token);
      },
      () => showError(t(CONTACT.fixErrors), { id: 'contact' }),
    )(event);

  const count = countCharacters(useWatch({ control, name: 'message' }));
  const busy = mutation.isPending || humanCheck.status === 'verifying';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(CONTACT.form)} className="grid gap-5">
      <TextField
        label={t(CONTACT.name)}
        autoComplete="name"
        required
        {...register('name')}
        error={formMessage(t, errors.name?.message)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField {...register('email')} error={formMessage(t, errors.email?.message)} />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <TextField
              label={
                <>
                  {t(CONTACT.phone)}{' '}
                  <span className="font-normal text-slate-500">{t(CONTACT.optional)}</span>
                </>
              }
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              {...field}
              onChange={(e) => field.onChange(sanitizePhoneInput(e.target.value))}
              error={formMessage(t, fieldState.error?.message)}
            />
          )}
        />
      </div>
      <Field label={t(CONTACT.query)} required error={formMessage(t, errors.message?.message)}>
        {(aria) => (
          <>
            <textarea
              {...aria}
              {...register('message')}
              rows={6}
              className={inputClasses(Boolean(errors.message), 'resize-y')}
            />
            <p
              aria-live="polite"
              className={cn(
                'mt-1.5 text-right text-sm tabular-nums',
                count > CONTACT_QUERY_MAX ? 'font-medium text-danger-700' : 'text-slate-600',
              )}
            >
              {count}/{CONTACT_QUERY_MAX}
              <span className="sr-only">{t(CONTACT.characters)}</span>
            </p>
          </>
        )}
      </Field>
      {humanCheck.widget}
      <button
        type="submit"
        disabled={busy}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:justify-self-start')}
      >
        {mutation.isPending ? t(CONTACT.sending) : t(CONTACT.send)}
      </button>
    </form>
  );
}
