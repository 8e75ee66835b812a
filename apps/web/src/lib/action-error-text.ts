import { isApiError } from './api-client';

/**
 * The text to show when an action fails: the server's own explanation for a refused request (it is
 * written for the user: "already requested", "reservation expired"…), otherwise `fallback`.
 * A lapsed session keeps the friendly "please log in again".
 */
export function actionErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return error.message;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
  const own = error.serverMessage !== '' && !/^(\d{3}\b|Invalid\b)/.test(error.serverMessage);
  if (refused && own) return error.serverMessage;
  if (error.status === 429) return error.serverMessage || fallback;
  return fallback;
}
