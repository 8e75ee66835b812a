import { describe, expect, it } from 'vitest';
import {
  occurrencesWithLaterSessions,
  parseRepeatWeeks,
  REPEAT_WEEK_CHOICES,
  seriesBooking,
  seriesPositions,
  unacceptedBySeries,
} from './series-view';

describe('REPEAT_WEEK_CHOICES', () => {
  it('offers one session, then every week for 2 to 12 weeks', () => {
    expect(REPEAT_WEEK_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('parseRepeatWeeks', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['4', 4],
    ['12', 12],
    ['13', 1],
    ['0', 1],
    ['2.5', 1],
    ['-3', 1],
    ['04', 4],
    ['4abc', 1],
  ])('%s → %d', (value, weeks) => {
    expect(parseRepeatWeeks(value)).toBe(weeks);
  });
});

describe('seriesBooking', () => {
  it('counts the free weeks and orders the chosen weeks while a later week is free', () => {
    const s = seriesBooking([
      { available: true },
      { available: true },
      { available: false },
      { available: true },
    ]);
    expect(s.free).toBe(3);
    expect(s.unavailable).toBe(1);
    expect(s.orderWeeks(4)).toBe(4);
  });

  it('orders one session when no week beyond the first is free', () => {
    const s = seriesBooking([{ available: true }, { available: false }, { available: false }]);
    expect(s.free).toBe(1);
    expect(s.orderWeeks(3)).toBe(1);
  });
});

describe('seriesPositions', () => {
  const item = (id: string, seriesId: string | null, slotDate: string, slotTime = '18:00') => ({
    id,
    seriesId,
    slotDate,
    slotTime,
  });

  it('numbers each series by date, whatever the list order', () => {
    const positions = seriesPositions([
      item('c', 's1', '15_12_2026'),
      item('single', null, '2_12_2026'),
      item('a', 's1', '1_12_2026'),
      item('x', 's2', '3_12_2026', '09:00'),
      item('b', 's1', '8_12_2026'),
    ]);
    expect(positions.get('a')).toEqual({ position: 1, count: 3 });
    expect(positions.get('b')).toEqual({ position: 2, count: 3 });
    expect(positions.get('c')).toEqual({ position: 3, count: 3 });
    expect(positions.get('x')).toEqual({ position: 1, count: 1 });
    expect(positions.has('single')).toBe(false);
  });

  it('orders across months and by time on the same day', () => {
    const positions = seriesPositions([
      item('late', 's', '2_1_2027', '10:00'),
      item('early', 's', '26_12_2026', '10:00'),
      item('morning', 's', '2_1_2027', '09:00'),
    ]);
    expect(positions.get('early')?.position).toBe(1);
    expect(positions.get('morning')?.position).toBe(2);
    expect(positions.get('late')?.position).toBe(3);
  });
});

describe('occurrencesWithLaterSessions', () => {
  const occurrence = (id: string, slotDate: string, over: object = {}) => ({
    id,
    seriesId: 's',
    slotDate,
    slotTime: '18:00',
    cancelled: false,
    payment: true,
    ...over,
  });

  it('names every paid, active session that has a later one in its series', () => {
    const ids = occurrencesWithLaterSessions([
      occurrence('w1', '1_12_2026'),
      occurrence('w2', '8_12_2026'),
      occurrence('w3', '15_12_2026', { cancelled: true }),
      occurrence('w4', '22_12_2026'),
      occurrence('solo', '2_12_2026', { seriesId: null }),
    ]);
    expect([...ids].sort()).toEqual(['w1', 'w2']);
  });

  it('does not count a cancelled or unpaid later session', () => {
    const ids = occurrencesWithLaterSessions([
      occurrence('w1', '1_12_2026'),
      occurrence('w2', '8_12_2026', { cancelled: true }),
      occurrence('w3', '15_12_2026', { payment: false }),
    ]);
    expect(ids.size).toBe(0);
  });
});

describe('unacceptedBySeries', () => {
  const session = (seriesId: string | null, over: object = {}) => ({
    seriesId,
    payment: true,
    isApproved: false,
    isCompleted: false,
    cancelled: false,
    ...over,
  });

  it('counts only paid, active, not yet accepted sessions of a series', () => {
    const counts = unacceptedBySeries([
      session('s1'),
      session('s1'),
      session('s1', { isApproved: true }),
      session('s1', { cancelled: true }),
      session('s1', { payment: false }),
      session('s2', { isCompleted: true }),
      session(null),
    ]);
    expect(counts.get('s1')).toBe(2);
    expect(counts.has('s2')).toBe(false);
    expect(counts.size).toBe(1);
  });
});
