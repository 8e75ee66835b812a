import { describe, expect, it } from 'vitest';
import { checkoutDescription, shortSlotDate } from './slot-text';

describe('slot texts', () => {
  it('describes the checkout like the spec example', () => {
    expect(shortSlotDate('14_3_2026')).toBe('Sat 14 Mar');
    expect(checkoutDescription('Dr Asha Rao', '17_3_2026', '18:00')).toBe(
      'Booking fee · Session with Dr Asha Rao, Tue 17 Mar, 6:00 PM IST',
    );
    expect(shortSlotDate('31_2_2026')).toBe('31_2_2026');
  });
});
