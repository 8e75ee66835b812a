import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  adminTherapistsResponse,
  applicationsResponse,
  reportsResponse,
} from '@app/domain/schemas/admin';
import {
  accountDeletionsResponse,
  adminAppointmentsResponse,
  adminJobsResponse,
  adminMessagesResponse,
  adminPaymentsResponse,
  adminRefundsResponse,
  adminSubscribersResponse,
  auditResponse,
  cancellationPreviewResponse,
  overviewResponse,
} from '@app/domain/schemas/admin-ops';
import {
  cancellationRequestsResponse,
  fromWireCancellationRequest,
} from '@app/domain/schemas/appointments';
import { adminInvoicesResponse } from '@app/domain/schemas/invoices';
import { apiGet } from '#lib/api-client';
import { queryString } from '../lib/admin-format';
import { ADMIN_KEY } from './admin-keys';

export type ListParams = Record<string, string | number | undefined>;

/** One admin GET keyed by its path and parameters; the previous page stays while the next loads. */
function adminQuery<T>(path: string, schema: ZodType<T>, params: ListParams = {}) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, path, params] as const,
    queryFn: ({ signal }) => apiGet(`${path}${queryString(params)}`, schema, { signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) =>
      count < 1 && !(error && 'status' in error && [401, 403, 404].includes(Number(error.status))),
  });
}

/** The GET endpoints of the console, each with its response schema from the domain. */
export const ADMIN_LISTS = {
  overview: () => adminQuery('/api/admin/overview', overviewResponse),
  applications: (p: ListParams) => adminQuery('/api/admin/applications', applicationsResponse, p),
  therapists: (p: ListParams) => adminQuery('/api/admin/therapists', adminTherapistsResponse, p),
  reports: (p: ListParams) => adminQuery('/api/admin/reports', reportsResponse, p),
  cancellations: () =>
    adminQuery(
      '/api/admin/cancellation-requests',
      cancellationRequestsResponse.transform((body) => ({
        ...body,
        requests: body.requests.map(fromWireCancellationRequest),
      })),
    ),
  preview: (id: string) =>
    adminQuery(
      `/api/admin/appointments/${encodeURIComponent(id)}/cancellation-preview`,
      cancellationPreviewResponse,
    ),
  appointments: (p: ListParams) =>
    adminQuery('/api/admin/appointments', adminAppointmentsResponse, p),
  payments: (p: ListParams) => adminQuery('/api/admin/payments', adminPaymentsResponse, p),
  refunds: (p: ListParams) => adminQuery('/api/admin/refunds', adminRefundsResponse, p),
  deadJobs: () => adminQuery('/api/admin/jobs/dead', adminJobsResponse),
  messages: (p: ListParams) => adminQuery('/api/admin/messages', adminMessagesResponse, p),
  subscribers: (p: ListParams) =>
    adminQuery('/api/admin/newsletter/subscribers', adminSubscribersResponse, p),
  audit: (p: ListParams) => adminQuery('/api/admin/audit', auditResponse, p),
  deletions: () => adminQuery('/api/admin/account-deletions', accountDeletionsResponse),
  invoices: (p: ListParams) => adminQuery('/api/admin/invoices', adminInvoicesResponse, p),
};

export const useOverview = () => useQuery(ADMIN_LISTS.overview());
