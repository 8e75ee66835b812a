/**
 * Query keys more than one feature reads or refreshes. The caller's appointments are refreshed by
 * the booking pages after a payment and read by My Appointments.
 */
export const APPOINTMENTS_KEY = ['account', 'appointments'] as const;

/** Every cached home-page featured list starts with this key; a featured plan purchase refreshes it. */
export const FEATURED_THERAPISTS_KEY = ['therapists', 'featured'] as const;

/**
 * The caller's tax invoices and credit notes: under the appointments' key, so whatever refreshes
 * the appointments after a payment, a cancellation or a refund refreshes the invoices too.
 */
export const INVOICES_KEY = [...APPOINTMENTS_KEY, 'invoices'] as const;

/** The caller's waitlist: joined from the booking page, listed and left on My Appointments. */
export const WAITLIST_KEY = ['account', 'waitlist'] as const;
