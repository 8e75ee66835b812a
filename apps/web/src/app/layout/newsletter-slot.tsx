/**
 * Slot for the footer's newsletter form (email input with placeholder 'Email', 'Subscribe' /
 * 'Subscribing...'). Owned by the newsletter work: replace this body; the footer needs no change.
 */
export function NewsletterSlot() {
  return null;
}
