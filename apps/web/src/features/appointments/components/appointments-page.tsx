import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import * as Tooltip from '@radix-ui/react-tooltip';
import {
  APPOINTMENT_TABS,
  appointmentTabOrder,
  type AppointmentTab,
} from '@app/domain/appointment-status';
import { PageHead } from '#components/seo/page-head';
import { buttonClasses } from '#components/ui/button';
import { CalendarIcon, RefreshIcon, SearchIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { SITE } from '#lib/site';
import { useAppointments } from '../api/get-appointments';
import { useNow } from '#lib/use-now';
import { usePayOnline } from '../hooks/use-pay-online';
import { appointmentView, type AppointmentView } from '../lib/appointment-view';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { CancelSeriesDialog } from './cancel-series-dialog';
import { occurrencesWithLaterSessions, seriesPositions } from '@app/domain/series-view';
import type { CardActionHandlers } from './card-actions';
import { PendingRequestDialog } from './pending-request-dialog';
import { RequestCancellationDialog } from './request-cancellation-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { paths } from '#config/paths';
import type { InvoiceSummary } from '@app/domain/schemas/invoices';
import { useInvoices } from '#lib/invoices';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';

const TAB_LABELS = { upcoming: W.upcoming, past: W.past, cancelled: W.cancelled } as const;

const isTab = (value: string | null): value is AppointmentTab =>
  APPOINTMENT_TABS.includes(value as AppointmentTab);

type OpenDialog = {
  kind:
    | 'request-cancellation'
    | 'pending-request'
    | 'cancel-reservation'
    | 'reschedule'
    | 'cancel-series';
  id: string;
} | null;

function EmptyTab({ tab }: { tab: AppointmentTab }) {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-4 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <CalendarIcon width={28} height={28} />
      </span>
      <p className="text-lg font-medium text-slate-800">{t(W.empty, { tab })}</p>
      <p className="max-w-sm text-[0.9375rem] text-slate-600">{t(W.emptyLead)}</p>
      <Link to={paths.therapists()} className={buttonClasses('primary', 'md')}>
        <SearchIcon width={18} height={18} />
        {t(W.findTherapist)}
      </Link>
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-4 rounded-card border border-danger-100 bg-white px-6 py-12 text-center"
    >
      <p className="text-lg font-medium text-slate-800">{t(W.loadFailed)}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClasses('primary', 'md')}
      >
        <RefreshIcon width={18} height={18} />
        {retrying ? t(W.tryingAgain) : t(W.tryAgain)}
      </button>
    </div>
  );
}

