import { useMemo, useState } from 'react';
import { SESSION_MODES } from '@app/domain/catalogues';
import { openSlots, type OpenSlotDay, type TakenSlots, type WeeklyHours } from '@app/domain/slots';

export type SessionMode = (typeof SESSION_MODES)[number];
/** The stored form of a mode, as the API and the booking URLs write it. */
export type SessionTypeValue = 'online' | 'in-person';

export const toSessionType = (mode: SessionMode): SessionTypeValue =>
  mode === 'Online' ? 'online' : 'in-person';

export function modeOf(value: string | null | undefined): SessionMode | null {
  const v = (value ?? '').trim().toLowerCase();
  return SESSION_MODES.find((m) => m.toLowerCase() === v) ?? null;
}

/** The modes a therapist offers, in the catalogue's order; both when the profile names none. */
export function offeredModes(modes: readonly string[]): SessionMode[] {
  const offered = SESSION_MODES.filter((m) =>
    modes.some((x) => x.trim().toLowerCase() === m.toLowerCase()),
  );
  return offered.length > 0 ? offered : [...SESSION_MODES];
}

export type SlotChoice = { day: OpenSlotDay; time: string; mode: SessionMode };

export type SlotPickerOptions = {
  timeSlots: WeeklyHours;
  taken: TakenSlots;
  sessionModes: readonly string[];
  /** How many days the strip shows at once. */
  stripDays: number;
  /** A choice to start from (e.g. from the URL); ignored where it is not open or not offered. */
  initial?: { dateKey?: string | null; time?: string | null; mode?: string | null };
};

/**
 * The state behind a mode toggle, a date strip over the next 30 IST days and the open times of the
 * chosen day (past times today and taken times excluded, by the domain's openSlots). Changing the
 * day or the mode clears the time; a time that stops being open reads as not chosen.
 */
export function useSlotPicker({
  timeSlots,
  taken,
  sessionModes,
  stripDays,
  initial,
}: SlotPickerOptions) {
  const modes = offeredModes(sessionModes);
  // Recomputed whenever the therapist's data is refreshed, so "now" moves along with it.
  const days = useMemo(() => openSlots({ now: new Date(), timeSlots, taken }), [timeSlots, taken]);

  const [start] = useState(() => {
    const requested = days.findIndex((d) => d.key === initial?.dateKey);
    const firstOpen = days.findIndex((d) => d.times.length > 0);
    const index = requested >= 0 ? requested : Math.max(0, firstOpen);
    const time = requested >= 0 && initial?.time ? initial.time : null;
    return { dayKey: days[index]?.key ?? '', index, time };
  });
  const [modeChoice, setModeChoice] = useState<SessionMode | null>(() => modeOf(initial?.mode));
  const [dayKey, setDayKey] = useState(start.dayKey);
  const [chosenTime, setChosenTime] = useState<string | null>(start.time);
  const [rawOffset, setOffset] = useState(start.index);

  const mode: SessionMode =
    modeChoice && modes.includes(modeChoice)
      ? modeChoice
      : modes.includes('In-Person')
        ? 'In-Person'
        : 'Online';
  const maxOffset = Math.max(0, days.length - stripDays);
  const offset = Math.min(Math.max(0, rawOffset), maxOffset);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const time = day && chosenTime && day.times.includes(chosenTime) ? chosenTime : null;

  return {
    modes,
    mode,
    chooseMode(next: SessionMode) {
      if (next === mode) return;
      setModeChoice(next);
      setChosenTime(null);
    },
    days,
    visibleDays: days.slice(offset, offset + stripDays),
    offset,
    canGoEarlier: offset > 0,
    canGoLater: offset < maxOffset,
    shift(delta: number) {
      setOffset(Math.min(maxOffset, Math.max(0, offset + delta)));
    },
    day,
    chooseDay(key: string) {
      if (key === day?.key) return;
      setDayKey(key);
      setChosenTime(null);
    },
    time,
    chooseTime: setChosenTime,
    choice: day && time ? ({ day, time, mode } satisfies SlotChoice) : null,
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
