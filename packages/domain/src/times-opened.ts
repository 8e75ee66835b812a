/**
 * The event written when times may have opened with a therapist, in the same transaction as the
 * change: a cancelled session, a session moved away, new weekly hours, date hours or time off
 * taken back. The waitlist reacts to it; what is open is read again when it runs.
 */
export const TIMES_OPENED = 'therapist.times-opened';

export type TimesOpenedCause = 'cancelled' | 'moved' | 'hours' | 'date-hours' | 'time-off';

export interface TimesOpenedEvent {
  therapistId: string;
  cause: TimesOpenedCause;
  /** The starts (ISO) freed by a cancellation or move; absent when any time may have opened. */
  starts?: string[];
}

/** The event's dedupe key: one per change (the change's own id and moment). */
export const timesOpenedKey = (e: TimesOpenedEvent, changeKey: string) =>
  `${TIMES_OPENED}:${e.therapistId}:${e.cause}:${changeKey}`;
