import { useState } from 'react';
import type { ClientsWithoutNext as Clients } from '@app/domain/schemas/follow-up';
import { buttonClasses } from '#components/ui/button';
import { CheckCircleIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { useClientsWithoutNext } from '../api/follow-up';
import { FOLLOW_UP_WORDS as W } from '../lib/follow-up-words';
import { slotText } from '../lib/session-view';
import { FollowUpDialog } from './follow-up-dialog';

/**
 * Recent clients with nothing booked ahead, each with "Book a follow-up" from their latest
 * completed session. Shown only when there is someone to follow up.
 */
export function ClientsWithoutNext() {
  const t = useT();
  const query = useClientsWithoutNext();
  const [open, setOpen] = useState<Clients[number] | null>(null);
  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null;
  if (query.isError)
    return (
      <div role="alert" className="mt-4 rounded-card border border-danger-100 bg-white p-4 text-sm">
        <p className="text-slate-800">{t(W.loadFailed)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('secondary', 'md', 'mt-3')}
        >
          {t(W.retry)}
        </button>
      </div>
    );
  return (
    <section
      aria-labelledby="no-next-heading"
      data-testid="clients-without-next"
      className="mt-4 rounded-card border border-slate-200 bg-white p-4 shadow-raised sm:p-5"
    >
      <h3 id="no-next-heading" className="text-base font-semibold">
        {t(W.heading)} ({query.data.length})
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(W.intro)}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {query.data.map((c) => (
          <li
            key={c.appointmentId}
            className="flex flex-wrap items-center justify-between gap-2 py-3"
          >
            <div>
              <p className="font-medium text-slate-900">{c.clientName}</p>
              <p className="text-sm text-slate-600">
                {t(W.lastSession, { when: slotText(c.slotDate, c.slotTime, t) })}
              </p>
            </div>
            {c.followUpSent ? (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success-800">
                <CheckCircleIcon width={16} height={16} aria-hidden="true" />
                {t(W.sentAlready)}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setOpen(c)}
                aria-label={t(W.suggestFor, { client: c.clientName })}
                className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
              >
                {t(W.suggest)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {open ? <FollowUpDialog session={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
