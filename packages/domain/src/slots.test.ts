import { describe, it, expect } from 'vitest';
import {
  conflictOf,
  dateHoursInWindow,
  isSlotBookable,
  openSlots,
  withoutOwnHold,
  type WeeklyHours,
} from './slots';

const everyDay: WeeklyHours = {
  Sun: ['10:00'],
  Mon: ['18:00', '09:00', '10:00'],
  Tue: ['09:00', '10:00', '18:00'],
  Wed: ['09:00', '10:00', '18:00'],
  Thu: ['09:00', '10:00', '18:00'],
  Fri: ['09:00', '10:00', '18:00'],
  Sat: ['09:00', '10:00', '18:00'],
};

// 2026-03-17 is a Tuesday.
const tue0930Ist = new Date('2026-03-17T04:00:00Z');

describe('openSlots', () => {
  it('returns 30 days including today, empty days kept, times sorted', () => {
    const days = openSlots({ now: tue0930Ist, timeSlots: { Mon: ['18:00', '09:00'] }, taken: {} });
    expect(days).toHaveLength(30);
    expect(days[0]?.key).toBe('17_3_2026');
    expect(days[0]?.weekday).toBe('Tue');
    expect(days[0]?.times).toEqual([]);
    expect(days[6]).toMatchObject({ key: '23_3_2026', weekday: 'Mon', times: ['09:00', '18:00'] });
    expect(days[29]?.key).toBe('15_4_2026');
  });

  it('offers today only strictly later than now', () => {
    const [today] = openSlots({ now: tue0930Ist, timeSlots: everyDay, taken: {} });
    expect(today?.times).toEqual(['10:00', '18:00']);
    const atTen = new Date('2026-03-17T04:30:00Z'); // 10:00 IST exactly
    expect(openSlots({ now: atTen, timeSlots: everyDay, taken: {} })[0]?.times).toEqual(['18:00']);
  });

  it('uses the IST date across IST midnight', () => {
    const before = openSlots({
      now: new Date('2026-03-31T18:29:00Z'),
      timeSlots: everyDay,
      taken: {},
    });
    expect(before[0]?.key).toBe('31_3_2026');
    expect(before[0]?.times).toEqual([]); // 23:59 IST, nothing left today
    expect(before[1]?.key).toBe('1_4_2026');
    const after = openSlots({
      now: new Date('2026-03-31T18:30:00Z'),
      timeSlots: everyDay,
      taken: {},
    });
    expect(after[0]?.key).toBe('1_4_2026');
    expect(after[0]?.weekday).toBe('Wed');
    expect(after[0]?.times).toEqual(['09:00', '10:00', '18:00']);
  });

  it('crosses month and year ends', () => {
    const days = openSlots({
      now: new Date('2026-12-20T06:00:00Z'),
      timeSlots: everyDay,
      taken: {},
    });
    expect(days.map((d) => d.key)).toContain('31_12_2026');
    expect(days[12]?.key).toBe('1_1_2027');
    expect(days[29]?.key).toBe('18_1_2027');
  });

  it('removes taken slots (record or map)', () => {
    const taken = { '18_3_2026': ['10:00'] };
    const days = openSlots({ now: tue0930Ist, timeSlots: everyDay, taken });
    expect(days[1]?.times).toEqual(['09:00', '18:00']);
    const viaMap = openSlots({
      now: tue0930Ist,
      timeSlots: everyDay,
      taken: new Map(Object.entries(taken)),
    });
    expect(viaMap[1]?.times).toEqual(['09:00', '18:00']);
  });

  it('ignores malformed times and duplicates', () => {
    const days = openSlots({
      now: tue0930Ist,
      timeSlots: { Wed: ['10:00', '10:00', '9:00', 'x'] },
      taken: {},
    });
    expect(days[1]?.times).toEqual(['10:00']);
  });

  it('honours a custom window length', () => {
    expect(openSlots({ now: tue0930Ist, timeSlots: everyDay, taken: {}, days: 3 })).toHaveLength(3);
  });
});

