import { describe, expect, it } from 'vitest';
import { feedLocation } from './calendar-feeds.service';

describe("a feed event's location", () => {
  it('names the city once when the address already ends with it', () => {
    const t = { addressLine1: '14 Civil Lines', addressLine2: 'Nagpur', city: 'Nagpur' };
    expect(feedLocation('in-person', t)).toBe('14 Civil Lines, Nagpur');
    expect(
      feedLocation('in-person', {
        addressLine1: 'Dharampeth, Nagpur',
        addressLine2: '',
        city: 'nagpur',
      }),
    ).toBe('Dharampeth, Nagpur');
  });
  it('is Online for an online session and In-Person without an address', () => {
    expect(feedLocation('online', null)).toBe('Online');
    expect(feedLocation('in-person', { addressLine1: '', addressLine2: '', city: '' })).toBe(
      'In-Person',
    );
  });
});
