import { describe, expect, it } from 'vitest';
import { openSlots } from '@app/domain/slots';
import { pickerReducer, startState, type PickerState } from './slot-picker-state';

// Saturday 14 March 2026, 6:00 PM IST: today's 10:00 has passed.
const now = new Date('2026-03-14T12:30:00Z');
const days = openSlots({
  now,
  timeSlots: { Sat: ['10:00'], Mon: ['10:00', '11:00'], Tue: ['09:00'] },
  taken: {},
});

describe('startState', () => {
  it('starts at the requested day and time when the day is in the window', () => {
    expect(startState(days, { dateKey: '17_3_2026', time: '09:00', mode: 'online' })).toEqual({
      modeChoice: 'Online',
      dayKey: '17_3_2026',
      time: '09:00',
      offset: 3,
    });
  });
  it('otherwise starts at the first day with open times, nothing chosen', () => {
    expect(startState(days, { dateKey: '1_1_2020', time: '09:00' })).toEqual({
      modeChoice: null,
      dayKey: '16_3_2026',
      time: null,
      offset: 2,
    });
  });
});

describe('pickerReducer', () => {
  const chosen: PickerState = {
    modeChoice: 'In-Person',
    dayKey: '16_3_2026',
    time: '11:00',
    offset: 2,
    touched: true,
  };

  it('moving the date strip clears the chosen time, as the spec says', () => {
    const later = pickerReducer(chosen, { type: 'shift', delta: 1, from: 2, maxOffset: 27 });
    expect(later).toEqual({ ...chosen, offset: 3, time: null });
    const earlier = pickerReducer(chosen, { type: 'shift', delta: -1, from: 2, maxOffset: 27 });
    expect(earlier).toEqual({ ...chosen, offset: 1, time: null });
  });
  it('a shift that cannot move keeps everything', () => {
    const first = { ...chosen, offset: 0 };
    expect(pickerReducer(first, { type: 'shift', delta: -1, from: 0, maxOffset: 27 })).toBe(first);
    const last = { ...chosen, offset: 27 };
    expect(pickerReducer(last, { type: 'shift', delta: 1, from: 27, maxOffset: 27 })).toBe(last);
  });
  it('another day or another mode clears the time; the same day keeps it', () => {
    expect(pickerReducer(chosen, { type: 'day', key: '17_3_2026' }).time).toBeNull();
    expect(pickerReducer(chosen, { type: 'day', key: '16_3_2026' })).toBe(chosen);
    expect(pickerReducer(chosen, { type: 'mode', mode: 'Online' })).toEqual({
      ...chosen,
      modeChoice: 'Online',
      time: null,
    });
  });
  it('choosing a time keeps the day, mode and window', () => {
    expect(pickerReducer(chosen, { type: 'time', time: '10:00' })).toEqual({
      ...chosen,
      time: '10:00',
    });
  });
});

describe('jumping to a day from the month calendar', () => {
  it('chooses the day, starts the strip there and clears the time', () => {
    const state = { modeChoice: null, dayKey: 'a', time: '10:00', offset: 0 };
    expect(pickerReducer(state, { type: 'jump', key: 'k', index: 12, maxOffset: 25 })).toEqual({
      modeChoice: null,
      dayKey: 'k',
      time: null,
      offset: 12,
      touched: true,
    });
  });

  it('stops the strip at its last window for the last days', () => {
    const state = { modeChoice: null, dayKey: 'a', time: null, offset: 0 };
    expect(pickerReducer(state, { type: 'jump', key: 'z', index: 29, maxOffset: 25 }).offset).toBe(
      25,
    );
  });
});

describe("a start that arrives late, from the client's own hold", () => {
  const fresh = startState(days, {});
  const fromHold = startState(days, { dateKey: '17_3_2026', time: '09:00', mode: 'online' });

  it('is taken while the person has chosen nothing', () => {
    expect(pickerReducer(fresh, { type: 'resume', start: fromHold })).toBe(fromHold);
  });
  it('never undoes what the person chose, a mode or a move of the strip included', () => {
    const moded = pickerReducer(fresh, { type: 'mode', mode: 'Online' });
    expect(pickerReducer(moded, { type: 'resume', start: fromHold })).toBe(moded);
    const shifted = pickerReducer(fresh, { type: 'shift', delta: 1, from: 2, maxOffset: 27 });
    expect(pickerReducer(shifted, { type: 'resume', start: fromHold })).toBe(shifted);
  });
  it('a press that changed nothing is not a choice', () => {
    const same = pickerReducer(fresh, { type: 'day', key: fresh.dayKey });
    expect(pickerReducer(same, { type: 'resume', start: fromHold })).toBe(fromHold);
  });
});