describe('isSlotBookable', () => {
  const base = { now: tue0930Ist, timeSlots: everyDay, taken: { '18_3_2026': ['10:00'] } };

  it('ok for an open slot', () => {
    expect(isSlotBookable({ ...base, dateKey: '17_3_2026', time: '10:00' })).toBe('ok');
    expect(isSlotBookable({ ...base, dateKey: '15_4_2026', time: '10:00' })).toBe('ok'); // day 30 (Wed)
  });

  it('past: earlier today, now, or an earlier day', () => {
    expect(isSlotBookable({ ...base, dateKey: '17_3_2026', time: '09:00' })).toBe('past');
    expect(isSlotBookable({ ...base, dateKey: '16_3_2026', time: '18:00' })).toBe('past');
  });

  it('beyond-window after 30 days', () => {
    expect(isSlotBookable({ ...base, dateKey: '16_4_2026', time: '10:00' })).toBe('beyond-window');
  });

  it('outside-hours when the weekday does not offer the time', () => {
    expect(isSlotBookable({ ...base, dateKey: '22_3_2026', time: '18:00' })).toBe('outside-hours'); // Sunday
  });

  it('taken', () => {
    expect(isSlotBookable({ ...base, dateKey: '18_3_2026', time: '10:00' })).toBe('taken');
  });

  it('invalid keys or times', () => {
    expect(isSlotBookable({ ...base, dateKey: '31_2_2026', time: '10:00' })).toBe('invalid');
    expect(isSlotBookable({ ...base, dateKey: '18_3_2026', time: '10' })).toBe('invalid');
  });

  it('agrees with openSlots for every slot in the window', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const taken = { '2_4_2026': ['09:00'] };
    for (const day of openSlots({ now, timeSlots: everyDay, taken })) {
      for (const time of ['09:00', '10:00', '18:00']) {
        const offered = day.times.includes(time);
        expect(
          isSlotBookable({ now, timeSlots: everyDay, taken, dateKey: day.key, time }) === 'ok',
        ).toBe(offered);
      }
    }
  });
});

describe('withoutOwnHold', () => {
  const taken = { '7_3_2026': ['10:00', '11:00'], '8_3_2026': ['09:00'] };
  it("opens the holder's own slot and nothing else", () => {
    expect(withoutOwnHold(taken, { slotDate: '7_3_2026', slotTime: '10:00' })).toEqual({
      '7_3_2026': ['11:00'],
      '8_3_2026': ['09:00'],
    });
    expect(taken['7_3_2026']).toEqual(['10:00', '11:00']);
  });
  it('changes nothing without a hold or when the held slot is not listed', () => {
    expect(withoutOwnHold(taken, null)).toBe(taken);
    expect(withoutOwnHold(taken, { slotDate: '9_3_2026', slotTime: '10:00' })).toBe(taken);
    expect(withoutOwnHold(taken, { slotDate: '7_3_2026', slotTime: '12:00' })).toBe(taken);
  });
});

