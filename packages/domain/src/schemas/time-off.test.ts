import { describe, expect, it } from 'vitest';
import { dateHoursBody, minimumNoticeHours, timeOffRange, TIME_OFF_MESSAGES } from './time-off';

const message = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('time off ranges', () => {
  it('accepts a single day and a week, with an optional note', () => {
    expect(timeOffRange.parse({ from: '7_12_2026', to: '7_12_2026' })).toEqual({
      from: '7_12_2026',
      to: '7_12_2026',
      note: '',
    });
    expect(timeOffRange.parse({ from: '28_12_2026', to: '3_1_2027', note: ' Leave ' }).note).toBe(
      'Leave',
    );
  });

  it('refuses a last day before the first, a range over a year, long notes and NUL', () => {
    expect(message(timeOffRange.safeParse({ from: '8_12_2026', to: '7_12_2026' }))).toBe(
      TIME_OFF_MESSAGES.order,
    );
    expect(message(timeOffRange.safeParse({ from: '1_1_2027', to: '2_1_2028' }))).toBe(
      TIME_OFF_MESSAGES.tooLong,
    );
    expect(timeOffRange.safeParse({ from: '1_1_2027', to: '1_1_2028' }).success).toBe(true);
    expect(
      message(timeOffRange.safeParse({ from: '1_1_2027', to: '1_1_2027', note: 'x'.repeat(201) })),
    ).toBe(TIME_OFF_MESSAGES.note);
    expect(
      timeOffRange.safeParse({ from: '1_1_2027', to: '1_1_2027', note: 'a\u0000' }).success,
    ).toBe(false);
    expect(timeOffRange.safeParse({ from: '30_2_2027', to: '1_3_2027' }).success).toBe(false);
  });
});

describe('date hours and notice', () => {
  it('takes hours on the hour and an empty list for a closed day', () => {
    expect(
      dateHoursBody.safeParse({ dateHours: { '5_12_2026': ['10:00'], '6_12_2026': [] } }).success,
    ).toBe(true);
    expect(dateHoursBody.safeParse({ dateHours: { '5_12_2026': ['10:30'] } }).success).toBe(false);
    expect(dateHoursBody.safeParse({ dateHours: { '2026-12-05': ['10:00'] } }).success).toBe(false);
  });

  it('offers only the listed notice choices', () => {
    expect(minimumNoticeHours.safeParse(2).success).toBe(true);
    expect(minimumNoticeHours.safeParse(48).success).toBe(true);
    expect(message(minimumNoticeHours.safeParse(3))).toBe(TIME_OFF_MESSAGES.notice);
  });
});
