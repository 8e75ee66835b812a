import { useState } from 'react';
import { ClosureRequestDialog } from '#components/account-closure/closure-request-dialog';
import { buttonClasses } from '#components/ui/button';
import { useT } from '#lib/i18n/i18n-context';
import { useRequestClosure } from '../api/request-closure';
import { PROFILE as W } from '../lib/profile-words';

/**
 * A therapist's account is closed by the team (their profile and clients' sessions go with it):
 * the dashboard asks them to, and says the request arrived (decisions 0035, 0049).
 */
export function AccountClosureSection() {
  const t = useT();
  const closure = useRequestClosure();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="account-closure-heading" className="grid gap-3">
      <h2 id="account-closure-heading" className="text-xl font-semibold">
        {t(W.closeAccount)}
      </h2>
      <div className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <p className="text-[0.9375rem] text-slate-700">
          {sent ? t(W.closureSent) : t(W.closureText)}
        </p>
        <button
          type="button"
          disabled={sent}
          onClick={() => setAsking(true)}
          className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
        >
          {sent ? t(W.requestSent) : t(W.askToClose)}
        </button>
      </div>
      {asking ? (
        <ClosureRequestDialog
          request={closure}
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            setSent(true);
          }}
        />
      ) : null}
    </section>
  );
}