describe('time off, date hours and minimum notice', () => {
  // 2026-03-17 is a Tuesday; 09:30 IST.
  const weekdays: WeeklyHours = {
    Tue: ['09:00', '10:00', '18:00'],
    Wed: ['10:00'],
    Thu: ['10:00'],
  };
  const keyed = (days: ReturnType<typeof openSlots>) =>
    Object.fromEntries(days.map((d) => [d.key, d.times]));

  it('closes every day of a time-off range, first and last day included', () => {
    const days = keyed(
      openSlots({
        now: tue0930Ist,
        timeSlots: weekdays,
        taken: {},
        timeOff: [{ from: '18_3_2026', to: '24_3_2026' }],
      }),
    );
    expect(days['17_3_2026']).toEqual(['10:00', '18:00']);
    expect(days['18_3_2026']).toEqual([]);
    expect(days['24_3_2026']).toEqual([]);
    expect(days['25_3_2026']).toEqual(['10:00']);
    expect(days['26_3_2026']).toEqual(['10:00']);
  });

  it('refuses a slot on the first and last day off and accepts the day after', () => {
    const q = {
      now: tue0930Ist,
      timeSlots: weekdays,
      taken: {},
      timeOff: [{ from: '18_3_2026', to: '24_3_2026' }],
    };
    expect(isSlotBookable({ ...q, dateKey: '18_3_2026', time: '10:00' })).toBe('time-off');
    expect(isSlotBookable({ ...q, dateKey: '24_3_2026', time: '10:00' })).toBe('time-off');
    expect(isSlotBookable({ ...q, dateKey: '25_3_2026', time: '10:00' })).toBe('ok');
  });

  it('date hours replace the weekday: an extra Saturday opens, a short Wednesday closes times', () => {
    const rules = { dateHours: { '21_3_2026': ['11:00', '12:00'], '18_3_2026': [] } };
    const days = keyed(openSlots({ now: tue0930Ist, timeSlots: weekdays, taken: {}, ...rules }));
    expect(days['21_3_2026']).toEqual(['11:00', '12:00']);
    expect(days['18_3_2026']).toEqual([]);
    expect(days['28_3_2026']).toEqual([]);
    const q = { now: tue0930Ist, timeSlots: weekdays, taken: {}, ...rules };
    expect(isSlotBookable({ ...q, dateKey: '21_3_2026', time: '11:00' })).toBe('ok');
    expect(isSlotBookable({ ...q, dateKey: '18_3_2026', time: '10:00' })).toBe('outside-hours');
    expect(
      isSlotBookable({
        ...q,
        dateKey: '21_3_2026',
        time: '11:00',
        taken: { '21_3_2026': ['11:00'] },
      }),
    ).toBe('taken');
  });

  it('time off wins over date hours on the same date', () => {
    const q = {
      now: tue0930Ist,
      timeSlots: weekdays,
      taken: {},
      dateHours: { '21_3_2026': ['11:00'] },
      timeOff: [{ from: '21_3_2026', to: '21_3_2026' }],
    };
    expect(keyed(openSlots(q))['21_3_2026']).toEqual([]);
    expect(isSlotBookable({ ...q, dateKey: '21_3_2026', time: '11:00' })).toBe('time-off');
  });

  it('minimum notice holds at the exact edge in IST', () => {
    // 08:00:00 IST exactly two hours before the 10:00 slot.
    const eight = new Date('2026-03-17T02:30:00Z');
    const q = { timeSlots: weekdays, taken: {}, minimumNoticeHours: 2 };
    expect(isSlotBookable({ ...q, now: eight, dateKey: '17_3_2026', time: '10:00' })).toBe('ok');
    expect(keyed(openSlots({ ...q, now: eight }))['17_3_2026']).toEqual(['10:00', '18:00']);
    const oneSecondLater = new Date(eight.getTime() + 1000);
    expect(isSlotBookable({ ...q, now: oneSecondLater, dateKey: '17_3_2026', time: '10:00' })).toBe(
      'too-soon',
    );
    expect(keyed(openSlots({ ...q, now: oneSecondLater }))['17_3_2026']).toEqual(['18:00']);
  });

  it('minimum notice reaches across IST midnight', () => {
    // 23:00 IST Tuesday with 12 hours of notice: Wednesday 10:00 is 11 hours away.
    const late = new Date('2026-03-17T17:30:00Z');
    const q = { now: late, timeSlots: weekdays, taken: {}, minimumNoticeHours: 12 };
    expect(keyed(openSlots(q))['18_3_2026']).toEqual([]);
    expect(isSlotBookable({ ...q, dateKey: '18_3_2026', time: '10:00' })).toBe('too-soon');
    expect(
      isSlotBookable({ ...q, minimumNoticeHours: 0, dateKey: '18_3_2026', time: '10:00' }),
    ).toBe('ok');
  });

  it('the public window shows time off as closed dates and keeps date hours', () => {
    const map = dateHoursInWindow(tue0930Ist, {
      timeOff: [{ from: '10_3_2026', to: '18_3_2026' }],
      dateHours: { '21_3_2026': ['11:00'], '1_6_2026': ['11:00'] },
    });
    expect(map).toEqual({ '17_3_2026': [], '18_3_2026': [], '21_3_2026': ['11:00'] });
  });

  it('names the conflict of a booked session', () => {
    const rules = {
      timeOff: [{ from: '18_3_2026', to: '20_3_2026' }],
      dateHours: { '21_3_2026': ['11:00'] },
    };
    expect(conflictOf('20_3_2026', '10:00', rules)).toBe('time-off');
    expect(conflictOf('21_3_2026', '10:00', rules)).toBe('outside-date-hours');
    expect(conflictOf('21_3_2026', '11:00', rules)).toBeNull();
    expect(conflictOf('22_3_2026', '10:00', rules)).toBeNull();
  });
});
