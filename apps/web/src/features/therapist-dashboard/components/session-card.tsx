import type { ReactNode } from 'react';
import { FEE_WORDS, formatRupees } from '@app/domain/pricing';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import { SessionAccess } from '#components/session-access/session-access';
import { buttonClasses } from '#components/ui/button';
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  MapPinIcon,
  RupeeIcon,
  VideoIcon,
} from '#components/ui/icons';
import { StatusBadge } from '#components/ui/status-badge';
import { useT } from '#lib/i18n/i18n-context';
import { ACTION_WORDS } from '../lib/action-words';
import { DASHBOARD as W } from '../lib/dashboard-words';
import { proposedTimesText, type SessionView } from '../lib/session-view';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 text-[0.9375rem] text-slate-800">
      <span className="text-slate-500">{icon}</span>
      {children}
    </li>
  );
}

/** One booking as its therapist sees it: the client, when, how, paid state, message, actions. */
export function SessionCard({
  view,
  now,
  onAction,
  series,
}: {
  view: SessionView;
  now: Date;
  onAction: (view: SessionView, action: TherapistAction) => void;
  /** A standing series' badge and its accept-all (series-strip.tsx). */
  series?: ReactNode;
}) {
  const { item } = view;
  const words = useT();
  const headingId = `session-${item.id}`;
  const proposed = proposedTimesText(item, words);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="session-card"
      data-appointment-id={item.id}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-4 sm:p-5">
        <h3 id={headingId} className="text-lg leading-snug font-semibold">
          {item.clientName}
        </h3>
        <StatusBadge label={view.status.label} tone={view.status.tone} />
      </div>
      {series}
      <div className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2 sm:p-5">
        <ul className="grid content-start gap-2" aria-label={words(W.session)}>
          <Fact icon={<CalendarIcon width={18} height={18} />}>{view.dateText}</Fact>
          <Fact icon={<ClockIcon width={18} height={18} />}>
            {view.timeText}
            <span className="text-slate-600">· {words(W.sessionLength)}</span>
          </Fact>
          <Fact
            icon={
              item.sessionType === 'online' ? (
                <VideoIcon width={18} height={18} />
              ) : (
                <MapPinIcon width={18} height={18} />
              )
            }
          >
            {words(W.mode, { mode: item.sessionType })}
          </Fact>
        </ul>
        <ul className="grid content-start gap-2 sm:border-l sm:border-slate-100 sm:pl-5">
          <Fact icon={<RupeeIcon width={18} height={18} />}>{view.paidText}</Fact>
          <Fact icon={<RupeeIcon width={18} height={18} />}>
            {item.feeRupees === null
              ? words(FEE_WORDS.onRequest)
              : words(W.sessionFee, { fee: formatRupees(item.feeRupees) })}
          </Fact>
        </ul>
      </div>
      {item.message ? (
        <div className="flex gap-2.5 px-4 pb-4 text-[0.9375rem] sm:px-5">
          <ChatIcon width={18} height={18} className="mt-0.5 shrink-0 text-slate-500" />
          <p className="min-w-0 break-words text-slate-700">
            <span className="sr-only">{words(W.messageFromClient)} </span>“{item.message}”
          </p>
        </div>
      ) : null}
      {view.acceptByText ? (
        <p className="mx-4 mb-4 rounded-control border border-warning-100 bg-warning-50 px-3 py-2.5 text-sm text-warning-800 sm:mx-5">
          {view.acceptByText}
        </p>
      ) : null}
      {proposed ? (
        <p
          data-testid="proposal-waiting"
          className="mx-4 mb-4 rounded-control border border-primary-100 bg-primary-50 px-3 py-2.5 text-sm text-primary-900 sm:mx-5"
        >
          {words(W.proposalWaiting, { times: proposed })}
        </p>
      ) : null}
      {view.markFromText ? (
        <p
          data-testid="mark-from"
          className="mx-4 mb-4 rounded-control border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700 sm:mx-5"
        >
          {view.markFromText}
        </p>
      ) : null}
      {view.tab === 'upcoming' ? (
        <div className="px-4 pb-4 sm:px-5">
          <SessionAccess access={item.access} now={now} />
        </div>
      ) : null}
      {view.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 p-3 sm:px-5">
          {view.actions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => onAction(view, action)}
              className={buttonClasses(
                action === 'accept' || action === 'complete' ? 'primary' : 'secondary',
                'md',
                'flex-1 sm:flex-none',
              )}
            >
              {words(ACTION_WORDS[action].label)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
