import type { ReactNode } from 'react';
import { appointmentWords } from '@app/domain/appointment-words';
import { displayName } from '@app/domain/i18n/display-names';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { SERIES_WORDS } from '../lib/series-words';
import { Avatar } from '#components/ui/avatar';
import {
  AlertIcon,
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  RefreshIcon,
  VideoIcon,
} from '#components/ui/icons';
import type { AppointmentView } from '../lib/appointment-view';
import { CardActions, type CardActionHandlers } from './card-actions';
import { StatusBadge } from '#components/ui/status-badge';
import { SessionAccess } from '#components/session-access/session-access';
import { ProposalCard } from './proposal-card';
import type { InvoiceSummary } from '@app/domain/schemas/invoices';
import { InvoiceDownloadButton } from '#components/invoices/invoice-download-button';

/** The video room or the address, when the session has one to show. */
function SessionAccessRow(props: Parameters<typeof SessionAccess>[0]) {
  const { videoRoom, venue } = props.access;
  if (!videoRoom && !venue) return null;
  return (
    <div className="px-4 pb-4 sm:px-5">
      <SessionAccess {...props} />
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 text-[0.9375rem] text-slate-800">
      <span className="text-slate-500">{icon}</span>
      {children}
    </li>
  );
}

function Notice({ tone, children }: { tone: 'amber' | 'slate'; children: ReactNode }) {
  const colours =
    tone === 'amber'
      ? 'border-warning-100 bg-warning-50 text-warning-800'
      : 'border-slate-200 bg-slate-50 text-slate-700';
  return (
    <p className={`flex items-start gap-2 rounded-control border px-3 py-2.5 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/** One appointment: therapist, when, how, what was paid, its status, and what can be done. */
export function AppointmentCard({
  view,
  handlers,
  now,
  invoices = [],
  series,
}: {
  view: AppointmentView;
  handlers: CardActionHandlers;
  now: Date;
  /** Its place in a standing series, and whether later sessions of it can still be cancelled. */
  series?: { position: number; count: number; laterSessions: boolean };
  /** The tax invoice and any credit note of the booking's payment. */
  invoices?: InvoiceSummary[];
}) {
  const { item } = view;
  const t = useT();
  const headingId = `appointment-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="appointment-card"
      data-appointment-id={item.id}
      className="rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div className="flex flex-wrap items-start gap-4 p-4 sm:p-5">
        <Avatar
          src={item.docData.image}
          name={item.docData.name}
          id={item.docData.name}
          size={56}
          className="rounded-full"
        />
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={headingId} className="text-lg leading-snug font-semibold">
            {item.docData.name}
          </h3>
          {item.docData.professionalTitle ? (
            <p className="text-sm text-slate-600">
              {displayName(t, 'title', item.docData.professionalTitle)}
            </p>
          ) : null}
          {series ? (
            <p
              className="mt-1.5 inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-medium text-primary-900"
              data-testid="series-position"
            >
              <RefreshIcon width={14} height={14} aria-hidden="true" />
              {t(SERIES_WORDS.position, { position: series.position, count: series.count })}
            </p>
          ) : null}
        </div>
        <div className="w-full sm:w-auto">
          <StatusBadge label={appointmentWords(t, view.status.label)} tone={view.tone} />
        </div>
      </div>

      <div className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2 sm:p-5">
        <ul className="grid content-start gap-2" aria-label={t(W.session)}>
          <Fact icon={<CalendarIcon width={18} height={18} />}>{view.dateText}</Fact>
          <Fact icon={<ClockIcon width={18} height={18} />}>
            {view.timeText}
            <span className="text-slate-600">· {t(W.sessionLength)}</span>
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
            {t(W.mode, { mode: item.sessionType })}
          </Fact>
        </ul>
        <dl className="grid content-start gap-2 text-[0.9375rem] sm:border-l sm:border-slate-100 sm:pl-5">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t(W.sessionFee)}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{view.sessionFeeText}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{view.bookingFeeLabel}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{view.bookingFeeText}</dd>
          </div>
          {view.atSessionText ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t(W.atSession)}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{view.atSessionText}</dd>
            </div>
          ) : null}
        </dl>
      </div>

      {view.reservedUntil ||
      view.confirmationNote ||
      view.refundText ||
      view.cancellationNote ||
      view.therapistNote ? (
        <div className="grid gap-2 px-4 pb-4 sm:px-5">
          {view.therapistNote ? (
            <Notice tone="amber">
              <AlertIcon width={18} height={18} className="mt-px shrink-0" />
              <span data-testid="therapist-note">{view.therapistNote}</span>
            </Notice>
          ) : null}
          {view.reservedUntil ? (
            <Notice tone="amber">
              <ClockIcon width={18} height={18} className="mt-px shrink-0" />
              <span>
                {t.parts<ReactNode>(W.reservedUntil, {
                  time: view.reservedUntil.timeText,
                  minutes: view.reservedUntil.minutesLeft,
                  strong: (chunks) => (
                    <strong key="strong" className="font-semibold">
                      {chunks}
                    </strong>
                  ),
                })}
              </span>
            </Notice>
          ) : null}
          {view.confirmationNote ? (
            <Notice tone="amber">
              <ClockIcon width={18} height={18} className="mt-px shrink-0" />
              <span data-testid="confirmation-note">{view.confirmationNote}</span>
            </Notice>
          ) : null}
          {view.refundText ? (
            <Notice tone="slate">
              <RefreshIcon width={18} height={18} className="mt-px shrink-0" />
              <span data-testid="refund-line">{view.refundText}</span>
            </Notice>
          ) : null}
          {view.cancellationNote ? (
            <Notice tone="slate">
              <AlertIcon width={18} height={18} className="mt-px shrink-0" />
              <span data-testid="cancellation-note">{view.cancellationNote}</span>
            </Notice>
          ) : null}
        </div>
      ) : null}

      {item.proposal && view.tab === 'upcoming' ? (
        <div className="px-4 pb-4 sm:px-5">
          <ProposalCard view={view} proposal={item.proposal} />
        </div>
      ) : null}

      <SessionAccessRow access={item.access} now={now} />

      <div className="flex flex-col gap-2 border-t border-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        {invoices.length > 0 ? (
          <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
            {invoices.map((invoice) => (
              <InvoiceDownloadButton
                key={invoice.id}
                invoice={invoice}
                area="user"
                className="w-full sm:w-auto"
              />
            ))}
          </div>
        ) : null}
        <div className="sm:ml-auto">
          <CardActions
            view={view}
            handlers={handlers}
            cancelSeriesOffered={series?.laterSessions ?? false}
          />
        </div>
      </div>
    </article>
  );
}
