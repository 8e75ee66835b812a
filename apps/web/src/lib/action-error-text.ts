import { FRIENDLY } from '@app/domain/failure-words';
import { isApiError } from './api-client';
import { pageT } from './i18n/messages';

/** The spec's generic failure text, in the page's language. */
export const genericFailureText = () => pageT()(FRIENDLY.generic);

/**
 * The text to show when an action fails: the server's own explanation for a refused request (it is
 * written for the user: "already requested", "reservation expired"…), otherwise `fallback`.
 * A lapsed session keeps the friendly "please log in again".
 */
export function actionErrorText(error: unknown, fallback: string = genericFailureText()): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return error.message;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
  // Input of the wrong shape says nothing a person can act on: the action's own text instead.
  const own = error.serverMessage !== '' && error.code !== null && error.code !== 'INVALID_INPUT';
  if (refused && own) return error.serverMessage;
  if (error.status === 429) return error.serverMessage || fallback;
  return fallback;
}