/** /my-appointments: the signed-in client's appointments in three tabs, with their actions. */
/** `before`: shown above the tabs (the offer to verify the phone after a booking). */
export function AppointmentsPage({ before }: { before?: ReactNode } = {}) {
  const signedIn = useIsSignedIn();
  const t = useT();
  const query = useAppointments();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AppointmentTab = isTab(requested) ? requested : 'upcoming';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const pay = usePayOnline();
  const invoices = useInvoices('user');
  const invoicesOf = useMemo(() => {
    const map = new Map<string, InvoiceSummary[]>();
    // Oldest first: the invoice, then its credit note.
    for (const invoice of [...(invoices.data ?? [])].reverse()) {
      if (!invoice.appointmentId) continue;
      map.set(invoice.appointmentId, [...(map.get(invoice.appointmentId) ?? []), invoice]);
    }
    return map;
  }, [invoices.data]);

  const seriesOf = useMemo(() => {
    const items = query.data ?? [];
    const positions = seriesPositions(items);
    const withLater = occurrencesWithLaterSessions(items);
    return (id: string) => {
      const position = positions.get(id);
      return position ? { ...position, laterSessions: withLater.has(id) } : undefined;
    };
  }, [query.data]);

  const byTab = useMemo(() => {
    const groups: Record<AppointmentTab, AppointmentView[]> = {
      upcoming: [],
      past: [],
      cancelled: [],
    };
    for (const item of query.data ?? []) {
      const view = appointmentView(item, now, SITE.supportEmail, t);
      groups[view.tab].push(view);
    }
    // Upcoming: the next session at the top; Past and Cancelled: the most recent first.
    for (const tab of APPOINTMENT_TABS) {
      const order = appointmentTabOrder(tab);
      groups[tab].sort((x, y) => order(x.item, y.item));
    }
    return groups;
  }, [query.data, now, t]);

  if (!signedIn) return <Navigate to={paths.login({ redirect: paths.myAppointments() })} replace />;

  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'upcoming') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const handlers: CardActionHandlers = {
    // A request already awaiting review cannot be made twice: show where it stands instead.
    onRequestCancellation: (view) =>
      setDialog({
        kind:
          view.item.cancellationStatus === 'pending' ? 'pending-request' : 'request-cancellation',
        id: view.item.id,
      }),
    onCancelReservation: (view) => setDialog({ kind: 'cancel-reservation', id: view.item.id }),
    onPayOnline: (view) => void pay.start(view),
    onReschedule: (view) => setDialog({ kind: 'reschedule', id: view.item.id }),
    onCancelSeries: (view) => setDialog({ kind: 'cancel-series', id: view.item.id }),
    payingId: pay.payingId,
  };

  const dialogView = dialog
    ? APPOINTMENT_TABS.flatMap((each) => byTab[each]).find((v) => v.item.id === dialog.id)
    : undefined;
  const closeDialog = () => setDialog(null);
  const loaded = query.isSuccess;

  return (
    <div className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <PageHead
        title={t(W.title)}
        description={t(W.metaDescription)}
        canonicalPath={paths.myAppointments()}
        noIndex
      />
      <Tooltip.Provider delayDuration={200}>
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(W.title)}</h1>
          <p className="mt-2 text-slate-600">{t(W.lead)}</p>
          {before ? <div className="mt-6">{before}</div> : null}

          <Tabs.Root value={tab} onValueChange={selectTab} className="mt-6">
            <Tabs.List
              aria-label={t(W.tabs)}
              className="grid grid-cols-3 gap-1 rounded-card border border-slate-200 bg-white p-1 shadow-raised sm:inline-grid sm:min-w-[28rem]"
            >
              {APPOINTMENT_TABS.map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className={cn(
                    'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control px-2 text-[0.9375rem] font-semibold sm:gap-2 sm:px-3 text-slate-700 transition-colors',
                    'hover:bg-slate-50 hover:text-slate-900',
                    'group data-[state=active]:bg-primary-700 data-[state=active]:text-white',
                  )}
                >
                  {t(TAB_LABELS[tab])}
                  {loaded ? (
                    <span
                      className={cn(
                        'min-w-6 rounded-full px-1.5 text-xs leading-5 tabular-nums',
                        'bg-slate-100 text-slate-700 group-data-[state=active]:bg-primary-900 group-data-[state=active]:text-white',
                      )}
                    >
                      {byTab[tab].length}
                    </span>
                  ) : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            {APPOINTMENT_TABS.map((tab) => (
              <Tabs.Content key={tab} value={tab} className="mt-6 outline-none">
                <h2 className="sr-only">{t(W.tabHeading, { tab })}</h2>
                {query.isPending ? (
                  <div role="status" className="grid gap-4">
                    <span className="sr-only">{t(W.loading)}</span>
                    <AppointmentCardSkeleton />
                    <AppointmentCardSkeleton />
                  </div>
                ) : query.isError && !query.data ? (
                  <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
                ) : byTab[tab].length === 0 ? (
                  <EmptyTab tab={tab} />
                ) : (
                  <ul className="grid gap-4">
                    {byTab[tab].map((view) => (
                      <li key={view.item.id}>
                        <AppointmentCard
                          view={view}
                          handlers={handlers}
                          now={now}
                          invoices={invoicesOf.get(view.item.id)}
                          series={seriesOf(view.item.id)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </Tooltip.Provider>

      {dialog?.kind === 'request-cancellation' && dialogView ? (
        <RequestCancellationDialog view={dialogView} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'pending-request' && dialogView ? (
        <PendingRequestDialog view={dialogView} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'reschedule' && dialogView ? (
        <RescheduleDialog view={dialogView} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'cancel-series' && dialogView ? (
        <CancelSeriesDialog view={dialogView} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'cancel-reservation' && dialogView ? (
        <CancelReservationDialog view={dialogView} onClose={closeDialog} />
      ) : null}
    </div>
  );
}
