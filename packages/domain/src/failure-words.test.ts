import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './error-codes';
import { FRIENDLY, friendlyFailure, type ShownWords } from './failure-words';

/**
 * The spec's keyword table (public-and-account.md §8), as the web applied it to the server's
 * English words before failures carried codes. Kept here only as the yardstick: the code-based
 * wording must show what the table showed for each code's own English words.
 */
const TABLE: Array<[(l: string) => boolean, ShownWords]> = [
  [(l) => l.includes('duplicate') && l.includes('email'), FRIENDLY.duplicateEmail],
  [(l) => l.includes('duplicate') && l.includes('username'), FRIENDLY.duplicateUsername],
  [(l) => l.includes('network error') || l.includes('fetch'), FRIENDLY.network],
  [(l) => l.includes('timeout'), FRIENDLY.timeout],
  [(l) => l.includes('unauthorized') || l.includes('401'), FRIENDLY.sessionExpired],
  [(l) => l.includes('forbidden') || l.includes('403'), FRIENDLY.forbidden],
  [(l) => l.includes('not found') || l.includes('404'), FRIENDLY.notFound],
  [(l) => l.includes('server error') || l.includes('500'), FRIENDLY.server],
  [(l) => l.includes('bad request') || l.includes('400'), FRIENDLY.badRequest],
  [(l) => l.includes('validation') || l.includes('invalid'), FRIENDLY.validation],
  [(l) => l.includes('password') && l.includes('incorrect'), FRIENDLY.incorrectPassword],
  [(l) => l.includes('payment') && l.includes('failed'), FRIENDLY.paymentFailed],
  [(l) => l.includes('slot') && l.includes('not available'), FRIENDLY.slotUnavailable],
  [(l) => l.includes('cancel'), FRIENDLY.cancelFailed],
];

function byKeywords(raw: string): ShownWords {
  const lower = raw.toLowerCase();
  for (const [matches, words] of TABLE) if (matches(lower)) return words;
  if (raw.length < 100 && !lower.includes('error') && !lower.includes('exception')) {
    return { text: raw };
  }
  return FRIENDLY.generic;
}

/**
 * Where the code says more than the words did: the spec's 'appointment + not found' row can
 * now fire; a refusal the server explains is shown in its words (the table turned any sentence
 * naming a cancellation into "Unable to cancel…"); a bad link is worded as the server words it.
 */
const DELIBERATE: Partial<Record<ErrorCode, ShownWords>> = {
  APPOINTMENT_NOT_FOUND: FRIENDLY.appointmentNotFound,
  REFUSED: { text: ERROR_MESSAGES.REFUSED.defaultMessage },
  RESET_LINK_INVALID: { text: ERROR_MESSAGES.RESET_LINK_INVALID.defaultMessage },
  UNSAFE_TEXT: { text: ERROR_MESSAGES.UNSAFE_TEXT.defaultMessage },
  VALIDATION: { text: ERROR_MESSAGES.VALIDATION.defaultMessage },
  WRONG_CREDENTIALS: FRIENDLY.incorrectPassword,
  TOO_MANY_RESERVATIONS: { text: ERROR_MESSAGES.TOO_MANY_RESERVATIONS.defaultMessage },
  RESERVATION_EXPIRED: { text: ERROR_MESSAGES.RESERVATION_EXPIRED.defaultMessage },
  AMOUNT_MISMATCH: { text: ERROR_MESSAGES.AMOUNT_MISMATCH.defaultMessage },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    text: ERROR_MESSAGES.PAYMENT_PROVIDER_UNAVAILABLE.defaultMessage,
  },
};

describe('friendlyFailure', () => {
  it.each(Object.keys(ERROR_CODES) as ErrorCode[])(
    '%s shows what the keyword table showed for its words',
    (code) => {
      const serverMessage = ERROR_MESSAGES[code].defaultMessage;
      const shown = friendlyFailure({ status: ERROR_CODES[code], code, serverMessage });
      expect(shown).toEqual(DELIBERATE[code] ?? byKeywords(serverMessage));
    },
  );

  it('decides by the code, whatever the words say', () => {
    expect(friendlyFailure({ status: 409, code: 'EMAIL_TAKEN', serverMessage: 'ईमेल' })).toBe(
      FRIENDLY.duplicateEmail,
    );
    expect(
      friendlyFailure({ status: 409, code: 'CONFLICT', serverMessage: 'Could not cancel: done' }),
    ).toEqual({ text: 'Could not cancel: done' });
  });

  it('words failures without an answer or a code by their status', () => {
    expect(friendlyFailure({ status: 0, serverMessage: '' })).toBe(FRIENDLY.network);
    expect(friendlyFailure({ status: 502, serverMessage: '<html>' })).toBe(FRIENDLY.server);
    expect(friendlyFailure({ status: 401, serverMessage: '' })).toBe(FRIENDLY.sessionExpired);
    expect(friendlyFailure({ status: 404, serverMessage: 'gone' })).toBe(FRIENDLY.notFound);
    expect(friendlyFailure({ status: 400, serverMessage: '' })).toBe(FRIENDLY.badRequest);
    expect(friendlyFailure({ status: 418, serverMessage: '' })).toBe(FRIENDLY.generic);
  });

  it('never shows a long server text', () => {
    const long = 'x'.repeat(100);
    expect(friendlyFailure({ status: 409, code: 'CONFLICT', serverMessage: long })).toBe(
      FRIENDLY.generic,
    );
  });
});
