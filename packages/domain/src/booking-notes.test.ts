import { describe, expect, it } from 'vitest';
import { venueAddress } from './booking-notes';

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
