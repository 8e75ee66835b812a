import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_QUERY_MAX } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import {
  countCharacters,
  sanitizePhoneInput,
  splitName,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '@app/domain/validation';
import { useHumanCheck } from '#components/human-check/use-human-check';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses, TextField } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { contactFailureMessage, submitContact } from '../api/submit-contact';

type Values = Required<ContactFormValues>;
const EMPTY: Values = { name: '', email: '', phone: '', message: '' };
const C = MESSAGES.contact;

/**
 * Contact form (spec §5). Without a human-check result a submit starts the check and the form
 * sends itself when the result arrives. Errors are shown inline; fields re-validate as you type
 * once a submit has shown them.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const pending = useRef<Values | null>(null);

  const mutation = useMutation({
    mutationFn: submitContact,
    onSuccess: (data) => {
      showSuccess(data.message || C.success, { id: 'contact' });
      setValues(EMPTY);
      setErrors({});
      setShowErrors(false);
      humanCheck.reset();
    },
    onError: (error) => {
      humanCheck.reset();
      showError(contactFailureMessage(error), { id: 'contact' });
    },
  });

  const send = (v: Values, turnstileToken: string) => {
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

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (showErrors) setErrors(validateContactForm(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    setShowErrors(true);
    if (Object.keys(found).length > 0) {
      showError(C.fixErrors, { id: 'contact' });
      const first = (['name', 'email', 'phone', 'message'] as const).find((k) => found[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    dismissToast('contact');
    if (!humanCheck.token) {
      pending.current = values;
      humanCheck.trigger();
      showInfo(C.verifyingHuman, { id: 'contact' });
      return;
    }
    send(values, humanCheck.token);
  };

  const count = countCharacters(values.message);
  const busy = mutation.isPending || humanCheck.status === 'verifying';

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us" className="grid gap-5">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => update('name', e.target.value)}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label={
            <>
              Phone <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          value={values.phone}
          onChange={(e) => update('phone', sanitizePhoneInput(e.target.value))}
          error={errors.phone}
        />
      </div>
      <Field label="Your query" required error={errors.message}>
        {(control) => (
          <>
            <textarea
              {...control}
              name="message"
              rows={6}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
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
              <span className="sr-only"> characters</span>
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
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
