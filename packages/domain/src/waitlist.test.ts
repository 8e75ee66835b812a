import { describe, expect, it } from 'vitest';
import { joinWaitlistBody } from './schemas/waitlist';
import {
  asksToKeepWaiting,
  isInTimeOfDay,
  isWishLive,
  mayAddEntry,
  wishDaysProblem,
  wishMatches,
  type OpenedTime,
  type WaitlistWish,
} from './waitlist';

// 10:00 IST on 10 March 2026.
const now = new Date('2026-03-10T04:30:00Z');
const opened = (o: Partial<OpenedTime> = {}): OpenedTime => ({
  therapistId: 't1',
  slotDate: '12_3_2026',
  slotTime: '18:00',
  sessionTypes: ['online', 'in-person'],
  ...o,
});
const wish = (w: Partial<WaitlistWish> = {}): WaitlistWish => ({
  therapistId: 't1',
  slotDate: '12_3_2026',
  ...w,
});

describe('waitlist matching', () => {
  it('matches a time on the wished day with the same therapist', () => {
    expect(wishMatches(wish(), opened())).toBe(true);
    expect(wishMatches(wish({ therapistId: 't2' }), opened())).toBe(false);
    expect(wishMatches(wish(), opened({ slotDate: '13_3_2026' }))).toBe(false);
  });

  it('matches every day of a range, its ends included, and none outside', () => {
    const range = wish({ slotDate: '11_3_2026', slotDateTo: '14_3_2026' });
    expect(wishMatches(range, opened({ slotDate: '11_3_2026' }))).toBe(true);
    expect(wishMatches(range, opened({ slotDate: '14_3_2026' }))).toBe(true);
    expect(wishMatches(range, opened({ slotDate: '10_3_2026' }))).toBe(false);
    expect(wishMatches(range, opened({ slotDate: '15_3_2026' }))).toBe(false);
  });

  it('matches a range across a month end', () => {
    const range = wish({ slotDate: '28_2_2026', slotDateTo: '3_3_2026' });
    expect(wishMatches(range, opened({ slotDate: '1_3_2026' }))).toBe(true);
  });

  it('keeps to the listing windows for a time of day', () => {
    expect(isInTimeOfDay('11:59', 'morning')).toBe(true);
    expect(isInTimeOfDay('12:00', 'morning')).toBe(false);
    expect(isInTimeOfDay('12:00', 'afternoon')).toBe(true);
    expect(isInTimeOfDay('16:30', 'afternoon')).toBe(true);
    expect(isInTimeOfDay('17:00', 'afternoon')).toBe(false);
    expect(isInTimeOfDay('17:00', 'evening')).toBe(true);
    expect(isInTimeOfDay('09:00', undefined)).toBe(true);
    expect(wishMatches(wish({ timeOfDay: 'morning' }), opened())).toBe(false);
    expect(wishMatches(wish({ timeOfDay: 'evening' }), opened())).toBe(true);
  });

  it('matches a mode only when the opened time can be booked in it', () => {
    const onlineOnly = opened({ sessionTypes: ['online'] });
    expect(wishMatches(wish({ sessionType: 'in-person' }), onlineOnly)).toBe(false);
    expect(wishMatches(wish({ sessionType: 'online' }), onlineOnly)).toBe(true);
    expect(wishMatches(wish({ sessionType: null }), onlineOnly)).toBe(true);
  });
});

describe('waitlist days', () => {
  it('accepts a day today or later and a range of up to 14 days', () => {
    expect(wishDaysProblem({ slotDate: '10_3_2026' }, now)).toBeNull();
    expect(wishDaysProblem({ slotDate: '10_3_2026', slotDateTo: '23_3_2026' }, now)).toBeNull();
    expect(wishDaysProblem({ slotDate: '10_3_2026', slotDateTo: '24_3_2026' }, now)).toBe(
      'rangeTooLong',
    );
    expect(wishDaysProblem({ slotDate: '12_3_2026', slotDateTo: '11_3_2026' }, now)).toBe(
      'rangeOrder',
    );
    expect(wishDaysProblem({ slotDate: '9_3_2026' }, now)).toBe('pastDay');
  });

  it('ends an entry after its last day, in India time', () => {
    expect(isWishLive({ slotDate: '9_3_2026', slotDateTo: '10_3_2026' }, now)).toBe(true);
    expect(isWishLive({ slotDate: '9_3_2026' }, now)).toBe(false);
    // 23:59 IST on 9 March is still the 9th; 00:00 IST on the 10th is not.
    expect(isWishLive({ slotDate: '9_3_2026' }, new Date('2026-03-09T18:29:00Z'))).toBe(true);
    expect(isWishLive({ slotDate: '9_3_2026' }, new Date('2026-03-09T18:30:00Z'))).toBe(false);
  });

  it('allows five live entries and asks to keep waiting from the third notice', () => {
    expect(mayAddEntry(4)).toBe(true);
    expect(mayAddEntry(5)).toBe(false);
    expect(asksToKeepWaiting(2)).toBe(false);
    expect(asksToKeepWaiting(3)).toBe(true);
  });
});

describe('the join request', () => {
  it('takes a day, a range, a time of day and a mode label', () => {
    const body = joinWaitlistBody.parse({
      docId: 'abc',
      slotDate: '12_3_2026',
      slotDateTo: '14_3_2026',
      timeOfDay: 'evening',
      sessionType: 'In-Person',
    });
    expect(body.sessionType).toBe('in-person');
  });

  it('refuses a range that ends before it starts, an impossible date and an unknown time of day', () => {
    const base = { docId: 'abc', slotDate: '12_3_2026' };
    expect(joinWaitlistBody.safeParse({ ...base, slotDateTo: '11_3_2026' }).success).toBe(false);
    expect(joinWaitlistBody.safeParse({ ...base, slotDate: '31_2_2026' }).success).toBe(false);
    expect(joinWaitlistBody.safeParse({ ...base, timeOfDay: 'night' }).success).toBe(false);
  });
});
