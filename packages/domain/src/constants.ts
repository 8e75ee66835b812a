/** Business constants (public-and-account.md §9, booking-and-payments.md §9, ARCHITECTURE §5). */

export const BOOKING_FEE_RUPEES = 99;
export const BOOKING_FEE_PAISE = 9900;
export const DEFAULT_LANGUAGES_TEXT = 'English, Hindi, Marathi';
export const DEFAULT_MODES_TEXT = 'In-Person, Online';

export const LISTING_PAGE_SIZE = 12;
export const MAX_PAGE_BUTTONS = 5;
export const REGION_PLACEHOLDERS = 16;
export const FEATURED_MAX = 6;

/** Days in the booking window, today (IST) included. */
export const AVAILABILITY_DAYS = 30;
/** A slot is held this long once payment starts. */
export const HOLD_MINUTES = 10;
export const RESERVATION_MINUTES = 15;
/** Unpaid pay-later reservations one client may keep at once: no one can block a diary for free. */
export const MAX_UNPAID_RESERVATIONS = 3;
export const CANCELLATION_REASON_MAX = 500;
export const REFUND_WINDOW_HOURS = 24;
/** A refund reaches the payer's account in this many working days (the gateway's settlement). */
export const REFUND_WORKING_DAYS = { from: 4, to: 7 } as const;
/** The team decides a cancellation request within this many business days. */
export const REQUEST_REVIEW_BUSINESS_DAYS = { from: 2, to: 3 } as const;

export const CONTACT_QUERY_MIN = 10;
export const CONTACT_QUERY_MAX = 1000;
export const RESET_PASSWORD_MIN = 6;
/** Every person's name field: the contact name, first and last names (code points). */
export const NAME_MAX = 50;

export const FEATURED_PLANS = [
  { id: '1m', months: 1, rupees: 199 },
  { id: '3m', months: 3, rupees: 499 },
] as const;
export type FeaturedPlan = (typeof FEATURED_PLANS)[number];
export type FeaturedPlanId = FeaturedPlan['id'];

export const TOAST_AUTO_CLOSE_MS = 6000;
export const CAROUSEL = { autoAdvanceMs: 7000, dragThresholdPx: 100, transitionMs: 500 } as const;
export const SESSION_LENGTH_TEXT = '1 hr';
export const BIO_COLLAPSED_LINES = 6;

/** Therapists listed after this instant come first in the listing (spec: a cutoff in November 2025). */
export const DEFAULT_LISTING_CUTOFF = '2025-11-01T00:00:00+05:30';
