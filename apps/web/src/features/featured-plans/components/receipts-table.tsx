import type { ReactNode } from 'react';
import { formatIstInstant } from '@app/domain/featured-plans';
import { formatRupees } from '@app/domain/pricing';
import type { FeaturedReceipt } from '@app/domain/schemas/featured-plans';
import { cn } from '#lib/cn';
import type { InvoiceSummary } from '@app/domain/schemas/invoices';
import { InvoiceDownloadButton } from '#components/invoices/invoice-download-button';

const when = (iso: string) => formatIstInstant(new Date(iso));

/** The therapist's paid plans with the provider's order and payment ids, newest first. */
export function ReceiptsTable({
  receipts,
  invoices = [],
}: {
  receipts: FeaturedReceipt[];
  /** The therapist's invoices and credit notes, matched to receipts by payment id. */
  invoices?: InvoiceSummary[];
}) {
  const documentsOf = (r: FeaturedReceipt) =>
    invoices
      .filter((i) => i.paymentId === r.providerPaymentId)
      .map((i) => <InvoiceDownloadButton key={i.id} invoice={i} area="dashboard" />);
  if (receipts.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
        No receipts yet. Each plan you buy is listed here and mailed to you.
      </p>
    );
  }
  return (
    <>
      {/* Phones and tablets: one card per receipt. */}
      <ul className="grid gap-3 lg:hidden">
        {receipts.map((r) => (
          <li
            key={r.id}
            data-testid="featured-receipt"
            className="rounded-card border border-slate-200 bg-white p-4 shadow-raised"
          >
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold text-slate-900">
                {r.label} · {formatRupees(r.amountPaise / 100)}
              </p>
              <StatusBadge status={r.status} />
            </div>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700">
              <Row term="Paid on">{when(r.paidAt)}</Row>
              <Row term="Featured">
                {when(r.featuredFrom)} – {when(r.featuredUntil)}
              </Row>
              <Row term="Order id" mono>
                {r.providerOrderId}
              </Row>
              <Row term="Payment id" mono>
                {r.providerPaymentId}
              </Row>
            </dl>
            <div className="mt-2 flex flex-wrap gap-1">{documentsOf(r)}</div>
          </li>
        ))}
      </ul>
      {/* Wide screens: a table. */}
      <div className="hidden overflow-hidden rounded-card border border-slate-200 bg-white shadow-raised lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Featured plan receipts, newest first</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {[
                'Paid on',
                'Plan',
                'Amount',
                'Featured period',
                'Order id',
                'Payment id',
                'Status',
                'Invoice',
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {receipts.map((r) => (
              <tr key={r.id} data-testid="featured-receipt-row">
                <td className="px-3 py-3 text-slate-800">{when(r.paidAt)}</td>
                <td className="px-3 py-3 text-slate-800">{r.label}</td>
                <td className="px-3 py-3 tabular-nums text-slate-800">
                  {formatRupees(r.amountPaise / 100)}
                </td>
                <td className="px-3 py-3 text-slate-800">
                  {when(r.featuredFrom)} – {when(r.featuredUntil)}
                </td>
                <td className="px-3 py-3 font-mono text-xs break-all text-slate-700">
                  {r.providerOrderId}
                </td>
                <td className="px-3 py-3 font-mono text-xs break-all text-slate-700">
                  {r.providerPaymentId}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={r.status} />
                </td>
                <td className="px-1 py-1">{documentsOf(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Row({ term, mono, children }: { term: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className={cn('text-slate-800', mono && 'font-mono text-xs break-all')}>{children}</dd>
    </div>
  );
}

function StatusBadge({ status }: { status: FeaturedReceipt['status'] }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'paid' ? 'bg-success-50 text-success-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {status === 'paid' ? 'Paid' : 'Refunded'}
    </span>
  );
}
