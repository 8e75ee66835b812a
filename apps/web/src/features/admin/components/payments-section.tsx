import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminJob, AdminPayment, AdminRefund } from '@app/domain/schemas/admin-ops';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatPaise, slotKeyOfIsoDay } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { useTeamMay } from '../lib/team-role';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { GoodwillRefundDialog } from './goodwill-refund-dialog';
import { DataTable } from './data-table';
import { Pill, RowAction, SectionHeader, SelectFilter, TextFilter, IstWhen } from './bits';

const code = (v: string | null) => (v ? <code className="text-xs break-all">{v}</code> : '—');

export function PaymentsSection() {
  const pays = useListState({ status: '', q: '', from: '', to: '' });
  const refs = useListState({ status: '' });
  const payments = useQuery(
    ADMIN_LISTS.payments({
      ...pays.params,
      from: slotKeyOfIsoDay(pays.params.from),
      to: slotKeyOfIsoDay(pays.params.to),
    }),
  );
  const refunds = useQuery(ADMIN_LISTS.refunds(refs.params));
  const jobs = useQuery(ADMIN_LISTS.deadJobs());
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const may = useTeamMay();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-8">
      <div>
        <SectionHeader
          title="Payments and refunds"
          intro="Every order with its provider ids, amounts in rupees and states; newest first."
        >
          <TextFilter
            label="Order, payment id or email"
            value={pays.filters.q}
            onChange={(v) => pays.set('q', v)}
          />
          <TextFilter
            label="Created from"
            type="date"
            value={pays.filters.from}
            onChange={(v) => pays.set('from', v)}
          />
          <TextFilter
            label="Created to"
            type="date"
            value={pays.filters.to}
            onChange={(v) => pays.set('to', v)}
          />
          <SelectFilter
            label="Payment state"
            value={pays.filters.status}
            onChange={(v) => pays.set('status', v)}
            options={[
              ['', 'Any'],
              ['created', 'Created'],
              ['captured', 'Captured'],
              ['failed', 'Failed'],
              ['refunded', 'Refunded'],
            ]}
          />
        </SectionHeader>
        <DataTable
          caption="Payments"
          columns={[
            { header: 'Created', cell: (p: AdminPayment) => <IstWhen iso={p.createdAt} /> },
            { header: 'Order', cell: (p) => code(p.providerOrderId) },
            { header: 'Payment', cell: (p) => code(p.providerPaymentId) },
            { header: 'Amount', cell: (p) => formatPaise(p.amountPaise) },
            {
              header: 'State',
              cell: (p) => (
                <Pill
                  tone={
                    p.status === 'captured'
                      ? 'positive'
                      : p.status === 'failed'
                        ? 'negative'
                        : 'neutral'
                  }
                >
                  {p.status}
                </Pill>
              ),
            },
            { header: 'Client', cell: (p) => p.clientEmail },
            { header: 'Therapist', cell: (p) => p.therapistName },
            {
              header: 'Actions',
              cell: (p) =>
                p.refundable && may('refunds') ? (
                  <RowAction danger onClick={() => setRefunding(p)}>
                    Refund
                  </RowAction>
                ) : null,
            },
          ]}
          rows={payments.data?.items}
          rowKey={(p) => p.id}
          isLoading={payments.isLoading}
          error={payments.error}
          onRetry={() => void payments.refetch()}
          empty="No payments match."
          paging={payments.data ? { ...payments.data, onPage: pays.setPage } : undefined}
        />
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-slate-900">Refunds</h3>
        <div className="mb-3">
          <SelectFilter
            label="Refund state"
            value={refs.filters.status}
            onChange={(v) => refs.set('status', v)}
            options={[
              ['', 'Any'],
              ['pending', 'Pending'],
              ['processed', 'Processed'],
              ['failed', 'Failed'],
            ]}
          />
        </div>
        <DataTable
          caption="Refunds"
          columns={[
            { header: 'Created', cell: (r: AdminRefund) => <IstWhen iso={r.createdAt} /> },
            { header: 'Amount', cell: (r) => formatPaise(r.amountPaise) },
            {
              header: 'State',
              cell: (r) => (
                <Pill
                  tone={
                    r.status === 'processed'
                      ? 'positive'
                      : r.status === 'failed'
                        ? 'negative'
                        : 'pending'
                  }
                >
                  {r.status}
                </Pill>
              ),
            },
            { header: 'Provider refund', cell: (r) => code(r.providerRefundId) },
            { header: 'Payment', cell: (r) => code(r.providerPaymentId) },
            { header: 'Reason', cell: (r) => r.reason },
            ...(may('refunds')
              ? [
                  {
                    header: 'Actions',
                    cell: (r: AdminRefund) =>
                      r.retryable ? (
                        <RowAction
                          onClick={() =>
                            setAction({
                              title: 'Send the refund again',
                              effect: `Asks the payment provider again to refund ${formatPaise(r.amountPaise)}.`,
                              confirmLabel: `Retry refund of ${formatPaise(r.amountPaise)}`,
                              path: `/api/admin/refunds/${r.id}/retry`,
                            })
                          }
                        >
                          Retry
                        </RowAction>
                      ) : null,
                  },
                ]
              : []),
          ]}
          rows={refunds.data?.items}
          rowKey={(r) => r.id}
          isLoading={refunds.isLoading}
          error={refunds.error}
          onRetry={() => void refunds.refetch()}
          empty="No refunds match."
          paging={refunds.data ? { ...refunds.data, onPage: refs.setPage } : undefined}
        />
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-slate-900">Failed background jobs</h3>
        <DataTable
          caption="Failed background jobs"
          columns={[
            { header: 'Type', cell: (j: AdminJob) => <code className="text-xs">{j.type}</code> },
            { header: 'Attempts', cell: (j) => j.attempts },
            {
              header: 'Last error',
              cell: (j) => <p className="max-w-md text-danger-800">{j.lastError ?? '—'}</p>,
            },
            { header: 'Failed', cell: (j) => <IstWhen iso={j.updatedAt} /> },
            ...(may('jobs')
              ? [
                  {
                    header: 'Actions',
                    cell: (j: AdminJob) => (
                      <RowAction
                        onClick={() =>
                          setAction({
                            title: 'Run the job again',
                            effect: `The ${j.type} job runs again with a fresh count of attempts.`,
                            confirmLabel: 'Retry job',
                            path: `/api/admin/jobs/${j.id}/retry`,
                          })
                        }
                      >
                        Retry
                      </RowAction>
                    ),
                  },
                ]
              : []),
          ]}
          rows={jobs.data?.items}
          rowKey={(j) => j.id}
          isLoading={jobs.isLoading}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          empty="No failed jobs. Everything ran."
        />
      </div>
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
      {refunding ? (
        <GoodwillRefundDialog
          payment={refunding}
          to={refunding.clientEmail || 'the client'}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </section>
  );
}
