import { describe, expect, it } from 'vitest';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { checkoutDescription, shortSlotDate } from './slot-text';

describe('slot texts', () => {
  it('describes the checkout like the spec example', () => {
    expect(shortSlotDate('14_3_2026')).toBe('Sat 14 Mar');
    expect(checkoutDescription(translatorFor('en'), 'Dr Asha Rao', '17_3_2026', '18:00')).toBe(
      'Booking fee · Session with Dr Asha Rao, Tue 17 Mar, 6:00 PM IST',
    );
    expect(shortSlotDate('31_2_2026')).toBe('31_2_2026');
  });

  it('describes the checkout in Hindi on a Hindi page', () => {
    expect(checkoutDescription(translatorFor('hi'), 'Dr Asha Rao', '17_3_2026', '18:00')).toBe(
      'बुकिंग शुल्क · Dr Asha Rao के साथ सेशन, मंगल, 17 मार्च, शाम 6:00 बजे (भारतीय समय)',
    );
  });
});
