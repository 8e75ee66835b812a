import { SESSION_MODES } from '@app/domain/catalogues';
import type { OpenSlotDay } from '@app/domain/slots';

export type SessionMode = (typeof SESSION_MODES)[number];

/** What the person has chosen so far; the mode and the time are read against what is offered. */
export type PickerState = {
  modeChoice: SessionMode | null;
  dayKey: string;
  time: string | null;
  /** Index of the first day the date strip shows. */
  offset: number;
  /** Whether the person has chosen anything yet (a mode, a day, a time, a move of the strip). */
  touched?: boolean;
};

export type PickerAction =
  | { type: 'mode'; mode: SessionMode }
  | { type: 'day'; key: string }
  | { type: 'time'; time: string }
  /** Chooses a day anywhere in the window and moves the strip so it starts there (or as near). */
  | { type: 'jump'; key: string; index: number; maxOffset: number }
  /** `from`: the offset the strip shows now; `maxOffset`: the last one it may show. */
  | { type: 'shift'; delta: number; from: number; maxOffset: number }
  /** A start that arrived late (the client's own hold): taken only while nothing is chosen. */
  | { type: 'resume'; start: PickerState };

export function modeOf(value: string | null | undefined): SessionMode | null {
  const v = (value ?? '').trim().toLowerCase();
  return SESSION_MODES.find((m) => m.toLowerCase() === v) ?? null;
}

/**
 * The requested day (with its time) when it is in the window, else the first day with open times;
 * the strip starts at that day.
 */
export function startState(
  days: readonly OpenSlotDay[],
  initial?: { dateKey?: string | null; time?: string | null; mode?: string | null },
): PickerState {
  const requested = days.findIndex((d) => d.key === initial?.dateKey);
  const firstOpen = days.findIndex((d) => d.times.length > 0);
  const index = requested >= 0 ? requested : Math.max(0, firstOpen);
  return {
    modeChoice: modeOf(initial?.mode),
    dayKey: days[index]?.key ?? '',
    time: requested >= 0 && initial?.time ? initial.time : null,
    offset: index,
  };
}

/**
 * Changing the mode, the day or the strip's window clears the chosen time (booking-and-payments.md
 * §4: "Changing the date or the window resets the chosen time").
 */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  if (action.type === 'resume') return state.touched ? state : action.start;
  const next = personsChoice(state, action);
  return next === state ? state : { ...next, touched: true };
}

function personsChoice(state: PickerState, action: Exclude<PickerAction, { type: 'resume' }>) {
  switch (action.type) {
    case 'mode':
      return action.mode === state.modeChoice
        ? state
        : { ...state, modeChoice: action.mode, time: null };
    case 'day':
      return action.key === state.dayKey ? state : { ...state, dayKey: action.key, time: null };
    case 'time':
      return { ...state, time: action.time };
    case 'jump': {
      const offset = Math.min(action.maxOffset, Math.max(0, action.index));
      return {
        ...state,
        dayKey: action.key,
        offset,
        time: action.key === state.dayKey ? state.time : null,
      };
    }
    case 'shift': {
      const offset = Math.min(action.maxOffset, Math.max(0, action.from + action.delta));
      return offset === action.from ? state : { ...state, offset, time: null };
    }
  }
}
