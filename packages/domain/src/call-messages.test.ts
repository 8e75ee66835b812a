import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, callFailureMessage, type ApiCall } from './call-messages';
import { FRIENDLY } from './failure-words';
import { translatorFor } from './i18n/catalogues';

const english = translatorFor('en');

const CALLS = Object.keys(CALL_MESSAGES) as ApiCall[];

/** Each call's text for a failure that carries no server message (spec §8). */
const EXPECTED_FALLBACK: Record<ApiCall, string> = {
  'GET /api/therapist/list': 'Unable to load therapists. Please refresh the page.',
  'GET /api/therapist/search': 'Unable to load therapists. Please refresh the page.',
  'GET /api/therapist/top-regions': 'Unable to load regions.',
  'GET /api/user/get-profile': 'Unable to load profile. Please try again.',
  'POST /api/doctor/like-toggle': 'Failed to update like',
  'POST /api/user/register': FRIENDLY.generic.defaultMessage,
  'POST /api/user/login': FRIENDLY.generic.defaultMessage,
  'POST /api/user/forgot-password': 'Failed to send reset email',
  'POST /api/user/verify-reset-token': 'Invalid or expired reset link',
  'POST /api/user/reset-password': 'Failed to reset password',
  'POST /api/contact/submit': 'Failed to send message. Please try again.',
  'POST /api/newsletter/subscribe': 'Failed to subscribe',
  'GET /api/doctor/by-slug': 'Unable to load therapist information',
  'POST /api/user/report-therapist': 'Unable to submit report. Please try again.',
  'GET /api/user/appointments': 'Unable to load appointments. Please refresh the page.',
  'POST /api/user/update-profile': FRIENDLY.generic.defaultMessage,
};

const SERVER_ERROR: Partial<Record<ApiCall, string>> = {
  'POST /api/contact/submit': 'Server error. Please try again later.',
};
const NETWORK: Partial<Record<ApiCall, string>> = {
  'POST /api/contact/submit': 'Network error. Please check your connection and try again.',
  'POST /api/newsletter/subscribe': 'Unable to subscribe. Please try again.',
};

describe('callFailureMessage', () => {
  it.each(CALLS)('%s: success false with no message shows the call’s fallback', (call) => {
    expect(callFailureMessage(call, { status: 200, serverMessage: '' }, english)).toBe(
      EXPECTED_FALLBACK[call],
    );
    // A 4xx without a message (422 Unprocessable Entity) is the same fallback, never status text.
    expect(callFailureMessage(call, { status: 422, serverMessage: '' }, english)).toBe(
      EXPECTED_FALLBACK[call],
    );
  });

  it.each(CALLS)('%s: a 500 with no message', (call) => {
    expect(callFailureMessage(call, { status: 500, serverMessage: '  ' }, english)).toBe(
      SERVER_ERROR[call] ?? EXPECTED_FALLBACK[call],
    );
  });

  it.each(CALLS)('%s: no answer at all', (call) => {
    expect(callFailureMessage(call, { status: 0, serverMessage: '' }, english)).toBe(
      NETWORK[call] ?? FRIENDLY.network.defaultMessage,
    );
  });

  it.each(CALLS)('%s: the server’s own message wins, worded by its code', (call) => {
    const shown = callFailureMessage(
      call,
      {
        status: 400,
        code: 'REFUSED',
        serverMessage: 'This therapist is not taking new clients',
      },
      english,
    );
    const load = 'load' in CALL_MESSAGES[call];
    expect(shown).toBe(load ? EXPECTED_FALLBACK[call] : 'This therapist is not taking new clients');
    const mapped = callFailureMessage(
      call,
      {
        status: 409,
        code: 'EMAIL_TAKEN',
        serverMessage: 'This email is taken',
      },
      english,
    );
    expect(mapped).toBe(load ? EXPECTED_FALLBACK[call] : FRIENDLY.duplicateEmail.defaultMessage);
  });

  it('covers every call of the spec’s public call table', () => {
    for (const call of [
      'GET /api/therapist/list',
      'GET /api/therapist/top-regions',
      'GET /api/user/get-profile',
      'POST /api/doctor/like-toggle',
      'POST /api/user/register',
      'POST /api/user/login',
      'POST /api/user/forgot-password',
      'POST /api/user/verify-reset-token',
      'POST /api/user/reset-password',
      'POST /api/contact/submit',
      'POST /api/newsletter/subscribe',
    ])
      expect(CALLS).toContain(call);
  });
});
