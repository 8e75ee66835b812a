import { describe, expect, it } from 'vitest';
import {
  istMomentText,
  notRefundedNote,
  pendingConfirmationNote,
  venueAddress,
} from './booking-notes';

describe('venueAddress', () => {
  it('names each part once, whichever field repeats it', () => {
    expect(venueAddress(['12 MG Road', 'Vasant Vihar, Dehradun', 'Dehradun', '248006'])).toBe(
      '12 MG Road, Vasant Vihar, Dehradun, 248006',
    );
    expect(venueAddress(['', ' Vasant  Vihar ', 'dehradun', 'Dehradun ', ''])).toBe(
      'Vasant Vihar, dehradun',
    );
    expect(venueAddress(['', '', '', ''])).toBe('');
  });
});

describe('booking notes', () => {
  it('reads an instant in IST', () => {
    expect(istMomentText(new Date('2026-11-26T12:45:00Z'))).toBe('6:15 PM IST on Thu, 26 Nov 2026');
  });

  it('says by when the therapist confirms and that the fee comes back in full', () => {
    // Booked 4 days ahead: 24 hours after booking comes first.
    const note = pendingConfirmationNote({
      bookedAt: new Date('2026-11-26T04:00:00Z'),
      startsAt: new Date('2026-11-30T04:30:00Z'),
      bookingFeeRupees: 99,
    });
    expect(note).toBe(
      "Awaiting the therapist's confirmation by 9:30 AM IST on Fri, 27 Nov 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
    );
    // Booked for tomorrow morning: 12 hours before the session comes first.
    expect(
      pendingConfirmationNote({
        bookedAt: new Date('2026-11-26T04:00:00Z'),
        startsAt: new Date('2026-11-27T04:30:00Z'),
        bookingFeeRupees: 99,
      }),
    ).toContain('by 10:00 PM IST on Thu, 26 Nov 2026');
  });

  it('says plainly that a kept fee was not refunded, and why when the client asked late', () => {
    expect(notRefundedNote({ bookingFeeRupees: 99, requestedBy: 'user' })).toBe(
      'The ₹99 booking fee was not refunded: cancellations requested more than 24 hours after booking are non-refundable.',
    );
    expect(notRefundedNote({ bookingFeeRupees: 99, requestedBy: null })).toBe(
      'The ₹99 booking fee was not refunded.',
    );
  });
});
