import type { ReactNode } from 'react';
import { featuredPlanOf } from '@app/domain/featured-plans';
import type { Translator } from '@app/domain/i18n/translator';
import { formatRupees } from '@app/domain/pricing';
import type { FeaturedReceipt } from '@app/domain/schemas/featured-plans';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { FEATURED as W, instantText } from '../lib/featured-words';
import type { InvoiceSummary } from '@app/domain/schemas/invoices';
import { InvoiceDownloadButton } from '#components/invoices/invoice-download-button';

const when = (iso: string, t: Translator) => instantText(new Date(iso), t);

/** A receipt's plan by its months ('One month'), or the label the server gave. */
const planName = (r: FeaturedReceipt, t: Translator) => {
  const plan = featuredPlanOf(r.plan);
  return plan ? t(W.planTitle, { months: plan.months }) : r.label;
};

/** The therapist's paid plans with the provider's order and payment ids, newest first. */
export function ReceiptsTable({
  receipts,
  invoices = [],
}: {
  receipts: FeaturedReceipt[];
  /** The therapist's invoices and credit notes, matched to receipts by payment id. */
  invoices?: InvoiceSummary[];
}) {
  const t = useT();
  const documentsOf = (r: FeaturedReceipt) =>
    invoices
      .filter((i) => i.paymentId === r.providerPaymentId)
      .map((i) => <InvoiceDownloadButton key={i.id} invoice={i} area="dashboard" />);
  if (receipts.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
        {t(W.noReceipts)}
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
                {planName(r, t)} · {formatRupees(r.amountPaise / 100)}
              </p>
              <StatusBadge status={r.status} />
            </div>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700">
              <Row term={t(W.paidOn)}>{when(r.paidAt, t)}</Row>
              <Row term={t(W.featured)}>
                {t(W.range, { from: when(r.featuredFrom, t), to: when(r.featuredUntil, t) })}
              </Row>
              <Row term={t(W.orderId)} mono>
                {r.providerOrderId}
              </Row>
              <Row term={t(W.paymentId)} mono>
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
          <caption className="sr-only">{t(W.receiptsCaption)}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {[W.paidOn, W.plan, W.amount, W.period, W.orderId, W.paymentId, W.status, W.invoice]
                .map((heading) => t(heading))
                .map((h) => (
                  <th key={h} scope="col" className="px-3 py-3 font-semibold">
                    {h}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {receipts.map((r) => (
              <tr key={r.id} data-testid="featured-receipt-row">
                <td className="px-3 py-3 text-slate-800">{when(r.paidAt, t)}</td>
                <td className="px-3 py-3 text-slate-800">{planName(r, t)}</td>
                <td className="px-3 py-3 tabular-nums text-slate-800">
                  {formatRupees(r.amountPaise / 100)}
                </td>
                <td className="px-3 py-3 text-slate-800">
                  {t(W.range, { from: when(r.featuredFrom, t), to: when(r.featuredUntil, t) })}
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
  const t = useT();
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'paid' ? 'bg-success-50 text-success-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {t(W.receiptStatus, { status })}
    </span>
  );
}
