import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@app/domain/error-codes';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { MessageDescriptor, Phrase } from '@app/domain/i18n/define';
import type { Language } from '@app/domain/i18n/languages';

/**
 * What a failure says: a catalogue message (worded in the caller's language when answered), a
 * message with its values, or — until every sentence is in the catalogues — English text.
 */
export type ErrorWords = string | MessageDescriptor | Phrase;

const isPhrase = (words: ErrorWords): words is Phrase =>
  typeof words === 'object' && 'message' in words;

/** The words in a language (plain text stays as it is). */
export function wordsIn(language: Language, words: ErrorWords): string {
  if (typeof words === 'string') return words;
  const t = translatorFor(language);
  return isPhrase(words) ? t.phrase(words) : t(words);
}

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'REFUSED',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'PAYMENT_PROVIDER_UNAVAILABLE',
};

/**
 * A failure a service reports on purpose: a stable code from the domain's catalogue, an HTTP
 * status and words safe to show to the user. `message` is the English, for logs and the CLI.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    readonly words: ErrorWords,
    /** Extra fields of the answer, e.g. `{ humanCheckRequired: true }` or `{ field: 'email' }`. */
    readonly details: Record<string, unknown> = {},
    code?: ErrorCode,
  ) {
    super(wordsIn('en', words));
    this.name = 'AppError';
    this.code = code ?? CODE_OF_STATUS[statusCode] ?? 'INTERNAL';
  }
}

/** A failure by its code: the status and, unless other words are given, the words are the code's. */
export const fail = (
  code: ErrorCode,
  words: ErrorWords = ERROR_MESSAGES[code],
  details: Record<string, unknown> = {},
) => new AppError(ERROR_CODES[code], words, details, code);

export const badRequest = (words: ErrorWords, code: ErrorCode = 'REFUSED') =>
  new AppError(400, words, {}, code);
export const unauthorized = (
  words: ErrorWords = ERROR_MESSAGES.NOT_SIGNED_IN,
  code: ErrorCode = 'NOT_SIGNED_IN',
) => new AppError(401, words, {}, code);
export const forbidden = (
  words: ErrorWords = ERROR_MESSAGES.FORBIDDEN,
  code: ErrorCode = 'FORBIDDEN',
) => new AppError(403, words, {}, code);
export const notFound = (
  words: ErrorWords = ERROR_MESSAGES.NOT_FOUND,
  code: ErrorCode = 'NOT_FOUND',
) => new AppError(404, words, {}, code);
export const conflict = (words: ErrorWords, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, words, {}, code);
