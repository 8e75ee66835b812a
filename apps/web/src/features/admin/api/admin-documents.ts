import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentState } from '@app/domain/document-review';
import { adminDocumentResponse, adminDocumentsResponse } from '@app/domain/schemas/admin-documents';
import { apiGet } from '#lib/api-client';
import { queryString } from '../lib/admin-format';
import { ADMIN_KEY } from './admin-keys';

const DOCUMENTS_PATH = '/api/admin/documents';

const noRetryOn = (error: unknown) =>
  Boolean(
    error &&
    'status' in (error as object) &&
    [400, 401, 403, 404].includes(Number((error as { status: unknown }).status)),
  );

export type DocumentsParams = {
  state: DocumentState;
  page: number;
  therapistId?: string;
  pageSize?: number;
};

/** One page of the document queue in one state (waiting: oldest first). */
export const documentsQuery = (params: DocumentsParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, DOCUMENTS_PATH, params] as const,
    queryFn: ({ signal }) =>
      apiGet(`${DOCUMENTS_PATH}${queryString(params)}`, adminDocumentsResponse, { signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 1 && !noRetryOn(error),
  });

/**
 * One document's page. Its inline view link is signed for this session and lives 10 minutes:
 * the frame keeps the link it loaded with, so a refetch (after a decision, on focus) never
 * reloads what the reviewer is reading.
 */
export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, DOCUMENTS_PATH, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}`, adminDocumentResponse, { signal }),
    staleTime: 4 * 60_000,
    retry: (count, error) => count < 1 && !noRetryOn(error),
  });

export const useDocuments = (params: DocumentsParams) => useQuery(documentsQuery(params));
export const useDocument = (id: string) => useQuery(documentQuery(id));
