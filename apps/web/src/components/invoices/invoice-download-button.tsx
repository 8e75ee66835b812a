import { useState } from 'react';
import type { InvoiceSummary } from '@app/domain/schemas/invoices';
import { buttonClasses } from '#components/ui/button';
import { DownloadIcon } from '#components/ui/icons';
import { errorMessage } from '#lib/api-client';
import { downloadInvoice, type InvoiceArea } from '#lib/invoices';
import { showError } from '#lib/toast';
import { cn } from '#lib/cn';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  label: {
    id: 'common.invoice.download',
    defaultMessage: '{kind, select, invoice {Download invoice} other {Download credit note}}',
  },
  preparing: { id: 'common.invoice.preparing', defaultMessage: 'Preparing PDF…' },
});

/** Saves a tax invoice or credit note as a PDF; its number is read out with the label. */
export function InvoiceDownloadButton({
  invoice,
  area,
  className,
  compact,
}: {
  invoice: Pick<InvoiceSummary, 'id' | 'kind' | 'number'>;
  area: InvoiceArea | 'admin';
  className?: string;
  /** Dense tables: the visible word is "PDF"; the full label is still read out. */
  compact?: boolean;
}) {
  const t = useT();
  const label = t(M.label, { kind: invoice.kind });
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadInvoice(area, invoice);
    } catch (error) {
      showError(errorMessage(error), { id: 'invoice-download' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      // relative: the read-out label stays inside a scrolling table instead of widening the page.
      className={cn(
        buttonClasses('ghost', compact ? 'sm' : 'md'),
        'relative text-primary-800',
        className,
      )}
    >
      <DownloadIcon width={18} height={18} />
      {compact ? (
        <>
          <span aria-hidden="true">{busy ? '…' : 'PDF'}</span>
          <span className="sr-only">
            {label} {invoice.number}
          </span>
        </>
      ) : (
        <>
          {busy ? t(M.preparing) : label}
          <span className="sr-only"> {invoice.number}</span>
        </>
      )}
    </button>
  );
}
