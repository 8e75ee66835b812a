import type { ZodType } from 'zod';
import { callFailureMessage, type ApiCall } from '@app/domain/call-messages';
import { isErrorCode, type ErrorCode } from '@app/domain/error-codes';
import { FRIENDLY, friendlyFailure } from '@app/domain/failure-words';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import { clearToken, getToken } from './auth-token';
import { currentPageLanguage, pageT } from './i18n/messages';

/**
 * An API call that failed. `code` is the failure's stable code (what the app decides by; null
 * when the answer carried none); `message` is the friendly text for the user (spec §8) in the
 * page's language; `serverMessage` is what the server said ('' when it sent no message);
 * `status` is the HTTP status, 0 for a network failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly serverMessage: string;
  /** The field a validation failure is about, when the server named one. */
  readonly field: string | null;
  /** The parsed JSON answer, when there was one (e.g. `{ humanCheckRequired: true }`). */
  readonly data: unknown;

  constructor(status: number, serverMessage: string, data?: unknown, words?: MessageDescriptor) {
    const record = isRecord(data) ? data : {};
    const code = isErrorCode(record.code) ? record.code : null;
    const shown = words ?? friendlyFailure({ status, code, serverMessage });
    super('text' in shown ? shown.text : pageT()(shown));
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.field = typeof record.field === 'string' ? record.field : null;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The friendly text of any thrown value (a failure that is not a call's: the generic text). */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback ?? pageT()(FRIENDLY.generic);
}

/** What a failed call shows: the server's message, else the call's own wording (spec §8). */
export function callErrorMessage(error: unknown, call: ApiCall): string {
  const t = pageT();
  if (error instanceof ApiError) {
    const { status, code, serverMessage } = error;
    return callFailureMessage(call, { status, code, serverMessage }, t);
  }
  return callFailureMessage(call, { status: 200, serverMessage: '' }, t);
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Extra headers (the token header is added automatically when a token is stored). */
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

let send: Fetch = (path, init) => fetch(path, init);

/** Where calls go when there is no browser: the server drawing a page answers them itself. */
export function sendApiCallsThrough(fetchApi: Fetch): void {
  send = fetchApi;
}

/**
 * How a response is validated: a schema, or a loader of one. Calls made on a page's first render
 * pass a loader, so zod (and the schemas) load beside the request instead of before the page.
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  responseSchema: ResponseSchema<T> | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const schemaReady = Promise.resolve(
    typeof responseSchema === 'function' ? responseSchema() : responseSchema,
  );
  // Awaited once the body is in; until then a failed load must not count as unhandled.
  schemaReady.catch(() => undefined);
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Failures are worded in the page's language.
    'Accept-Language': currentPageLanguage(),
    ...options.headers,
  };
  if (token) headers.token = token;
  const init: RequestInit = { method, headers, signal: options.signal, credentials: 'same-origin' };
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body; // the browser sets the multipart boundary
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await send(path, init);
  } catch (error) {
    // Let TanStack Query see cancellations as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '');
  }

  let data: unknown = undefined;
  const text = await response.text().catch(() => '');
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message : '';
  const failed = !response.ok || (isRecord(data) && data.success === false);
  if (failed) {
    // An expired or revoked session: forget the token so the app falls back to signed out.
    if (response.status === 401 && token) clearToken();
    throw new ApiError(response.status, serverMessage, data);
  }

  if (data === undefined) {
    throw new ApiError(response.status, '', undefined, FRIENDLY.server);
  }
  const schema = await schemaReady;
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, '', undefined, FRIENDLY.server);
  }
  return parsed.data;
}

/** GET a JSON endpoint; validates the body with `schema` when given. */
export function apiGet<T>(
  path: string,
  schema?: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  return request('GET', path, undefined, schema, options);
}

/** POST JSON (or FormData) to an endpoint; validates the body with `schema` when given. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema?: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  return request('POST', path, body, schema, options);
}

/** PUT JSON to an endpoint (replaces a resource); validates the body with `schema` when given. */
export function apiPut<T>(
  path: string,
  body: unknown,
  schema?: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  return request('PUT', path, body, schema, options);
}

/** DELETE a resource; validates the body with `schema` when given. */
export function apiDelete<T>(
  path: string,
  schema?: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  return request('DELETE', path, undefined, schema, options);
}
