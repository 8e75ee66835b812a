import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminAppointment } from '@app/domain/schemas/admin-ops';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatIst, formatPaise } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable, type Sort } from './data-table';
import { Pill, RowAction, SectionHeader, TextFilter, type Tone } from './bits';

function state(a: AdminAppointment): [Tone, string] {
  if (a.cancelled) return ['negative', `Cancelled${a.cancelledBy ? ` (${a.cancelledBy})` : ''}`];
  if (a.cancellationStatus === 'pending') return ['pending', 'Cancellation requested'];
  if (a.payment === 'unpaid') return ['pending', 'Unpaid'];
  if (a.sessionStatus === 'not-attended') return ['neutral', 'Not attended'];
  if (a.isCompleted) return ['positive', 'Completed'];
  return a.isApproved ? ['positive', 'Confirmed'] : ['pending', 'Awaiting confirmation'];
}

function actions(a: AdminAppointment, open: (x: ConfirmAction) => void) {
  if (a.cancelled || a.payment !== 'paid' || a.isCompleted || a.sessionStatus) return null;
  const base = `/api/admin/appointments/${a.id}`;
  const past = new Date(a.startsAt).getTime() < Date.now();
  return (
    <div className="flex flex-wrap gap-1.5">
      {!a.isApproved && !past ? (
        <RowAction
          onClick={() =>
            open({
              title: 'Confirm appointment',
              effect: `Confirms the session of ${a.clientName} with ${a.therapistName}.`,
              confirmLabel: 'Confirm',
              path: `${base}/confirm`,
            })
          }
        >
          Confirm
        </RowAction>
      ) : null}
      {past ? (
        <>
          <RowAction
            onClick={() =>
              open({
                title: 'Mark completed',
                effect: 'The session took place.',
                confirmLabel: 'Mark completed',
                path: `${base}/complete`,
              })
            }
          >
            Completed
          </RowAction>
          <RowAction
            onClick={() =>
              open({
                title: 'Mark not attended',
                effect: 'The client did not attend. No refund applies.',
                confirmLabel: 'Mark not attended',
                path: `${base}/not-attended`,
              })
            }
          >
            Not attended
          </RowAction>
        </>
      ) : null}
    </div>
  );
}

export function AppointmentsSection() {
  const list = useListState({ id: '', clientEmail: '', therapist: '', date: '' });
  const [sort, setSort] = useState<Sort>({ key: 'startsAt', dir: 'desc' });
  const query = useQuery(ADMIN_LISTS.appointments({ ...list.params, dir: sort.dir }));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Appointments"
        intro="Find a booking by its id, the client's email, the therapist or the session day (IST)."
      >
        <TextFilter
          label="Appointment id"
          value={list.filters.id}
          onChange={(v) => list.set('id', v.trim())}
        />
        <TextFilter
          label="Client email"
          value={list.filters.clientEmail}
          onChange={(v) => list.set('clientEmail', v)}
        />
        <TextFilter
          label="Therapist"
          value={list.filters.therapist}
          onChange={(v) => list.set('therapist', v)}
        />
        <TextFilter
          label="Session day"
          type="date"
          value={list.filters.date}
          onChange={(v) => list.set('date', v)}
        />
      </SectionHeader>
      <DataTable
        caption="Appointments"
        columns={[
          {
            header: 'Session',
            sortKey: 'startsAt',
            cell: (a: AdminAppointment) => (
              <div>
                {formatIst(a.startsAt)}
                <div className="text-xs text-slate-600">{a.sessionType}</div>
              </div>
            ),
          },
          {
            header: 'Client',
            cell: (a) => (
              <div>
                {a.clientName}
                <div className="text-xs text-slate-600">{a.clientEmail}</div>
              </div>
            ),
          },
          { header: 'Therapist', cell: (a) => a.therapistName },
          {
            header: 'State',
            cell: (a) => {
              const [tone, text] = state(a);
              return <Pill tone={tone}>{text}</Pill>;
            },
          },
          { header: 'Fee', cell: (a) => formatPaise(a.bookingFeePaise) },
          { header: 'Id', cell: (a) => <code className="text-xs break-all">{a.id}</code> },
          { header: 'Actions', cell: (a) => actions(a, setAction) },
        ]}
        rows={query.data?.items}
        rowKey={(a) => a.id}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No appointment matches."
        sort={sort}
        onSort={setSort}
        paging={query.data ? { ...query.data, onPage: list.setPage } : undefined}
      />
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
