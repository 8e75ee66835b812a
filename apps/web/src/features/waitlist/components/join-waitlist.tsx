import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '#components/ui/button';
import { paths } from '#config/paths';
import { useIsSignedIn } from '#lib/auth-token';
import { useT } from '#lib/i18n/i18n-context';
import { showError } from '#lib/toast';
import { WAITLIST_WORDS as W } from './waitlist-words';

const loadDialog = () => import('./join-waitlist-dialog');
const JoinWaitlistDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.JoinWaitlistDialog })),
);
/** The dialog's code starts loading when a pointer or the focus reaches the button. */
const preloadDialog = () => void loadDialog().catch(() => undefined);

type Mode = 'online' | 'in-person';

export type JoinWaitlistProps = {
  therapist: { id: string; name: string };
  /** The modes the therapist offers (lower case); a choice is offered when there are two. */
  modes: readonly Mode[];
  /** The day the person was looking at, as a slot date key. */
  day: string | null;
};

/** The address parameter that opens the dialog: set when a signed-out person comes back. */
const OPEN_PARAM = 'waitlist';

/**
 * "Tell me if a time opens": for the days a person wants when they are full. Signed out, it sends
 * them to log in and back here with the dialog open.
 */
export function JoinWaitlist({ therapist, modes, day }: JoinWaitlistProps) {
  const t = useT();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => signedIn && params.get(OPEN_PARAM) === 'open');

  const start = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    showError(t(W.signInToWait), { id: 'waitlist' });
    const back = new URLSearchParams(location.search);
    back.set(OPEN_PARAM, 'open');
    void navigate(paths.login({ redirect: `${location.pathname}?${back.toString()}` }));
  };
  const close = () => {
    setOpen(false);
    if (params.has(OPEN_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(OPEN_PARAM);
      setParams(next, { replace: true, state: location.state });
    }
  };

  return (
    <section
      aria-labelledby="waitlist-offer-heading"
      className="mt-6 rounded-card border border-primary-100 bg-primary-50 p-4 sm:p-5"
    >
      <h3 id="waitlist-offer-heading" className="text-base font-semibold text-slate-900">
        {t(W.offerTitle)}
      </h3>
      <p className="mt-1 text-[0.9375rem] text-slate-700">{t(W.offerText)}</p>
      <button
        type="button"
        onClick={start}
        onPointerEnter={preloadDialog}
        onTouchStart={preloadDialog}
        onFocus={preloadDialog}
        className={buttonClasses('secondary', 'md', 'mt-3 w-full sm:w-auto')}
      >
        {t(W.offerButton)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog therapist={therapist} modes={modes} day={day} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
