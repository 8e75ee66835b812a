/**
 * An Indian mobile number as people read it: '+91 98765 43210', whatever way it was typed
 * ('9876543210', '098765 43210', '+91-98765-43210'). Anything else is returned trimmed, as typed.
 */
export function formatIndianPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national =
    digits.length === 10
      ? digits
      : digits.length === 12 && digits.startsWith('91')
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith('0')
          ? digits.slice(1)
          : null;
  if (!national || !/^[6-9]/.test(national)) return raw.trim();
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** A booking's or person's status, as the admin team's person page names it. */
export type PersonBookingStatus =
  | 'awaiting-acceptance'
  | 'accepted'
  | 'cancellation-requested'
  | 'cancelled'
  | 'completed'
  | 'not-attended';
