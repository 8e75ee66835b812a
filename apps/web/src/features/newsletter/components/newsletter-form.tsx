import { FRIENDLY } from '@app/domain/failure-words';
import { pageT } from '#lib/i18n/messages';
import { useId, useRef, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { buttonClasses } from '#components/ui/button';
import { dismissToast, showError, showSuccess, showWarning } from '#lib/toast';
import { subscribe, subscribeFailureMessage } from '../api/subscribe';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const W = defineMessages({
  heading: { id: 'common.newsletter.heading', defaultMessage: 'Calm in your inbox' },
  lead: {
    id: 'common.newsletter.lead',
    defaultMessage:
      'A short monthly letter with practical mental-health reading. No spam; unsubscribe any time.',
  },
  emailLabel: {
    id: 'common.newsletter.emailLabel',
    defaultMessage: 'Email address for the newsletter',
  },
  emailPlaceholder: { id: 'common.newsletter.emailPlaceholder', defaultMessage: 'Email' },
  subscribe: { id: 'common.newsletter.subscribe', defaultMessage: 'Subscribe' },
  subscribing: { id: 'common.newsletter.subscribing', defaultMessage: 'Subscribing...' },
  success: {
    id: 'common.newsletter.success',
    defaultMessage: 'Successfully subscribed to newsletter!',
  },
  emailRequired: {
    id: 'common.newsletter.emailRequired',
    defaultMessage: 'Please enter your email',
  },
});

/**
 * The form's schema (and zod with it) loads when someone reaches for the form, not with every
 * page that draws the footer.
 */
const loadSchema = () => import('../lib/newsletter-schema').then((m) => m.newsletterFormSchema);
const preloadSchema = () => void loadSchema().catch(() => undefined);

/** Footer newsletter sign-up: idle → submitting (input and button disabled) → idle. */
export function NewsletterForm() {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (data) => {
      showSuccess(data.message || t(W.success), { id: 'newsletter' });
      if (emailRef.current) emailRef.current.value = '';
    },
    onError: (error) => showError(subscribeFailureMessage(error), { id: 'newsletter' }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = await loadSchema().catch(() => null);
    if (!schema) {
      showError(pageT()(FRIENDLY.network), { id: 'newsletter' });
      return;
    }
    // The spec's warning toast stands for an inline error here; the field keeps its place. The
    // schema's one rule is an address left empty (the server judges the rest).
    const parsed = schema.safeParse({ email: emailRef.current?.value ?? '' });
    if (!parsed.success) {
      showWarning(t(W.emailRequired), { id: 'newsletter' });
      return;
    }
    dismissToast('newsletter');
    mutation.mutate(parsed.data.email);
  };

  const busy = mutation.isPending;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 grid gap-5 rounded-card bg-white/5 p-6 ring-1 ring-white/10 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:p-8"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          {t(W.heading)}
        </h2>
        <p className="mt-1 text-[0.9375rem] text-primary-100">{t(W.lead)}</p>
      </div>
      {/* noValidate: the spec's own warning replaces the browser bubble for an empty field. */}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadSchema}
        onPointerEnter={preloadSchema}
        onTouchStart={preloadSchema}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {t(W.emailLabel)}
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t(W.emailPlaceholder)}
          name="email"
          ref={emailRef}
          disabled={busy}
          className="min-h-12 w-full flex-1 rounded-control border border-white/25 bg-white/10 px-4 text-base text-white placeholder:text-primary-200 focus-visible:border-white disabled:opacity-70"
        />
        <button type="submit" disabled={busy} className={buttonClasses('accent', 'lg')}>
          {busy ? t(W.subscribing) : t(W.subscribe)}
        </button>
      </form>
    </section>
  );
}
