import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  invoicePdfPath,
  invoicesResponse,
  type InvoiceSummary,
} from '@app/domain/schemas/invoices';
import { apiGet } from './api-client';
import { useAuthToken } from './auth-token';
import { INVOICES_KEY } from './query-keys';
import { downloadPrivate } from './download';

export type InvoiceArea = 'user' | 'dashboard';

/** GET /api/user/invoices or /api/dashboard/invoices (token): the caller's own documents. */
export const invoicesQueryOptions = (area: InvoiceArea, token: string | null) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, area, token] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/${area}/invoices`, invoicesResponse, { signal }).then((b) => b.invoices),
    enabled: token !== null,
  });

export function useInvoices(area: InvoiceArea) {
  return useQuery(invoicesQueryOptions(area, useAuthToken()));
}

/** 'MC/26-27/00042' → 'invoice-MC-26-27-00042.pdf', the name the server gives it too. */
export const invoiceFileName = (i: Pick<InvoiceSummary, 'kind' | 'number'>) =>
  `${i.kind}-${i.number.replaceAll('/', '-')}.pdf`;

/** Saves one document's PDF, fetched with the session token. */
export const downloadInvoice = (
  area: InvoiceArea | 'admin',
  i: Pick<InvoiceSummary, 'id' | 'kind' | 'number'>,
) => downloadPrivate(invoicePdfPath(area, i.id), invoiceFileName(i));

export const INVOICE_KIND_LABEL = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const;
