import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPaise } from '@app/domain/tax-invoice';
import type { AdminInvoiceSummary } from '@app/domain/schemas/invoices';
import { InvoiceDownloadButton } from '#components/invoices/invoice-download-button';
import { INVOICE_KIND_LABEL } from '#lib/invoices';
import { ADMIN_LISTS } from '../api/admin-lists';
import { DataTable } from './data-table';
import { IstWhen, Pill, SectionHeader } from './bits';

const rupees = (paise: number) => `₹${formatPaise(paise)}`;

/** Every tax invoice and credit note issued, newest first, each downloadable as its PDF. */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const query = useQuery(ADMIN_LISTS.invoices({ page }));
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Invoices"
        intro="GST tax invoices of every captured payment and credit notes of every processed refund, numbered without gaps per financial year."
      />
      <DataTable
        caption="Tax invoices and credit notes"
        columns={[
          { header: 'Issued', cell: (i: AdminInvoiceSummary) => <IstWhen iso={i.issuedAt} /> },
          {
            header: 'Number',
            cell: (i) => (
              <div className="whitespace-nowrap">
                <span className="font-mono text-sm">{i.number}</span>
                <div className="mt-1">
                  <Pill tone={i.kind === 'invoice' ? 'neutral' : 'pending'}>
                    {INVOICE_KIND_LABEL[i.kind]}
                  </Pill>
                </div>
              </div>
            ),
          },
          {
            header: 'Buyer',
            cell: (i) => (
              <div className="min-w-44">
                {i.buyerName}
                <div className="text-xs break-words text-slate-600">{i.buyerEmail}</div>
              </div>
            ),
          },
          {
            header: 'For',
            cell: (i) => (
              <div className="min-w-56 text-sm">
                {i.description}
                {i.creditsNumber ? (
                  <div className="text-xs text-slate-600">Against {i.creditsNumber}</div>
                ) : null}
              </div>
            ),
          },
          {
            header: 'Amount and payment',
            cell: (i) => (
              <div className="whitespace-nowrap tabular-nums">
                <span className="font-semibold">{rupees(i.totalPaise)}</span>
                <div className="text-xs text-slate-600">
                  {rupees(i.taxablePaise)} + {rupees(i.taxPaise)} GST
                </div>
                <code className="text-xs text-slate-600">{i.paymentId}</code>
              </div>
            ),
          },
          {
            header: 'PDF',
            cell: (i) => <InvoiceDownloadButton invoice={i} area="admin" compact />,
          },
        ]}
        rows={query.data?.invoices}
        rowKey={(i) => i.id}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No invoices issued yet."
        paging={query.data ? { ...query.data, onPage: setPage } : undefined}
        rowTestId="admin-invoice-row"
      />
    </section>
  );
}
