import { FRIENDLY, friendlyFailure, type FailedCall } from './failure-words';
import type { MessageDescriptor } from './i18n/define';
import { MESSAGES } from './messages';

/**
 * What each API call shows when it fails (public-and-account.md §7 and §8, booking-and-payments.md
 * §8): the server's message when it sent one (worded by its code), otherwise the call's
 * own fallback; some calls word a network failure or a server error their own way, and loads
 * always show their fixed text.
 */
export type CallMessages = {
  /** Shown when the server sent no message (including `{ success: false }` alone). */
  fallback: string | MessageDescriptor;
  /** Shown when the request never got an answer. Default: the friendly table's network text. */
  network?: string;
  /** Shown for an HTTP 5xx without a message. Default: the fallback. */
  serverError?: string;
  /** Loads show their fixed text whatever the server said. */
  load?: boolean;
};

export const CALL_MESSAGES = {
  'GET /api/therapist/list': { fallback: MESSAGES.load.therapists, load: true },
  'GET /api/therapist/search': { fallback: MESSAGES.load.therapists, load: true },
  'GET /api/therapist/top-regions': { fallback: MESSAGES.load.regions, load: true },
  'GET /api/user/get-profile': { fallback: MESSAGES.load.profile, load: true },
  'POST /api/doctor/like-toggle': { fallback: MESSAGES.like.failed },
  'POST /api/user/register': { fallback: FRIENDLY.generic },
  'POST /api/user/login': { fallback: FRIENDLY.generic },
  'POST /api/user/forgot-password': { fallback: MESSAGES.forgot.failed },
  'POST /api/user/verify-reset-token': { fallback: MESSAGES.reset.invalidLink },
  'POST /api/user/reset-password': { fallback: MESSAGES.reset.failed },
  'POST /api/contact/submit': {
    fallback: MESSAGES.contact.failed,
    network: MESSAGES.contact.network,
    serverError: MESSAGES.contact.serverError,
  },
  'POST /api/newsletter/subscribe': {
    fallback: MESSAGES.newsletter.failed,
    network: MESSAGES.newsletter.network,
  },
  'GET /api/doctor/by-slug': { fallback: MESSAGES.therapist.loadFailed, load: true },
  'POST /api/user/report-therapist': { fallback: MESSAGES.report.failed },
  'GET /api/user/appointments': { fallback: MESSAGES.appointments.loadFailed, load: true },
  'POST /api/user/update-profile': { fallback: FRIENDLY.generic },
} as const satisfies Record<string, CallMessages>;

export type ApiCall = keyof typeof CALL_MESSAGES;

export type CallFailure = FailedCall;

/**
 * What a failed call shows, in the page's language (`t` words catalogue messages); the call's
 * own fallbacks are the spec's English until they move into the catalogues.
 */
export function callFailureMessage(
  call: ApiCall,
  failure: CallFailure,
  t: (message: MessageDescriptor) => string,
): string {
  const messages: CallMessages = CALL_MESSAGES[call];
  const fallback = typeof messages.fallback === 'string' ? messages.fallback : t(messages.fallback);
  if (failure.status === 0) return messages.network ?? t(FRIENDLY.network);
  if (messages.load) return fallback;
  if (failure.serverMessage.trim() !== '') {
    const shown = friendlyFailure(failure);
    return 'text' in shown ? shown.text : t(shown);
  }
  if (failure.status >= 500 && messages.serverError) return messages.serverError;
  return fallback;
}
