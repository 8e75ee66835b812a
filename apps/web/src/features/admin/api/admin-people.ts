import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { peopleResponse, personResponse } from '@app/domain/schemas/admin-people';
import { apiGet } from '#lib/api-client';
import { queryString } from '../lib/admin-format';
import { ADMIN_KEY } from './admin-keys';

const PEOPLE_PATH = '/api/admin/people';

const noRetryOn = (error: unknown) =>
  Boolean(
    error &&
    'status' in (error as object) &&
    [400, 401, 403, 404].includes(Number((error as { status: unknown }).status)),
  );

/** People matching the search (name, email or phone), a page at a time. */
export const peopleQuery = (params: { q: string; page: number }) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, PEOPLE_PATH, params] as const,
    queryFn: ({ signal }) =>
      apiGet(`${PEOPLE_PATH}${queryString(params)}`, peopleResponse, { signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 1 && !noRetryOn(error),
  });

/** One person's page: account, sessions, bookings, money, reports and messages. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, PEOPLE_PATH, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`${PEOPLE_PATH}/${encodeURIComponent(id)}`, personResponse, { signal }),
    retry: (count, error) => count < 1 && !noRetryOn(error),
  });

export const usePeople = (params: { q: string; page: number }) =>
  useQuery({ ...peopleQuery(params), enabled: params.q.length === 0 || params.q.length >= 2 });
export const usePerson = (id: string) => useQuery(personQuery(id));
