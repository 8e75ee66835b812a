import { useState } from 'react';
import { ClosureRequestDialog } from '#components/account-closure/closure-request-dialog';
import { buttonClasses } from '#components/ui/button';
import { useRequestClosure } from '../api/request-closure';

/**
 * A therapist's account is closed by the team (their profile and clients' sessions go with it):
 * the dashboard asks them to, and says the request arrived (decisions 0035, 0049).
 */
export function AccountClosureSection() {
  const closure = useRequestClosure();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="account-closure-heading" className="grid gap-3">
      <h2 id="account-closure-heading" className="text-xl font-semibold">
        Close my account
      </h2>
      <div className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <p className="text-[0.9375rem] text-slate-700">
          {sent
            ? 'Your request has reached our team. They will email you before closing your account.'
            : 'Your account carries your profile and your clients’ sessions, so our team closes it for you: they agree the sessions still to come with you first.'}
        </p>
        <button
          type="button"
          disabled={sent}
          onClick={() => setAsking(true)}
          className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
        >
          {sent ? 'Request sent' : 'Ask the team to close my account'}
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
