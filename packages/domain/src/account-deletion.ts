/**
 * Rules of a client's account deletion (India's DPDP Act; the privacy policy promises deletion
 * "normally within 15 days").
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the privacy policy promises: an account is deleted within this many days. */
export const DELETION_PROMISE_DAYS = 15;

/**
 * Personal data is erased this many days after the request: long enough for the refunds of the
 * cancelled bookings (4 to 7 working days) to settle and their mails to reach the client, with a
 * day left inside the promise for the erase job's retries.
 */
export const ERASE_AFTER_DAYS = 14;

export function eraseAfterOf(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASE_AFTER_DAYS * DAY_MS);
}

/** The latest instant the promise allows; erasure must be done before it. */
export function deletionDeadlineOf(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_PROMISE_DAYS * DAY_MS);
}

/**
 * What an erased account row keeps instead of its personal data: unique, recognisable, and an
 * address in the reserved `.invalid` domain so no mail can ever reach anyone.
 */
export function erasedAccountFields(accountId: string) {
  const compact = accountId.replace(/-/g, '').toLowerCase();
  return {
    email: `deleted-${compact}@deleted.invalid`,
    username: `deleted_${compact}`,
    firstName: 'Deleted',
    lastName: 'account',
    phone: null,
  };
}

/** The downloaded file's name: the site's name and the day, e.g. `manas-care-my-data-2026-11-23.json`. */
export function myDataFileName(siteName: string, at: Date): string {
  const site =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'account';
  return `${site}-my-data-${at.toISOString().slice(0, 10)}.json`;
}
