import { useMemo, useReducer } from 'react';
import { SESSION_MODES } from '@app/domain/catalogues';
import {
  openSlots,
  type OpenSlotDay,
  type SlotRules,
  type TakenSlots,
  type WeeklyHours,
} from '@app/domain/slots';
import { pickerReducer, startState, type SessionMode } from './slot-picker-state';

export { modeOf, type SessionMode } from './slot-picker-state';
/** The stored form of a mode, as the API and the booking URLs write it. */
export type SessionTypeValue = 'online' | 'in-person';

export const toSessionType = (mode: SessionMode): SessionTypeValue =>
  mode === 'Online' ? 'online' : 'in-person';

/** The modes a therapist offers, in the catalogue's order; both when the profile names none. */
export function offeredModes(modes: readonly string[]): SessionMode[] {
  const offered = SESSION_MODES.filter((m) =>
    modes.some((x) => x.trim().toLowerCase() === m.toLowerCase()),
  );
  return offered.length > 0 ? offered : [...SESSION_MODES];
}

/** Days a 'roomy' strip shows below 1024 px (its grid-cols-3) and from 1024 px (lg:grid-cols-5). */
export const NARROW_STRIP_DAYS = 3;
export const ROOMY_STRIP_DAYS = 5;

export type SlotChoice = { day: OpenSlotDay; time: string; mode: SessionMode };

export type SlotPickerOptions = {
  timeSlots: WeeklyHours;
  taken: TakenSlots;
  /** The profile's date hours (days off as []) and minimum notice. */
  rules?: Pick<SlotRules, 'dateHours' | 'minimumNoticeHours'>;
  sessionModes: readonly string[];
  /** How many days the strip shows at once (how far its arrows can move). */
  stripDays: number;
  /**
   * How many days the strip draws, when more than it shows on this screen: the drawing is then the
   * same on the server and in every browser, and CSS hides the extra days on narrow screens.
   */
  drawnDays?: number;
  /** A choice to start from (e.g. from the URL); ignored where it is not open or not offered. */
  initial?: { dateKey?: string | null; time?: string | null; mode?: string | null };
  /** The signed-in person's own live hold: open to them, labelled as held for them. */
  held?: { slotDate: string; slotTime: string } | null;
  /** Open days the server already computed (a booking's move options), used as they are. */
  openDays?: OpenSlotDay[];
};

/**
 * The state behind a mode toggle, a date strip over the next 30 IST days and the open times of the
 * chosen day (past times today and taken times excluded, by the domain's openSlots). Changing the
 * day, the mode or the strip's window clears the time; a time that stops being open reads as not
 * chosen.
 */
export function useSlotPicker({
  timeSlots,
  taken,
  rules,
  sessionModes,
  stripDays,
  drawnDays = stripDays,
  initial,
  held = null,
  openDays,
}: SlotPickerOptions) {
  const modes = offeredModes(sessionModes);
  // Recomputed whenever the therapist's data is refreshed, so "now" moves along with it.
  const dateHours = rules?.dateHours;
  const minimumNoticeHours = rules?.minimumNoticeHours;
  const days = useMemo(
    () =>
      openDays ?? openSlots({ now: new Date(), timeSlots, taken, dateHours, minimumNoticeHours }),
    [openDays, timeSlots, taken, dateHours, minimumNoticeHours],
  );
  const [state, dispatch] = useReducer(pickerReducer, undefined, () => startState(days, initial));

  const mode: SessionMode =
    state.modeChoice && modes.includes(state.modeChoice)
      ? state.modeChoice
      : modes.includes('In-Person')
        ? 'In-Person'
        : 'Online';
  const maxOffset = Math.max(0, days.length - stripDays);
  const offset = Math.min(Math.max(0, state.offset), maxOffset);
  const day = days.find((d) => d.key === state.dayKey) ?? days[0];
  const time = day && state.time && day.times.includes(state.time) ? state.time : null;

  return {
    modes,
    mode,
    chooseMode(next: SessionMode) {
      if (next !== mode) dispatch({ type: 'mode', mode: next });
    },
    days,
    visibleDays: days.slice(offset, offset + Math.max(stripDays, drawnDays)),
    offset,
    canGoEarlier: offset > 0,
    canGoLater: offset < maxOffset,
    shift(delta: number) {
      dispatch({ type: 'shift', delta, from: offset, maxOffset });
    },
    day,
    chooseDay(key: string) {
      if (key !== day?.key) dispatch({ type: 'day', key });
    },
    /** Chooses any day of the window (the month calendar) and brings the strip to it. */
    jumpTo(key: string) {
      const index = days.findIndex((d) => d.key === key);
      if (index >= 0) dispatch({ type: 'jump', key, index, maxOffset });
    },
    time,
    chooseTime: (next: string) => dispatch({ type: 'time', time: next }),
    /** Starts again from a choice that arrived late, unless the person has chosen something. */
    resume(start: NonNullable<SlotPickerOptions['initial']>) {
      dispatch({ type: 'resume', start: startState(days, start) });
    },
    /** Whether a time of a day is the person's own held slot. */
    isHeld: (dayKey: string, t: string) =>
      held !== null && held.slotDate === dayKey && held.slotTime === t,
    choice: day && time ? ({ day, time, mode } satisfies SlotChoice) : null,
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
