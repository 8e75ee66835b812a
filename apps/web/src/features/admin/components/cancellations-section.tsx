import { BOOKING_FEE_RUPEES, REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CancellationRequest } from '@app/domain/schemas/appointments';
import { errorMessage } from '#lib/api-client';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatPaise, formatSlot } from '../lib/admin-format';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable } from './data-table';
import { RowAction, SectionHeader, IstWhen } from './bits';
import { useTeamMay } from '../lib/team-role';

/** Loads the exact refund the policy gives, then asks to confirm the approval with it. */
function ApproveDialog({
  request,
  onClose,
}: {
  request: CancellationRequest;
  onClose: () => void;
}) {
  const preview = useQuery({ ...ADMIN_LISTS.preview(request.id), placeholderData: undefined });
  if (preview.isPending) {
    return (
      <ConfirmDialog
        onClose={onClose}
        action={{
          title: 'Approve cancellation',
          effect: 'Working out the refund…',
          confirmLabel: 'Close',
          path: '',
        }}
      />
    );
  }
  if (preview.isError) {
    return (
      <ConfirmDialog
        onClose={onClose}
        action={{
          title: 'Approve cancellation',
          effect: errorMessage(preview.error),
          confirmLabel: 'Close',
          path: '',
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      action={{
        title: 'Approve cancellation',
        effect: (
          <>
            <p className="text-lg font-semibold text-slate-900" data-testid="refund-summary">
              {preview.data.summary}
            </p>
            <p className="mt-1">
              The {formatSlot(request.slotDate, request.slotTime)} session with{' '}
              {request.therapistName} is cancelled and its slot freed. The client gets an email.
            </p>
          </>
        ),
        confirmLabel:
          preview.data.refundPaise > 0
            ? `Approve and refund ${formatPaise(preview.data.refundPaise)}`
            : 'Approve without refund',
        path: `/api/admin/appointments/${request.id}/approve-cancellation`,
      }}
    />
  );
}

export function CancellationsSection() {
  const query = useQuery(ADMIN_LISTS.cancellations());
  const [approving, setApproving] = useState<CancellationRequest | null>(null);
  const may = useTeamMay();
  const [action, setAction] = useState<ConfirmAction | null>(null);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Cancellation requests"
        intro={`Soonest session first. The refund follows the policy: ${formatRupees(BOOKING_FEE_RUPEES)} within ${REFUND_WINDOW_HOURS} hours of booking, in full when the therapist asked; a client's request within that window is approved at once and never waits here.`}
      />
      <DataTable
        caption="Cancellation requests"
        rowTestId="cancellation-row"
        columns={[
          {
            header: 'Session',
            cell: (r: CancellationRequest) => formatSlot(r.slotDate, r.slotTime),
          },
          {
            header: 'Client',
            cell: (r) => (
              <div>
                {r.clientName}
                <div className="text-xs text-slate-600">{r.clientEmail}</div>
              </div>
            ),
          },
          { header: 'Therapist', cell: (r) => r.therapistName },
          {
            header: 'Asked by',
            cell: (r) => (r.requestedBy === 'therapist' ? 'Therapist' : 'Client'),
          },
          { header: 'Reason', cell: (r) => <p className="max-w-xs">{r.reason}</p> },
          { header: 'Requested', cell: (r) => <IstWhen iso={r.requestedAt} /> },
          { header: 'Refund', cell: (r) => formatPaise(r.refundPaise) },
          ...(may('appointments')
            ? [
                {
                  header: 'Actions',
                  cell: (r: CancellationRequest) => (
                    <div className="flex flex-wrap gap-1.5">
                      <RowAction onClick={() => setApproving(r)}>Approve…</RowAction>
                      <RowAction
                        onClick={() =>
                          setAction({
                            title: 'Reject cancellation request',
                            effect: `The appointment stays booked. ${r.clientName} gets an email with your note.`,
                            confirmLabel: 'Reject request',
                            path: `/api/admin/appointments/${r.id}/reject-cancellation`,
                            textField: {
                              name: 'reason',
                              label: 'Note to the client',
                              optional: true,
                            },
                          })
                        }
                      >
                        Reject
                      </RowAction>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
        rows={query.data?.requests}
        rowKey={(r) => r.id}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No pending cancellation requests."
      />
      {approving ? <ApproveDialog request={approving} onClose={() => setApproving(null)} /> : null}
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
