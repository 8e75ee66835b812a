/** How soon before a slot a therapist takes bookings, in hours (decision 0041). */
export const MINIMUM_NOTICE_CHOICES = [0, 1, 2, 4, 8, 12, 24, 48] as const;
export const DEFAULT_MINIMUM_NOTICE_HOURS = 2;
export const TIME_OFF_NOTE_MAX = 200;
/** A range may reach this many days from its first day, and start at most this far ahead. */
export const TIME_OFF_MAX_DAYS = 366;
export const TIME_OFF_MAX_RANGES = 50;
export const DATE_HOURS_MAX_DATES = 100;

export const TIME_OFF_MESSAGES = {
  order: 'The last day off cannot be before the first day.',
  tooLong: 'Time off can cover at most a year at a time.',
  note: `Please keep the note within ${TIME_OFF_NOTE_MAX} characters.`,
  notice: `Please choose a minimum notice of ${MINIMUM_NOTICE_CHOICES.join(', ')} hours.`,
  onTheHour: 'Hours start on the hour.',
} as const;
