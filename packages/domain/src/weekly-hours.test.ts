import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  addRange,
  emptyWeek,
  END_BEFORE_START,
  formatTwelveHour,
  fromTwelveHour,
  hourlyStarts,
  removeRange,
  setRangeEnd,
  setRangeStart,
  toggleDay,
  toTimeSlots,
  toTwelveHour,
  type Edit,
  type WeekHours,
} from './weekly-hours';

const ok = (edit: Edit): WeekHours => {
  if (!edit.ok) throw new Error(edit.message);
  return edit.week;
};

describe('weekly hours picker', () => {
  it('enabling a day adds 09:00-17:00 and disabling clears it', () => {
    const on = toggleDay(emptyWeek(), 'Mon', true);
    expect(on.Mon).toEqual({ enabled: true, ranges: [{ start: '09:00', end: '17:00' }] });
    expect(toggleDay(on, 'Mon', false).Mon).toEqual({ enabled: false, ranges: [] });
  });

  it('removing the last range disables the day, removing one of two does not', () => {
    const two = ok(addRange(toggleDay(emptyWeek(), 'Tue', true), 'Tue'));
    expect(two.Tue.ranges).toEqual([
      { start: '09:00', end: '17:00' },
      { start: '17:00', end: '18:00' },
    ]);
    const one = removeRange(two, 'Tue', 0);
    expect(one.Tue).toEqual({ enabled: true, ranges: [{ start: '17:00', end: '18:00' }] });
    expect(removeRange(one, 'Tue', 0).Tue).toEqual({ enabled: false, ranges: [] });
  });

  it('picking a start sets the end one hour later', () => {
    const week = ok(setRangeStart(toggleDay(emptyWeek(), 'Wed', true), 'Wed', 0, '10:15'));
    expect(week.Wed.ranges[0]).toEqual({ start: '10:15', end: '11:15' });
    const late = ok(setRangeStart(week, 'Wed', 0, '23:30'));
    expect(late.Wed.ranges[0]).toEqual({ start: '23:30', end: '23:45' });
  });

  it('refuses an end earlier than the start, accepts a later one', () => {
    const week = toggleDay(emptyWeek(), 'Thu', true);
    expect(setRangeEnd(week, 'Thu', 0, '08:45')).toEqual({ ok: false, message: END_BEFORE_START });
    expect(ok(setRangeEnd(week, 'Thu', 0, '12:00')).Thu.ranges[0]).toEqual({
      start: '09:00',
      end: '12:00',
    });
  });

  it('refuses overlapping ranges with the spec alert; touching ranges are fine', () => {
    const week = toggleDay(emptyWeek(), 'Fri', true);
    const overlap = { ok: false, message: MESSAGES.join.overlap };
    expect(addRange(week, 'Fri', { start: '16:00', end: '18:00' })).toEqual(overlap);
    expect(addRange(week, 'Fri', { start: '08:00', end: '09:15' })).toEqual(overlap);
    const two = ok(addRange(week, 'Fri', { start: '17:00', end: '19:00' }));
    expect(setRangeStart(two, 'Fri', 1, '16:30')).toEqual(overlap);
    expect(setRangeEnd(two, 'Fri', 0, '17:30')).toEqual(overlap);
    expect(ok(addRange(week, 'Fri', { start: '07:00', end: '09:00' })).Fri.ranges).toHaveLength(2);
  });

  it('counts whole hours inside a range, start inclusive, end exclusive', () => {
    expect(hourlyStarts({ start: '09:00', end: '17:00' })).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(hourlyStarts({ start: '09:30', end: '11:45' })).toEqual(['10:00']);
    expect(hourlyStarts({ start: '09:15', end: '10:00' })).toEqual([]);
  });

  it('stores enabled days only as sorted unique hourly start times', () => {
    let week = toggleDay(emptyWeek(), 'Sun', true);
    week = ok(addRange(week, 'Sun', { start: '06:00', end: '08:00' }));
    week = toggleDay(week, 'Sat', true);
    week = ok(setRangeStart(week, 'Sat', 0, '09:30'));
    expect(toTimeSlots(week)).toEqual({
      Sun: [
        '06:00',
        '07:00',
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ],
    });
  });

  it('converts between 24-hour and the 12-hour picker', () => {
    expect(toTwelveHour('00:15')).toEqual({ hour: 12, minute: 15, period: 'AM' });
    expect(toTwelveHour('12:00')).toEqual({ hour: 12, minute: 0, period: 'PM' });
    expect(toTwelveHour('13:45')).toEqual({ hour: 1, minute: 45, period: 'PM' });
    expect(fromTwelveHour(12, 0, 'AM')).toBe('00:00');
    expect(fromTwelveHour(12, 30, 'PM')).toBe('12:30');
    expect(fromTwelveHour(9, 45, 'PM')).toBe('21:45');
    expect(formatTwelveHour('17:00')).toBe('5:00 PM');
  });
});
