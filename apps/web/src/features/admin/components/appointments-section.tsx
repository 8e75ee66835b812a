import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DialogFrame } from '#components/ui/dialog-frame';
import {
  allowedMoves,
  type AppointmentState,
  type MoveOf,
} from '@app/domain/appointment-life-cycle';
import type { AdminAppointment } from '@app/domain/schemas/admin-ops';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatIst, formatPaise } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { CancelSessionDialog } from './cancel-session-dialog';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable, type Sort } from './data-table';
import { MoveDialog } from './move-dialog';
import { Pill, RowAction, SectionHeader, TextFilter, type Tone, IstWhen } from './bits';
import { useTeamMay } from '../lib/team-role';
import { CaseNotes } from './case-notes';

function state(a: AdminAppointment): [Tone, string] {
  if (a.cancelled) return ['negative', `Cancelled${a.cancelledBy ? ` (${a.cancelledBy})` : ''}`];
  if (a.cancellationStatus === 'pending') return ['pending', 'Cancellation requested'];
  if (a.payment === 'unpaid') return ['pending', 'Unpaid'];
  if (a.sessionStatus === 'not-attended') return ['neutral', 'Not attended'];
  if (a.isCompleted) return ['positive', 'Completed'];
  return a.isApproved ? ['positive', 'Confirmed'] : ['pending', 'Awaiting confirmation'];
}

/** The life cycle's view of a row: the team's moves read none of the request's other fields. */
function lifeCycleState(a: AdminAppointment): AppointmentState {
  return {
    startsAt: new Date(a.startsAt),
    payment: a.payment,
    reservationExpiresAt: null,
    cancelled: a.cancelled,
    isApproved: a.isApproved,
    isCompleted: a.isCompleted,
    sessionStatus: a.sessionStatus,
    cancellationStatus:
      a.cancellationStatus === 'pending' ||
      a.cancellationStatus === 'approved' ||
      a.cancellationStatus === 'rejected'
        ? a.cancellationStatus
        : null,
    cancellationRequestedBy: null,
  };
}

/** The row's decisions; cancellation requests are decided in their own section. */
const ROW_MOVES = {
  confirm: {
    button: 'Confirm',
    title: 'Confirm appointment',
    effect: (a: AdminAppointment) =>
      `Confirms the session of ${a.clientName} with ${a.therapistName}.`,
    confirmLabel: 'Confirm',
  },
  complete: {
    button: 'Completed',
    title: 'Mark completed',
    effect: () => 'The session took place.',
    confirmLabel: 'Mark completed',
  },
  'not-attended': {
    button: 'Not attended',
    title: 'Mark not attended',
    effect: () => 'The client did not attend. No refund applies.',
    confirmLabel: 'Mark not attended',
  },
} as const;

const isRowMove = (m: MoveOf<'admin'>): m is keyof typeof ROW_MOVES => m in ROW_MOVES;

/** What the team may do with a booking now; `may` says which of it this role may. */
function actions(
  a: AdminAppointment,
  may: { decide: boolean; move: boolean; cancel: boolean },
  open: (x: ConfirmAction) => void,
  move: (a: AdminAppointment) => void,
  cancel: (a: AdminAppointment) => void,
  notes: ((a: AdminAppointment) => void) | null,
) {
  const allowed = allowedMoves('admin', lifeCycleState(a), new Date());
  const moves = may.decide ? allowed.filter(isRowMove) : [];
  const movable = may.move && allowed.includes('reschedule');
  const cancellable = may.cancel && allowed.includes('cancel');
  if (moves.length === 0 && !movable && !cancellable && !notes) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {notes ? <RowAction onClick={() => notes(a)}>Notes</RowAction> : null}
      {movable ? <RowAction onClick={() => move(a)}>Move</RowAction> : null}
      {cancellable ? (
        <RowAction danger onClick={() => cancel(a)}>
          Cancel session
        </RowAction>
      ) : null}
      {moves.map((move) => {
        const text = ROW_MOVES[move];
        return (
          <RowAction
            key={move}
            onClick={() =>
              open({
                title: text.title,
                effect: text.effect(a),
                confirmLabel: text.confirmLabel,
                path: `/api/admin/appointments/${a.id}/${move}`,
              })
            }
          >
            {text.button}
          </RowAction>
        );
      })}
    </div>
  );
}

/** /admin/appointments; `?id=` opens it on one appointment (a report links to its session). */
export function AppointmentsSection() {
  const [params] = useSearchParams();
  const list = useListState({
    id: params.get('id') ?? '',
    clientEmail: '',
    therapist: '',
    date: '',
  });
  const [sort, setSort] = useState<Sort>({ key: 'startsAt', dir: 'desc' });
  const query = useQuery(ADMIN_LISTS.appointments({ ...list.params, dir: sort.dir }));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [moving, setMoving] = useState<AdminAppointment | null>(null);
  const [cancelling, setCancelling] = useState<AdminAppointment | null>(null);
  const [noting, setNoting] = useState<AdminAppointment | null>(null);
  const teamMay = useTeamMay();
  const may = {
    decide: teamMay('appointments'),
    move: teamMay('moveBookings'),
    cancel: teamMay('cancelBookings'),
    notes: teamMay('people', 'read'),
  };
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
                <IstWhen iso={a.startsAt} />
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
          ...(may.decide || may.move || may.cancel || may.notes
            ? [
                {
                  header: 'Actions',
                  cell: (a: AdminAppointment) =>
                    actions(
                      a,
                      may,
                      setAction,
                      setMoving,
                      setCancelling,
                      may.notes ? setNoting : null,
                    ),
                },
              ]
            : []),
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
      {moving ? <MoveDialog a={moving} onClose={() => setMoving(null)} /> : null}
      {cancelling ? (
        <CancelSessionDialog appointmentId={cancelling.id} onClose={() => setCancelling(null)} />
      ) : null}
      {noting ? (
        <DialogFrame
          title="Appointment notes"
          onClose={() => setNoting(null)}
          description={
            <p>
              {noting.clientName} with {noting.therapistName}, {formatIst(noting.startsAt)}.
            </p>
          }
        >
          <div className="mt-4">
            <CaseNotes subject={`appointment:${noting.id}`} />
          </div>
        </DialogFrame>
      ) : null}
    </section>
  );
}
