import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import type { TherapistAction, TherapistTab } from '@app/domain/therapist-sessions';
import { buttonClasses } from '#components/ui/button';
import { Skeleton } from '#components/ui/skeleton';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { useNow } from '#lib/use-now';
import { useTherapistAppointments } from '../api/get-appointments';
import { DASHBOARD as W } from '../lib/dashboard-words';
import { groupByTab, tabLabel, THERAPIST_TABS, type SessionView } from '../lib/session-view';
import { ActionDialog } from './action-dialog';
import { ProposeTimesDialog } from './propose-times-dialog';
import { SessionCard } from './session-card';
import { SeriesStrip } from './series-strip';
import { ClientsWithoutNext } from './clients-without-next';
import { unacceptedBySeries } from '@app/domain/series-view';

const isTab = (v: string | null): v is TherapistTab =>
  v !== null && (THERAPIST_TABS as readonly string[]).includes(v);

/** Upcoming, past and cancelled bookings with the actions each allows. */
export function AppointmentsPanel() {
  const t = useT();
  const query = useTherapistAppointments();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TherapistTab = isTab(raw) ? raw : 'upcoming';
  const [dialog, setDialog] = useState<{ id: string; action: TherapistAction } | null>(null);
  const byTab = useMemo(() => groupByTab(query.data ?? [], now, t), [query.data, now, t]);
  const unaccepted = useMemo(() => unacceptedBySeries(query.data ?? []), [query.data]);

  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    setParams(value === 'upcoming' ? {} : { tab: value }, {
      replace: true,
      preventScrollReset: true,
    });
  };
  const dialogView = dialog
    ? THERAPIST_TABS.flatMap((each) => byTab[each]).find((v) => v.item.id === dialog.id)
    : undefined;
  const onAction = (view: SessionView, action: TherapistAction) =>
    setDialog({ id: view.item.id, action });

  return (
    <section aria-labelledby="appointments-heading">
      <h2 id="appointments-heading" className="text-xl font-semibold">
        {t(W.appointments)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(W.allTimesIst)}</p>
      <ClientsWithoutNext />
      <Tabs.Root value={tab} onValueChange={selectTab} className="mt-4">
        <Tabs.List
          aria-label={t(W.appointments)}
          className="grid grid-cols-3 gap-1 rounded-card border border-slate-200 bg-white p-1 shadow-raised sm:inline-grid sm:min-w-[28rem]"
        >
          {THERAPIST_TABS.map((listTab) => (
            <Tabs.Trigger
              key={listTab}
              value={listTab}
              className={cn(
                'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control px-2 text-[0.9375rem] font-semibold text-slate-700 transition-colors',
                'hover:bg-slate-50 hover:text-slate-900',
                'group data-[state=active]:bg-primary-700 data-[state=active]:text-white',
              )}
            >
              {tabLabel(listTab, t)}
              {query.isSuccess ? (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-xs leading-5 tabular-nums',
                    'bg-slate-100 text-slate-700 group-data-[state=active]:bg-primary-900 group-data-[state=active]:text-white',
                  )}
                >
                  {byTab[listTab].length}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {THERAPIST_TABS.map((listTab) => (
          <Tabs.Content key={listTab} value={listTab} className="mt-5 outline-none">
            {query.isPending ? (
              <div role="status" className="grid gap-4">
                <span className="sr-only">{t(W.loadingAppointments)}</span>
                <Skeleton className="h-48 w-full" />
                <Skeleton className="h-48 w-full" />
              </div>
            ) : query.isError && !query.data ? (
              <div role="alert" className="rounded-card border border-danger-100 bg-white p-5">
                <p className="text-slate-800">{t(W.appointmentsFailed)}</p>
                <button
                  type="button"
                  onClick={() => void query.refetch()}
                  disabled={query.isFetching}
                  className={buttonClasses('secondary', 'md', 'mt-3')}
                >
                  {t(W.tryAgain)}
                </button>
              </div>
            ) : byTab[listTab].length === 0 ? (
              <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
                {t(W.empty, { tab: listTab })}
              </p>
            ) : (
              <ul className="grid gap-4">
                {byTab[listTab].map((view) => (
                  <li key={view.item.id}>
                    <SessionCard
                      view={view}
                      now={now}
                      onAction={onAction}
                      series={
                        view.item.seriesId ? (
                          <SeriesStrip
                            seriesId={view.item.seriesId}
                            unaccepted={
                              listTab === 'upcoming' ? (unaccepted.get(view.item.seriesId) ?? 0) : 0
                            }
                          />
                        ) : null
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog && dialogView && dialog.action === 'propose-times' ? (
        <ProposeTimesDialog view={dialogView} onClose={() => setDialog(null)} />
      ) : dialog && dialogView ? (
        <ActionDialog view={dialogView} action={dialog.action} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
