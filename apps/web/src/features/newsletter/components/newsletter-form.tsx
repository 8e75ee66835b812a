import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@app/domain/messages';
import { newsletterFormSchema, type NewsletterFormInput } from '@app/domain/schemas/contact';
import { buttonClasses } from '#components/ui/button';
import { dismissToast, showError, showSuccess, showWarning } from '#lib/toast';
import { subscribe, subscribeFailureMessage } from '../api/subscribe';

const N = MESSAGES.newsletter;

/** Footer newsletter sign-up: idle → submitting (input and button disabled) → idle. */
export function NewsletterForm() {
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormInput>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '' },
    // The spec's warning toast stands for an inline error here; the field keeps its place.
    shouldFocusError: false,
  });
  const headingId = useId();
  const inputId = useId();
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (data) => {
      showSuccess(data.message || N.success, { id: 'newsletter' });
      form.reset({ email: '' });
    },
    onError: (error) => showError(subscribeFailureMessage(error), { id: 'newsletter' }),
  });

  const onSubmit = form.handleSubmit(
    ({ email }) => {
      dismissToast('newsletter');
      mutation.mutate(email);
    },
    (errors) => showWarning(errors.email?.message ?? N.emailRequired, { id: 'newsletter' }),
  );

  const busy = mutation.isPending;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 grid gap-5 rounded-card bg-white/5 p-6 ring-1 ring-white/10 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:p-8"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Calm in your inbox
        </h2>
        <p className="mt-1 text-[0.9375rem] text-primary-100">
          A short monthly letter with practical mental-health reading. No spam; unsubscribe any
          time.
        </p>
      </div>
      {/* noValidate: the spec's own warning replaces the browser bubble for an empty field. */}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address for the newsletter
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="Email"
          {...form.register('email')}
          disabled={busy}
          className="min-h-12 w-full flex-1 rounded-control border border-white/25 bg-white/10 px-4 text-base text-white placeholder:text-primary-200 focus-visible:border-white disabled:opacity-70"
        />
        <button type="submit" disabled={busy} className={buttonClasses('accent', 'lg')}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}
