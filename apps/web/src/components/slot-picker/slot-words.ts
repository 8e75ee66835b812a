import { defineMessages } from '@app/domain/i18n/define';

/** The slot pickers' words (namespace common: the profile, booking and account pages use them). */
export const SLOT_WORDS = defineMessages({
  sessionMode: { id: 'common.slots.sessionMode', defaultMessage: 'Session mode' },
  date: { id: 'common.slots.date', defaultMessage: 'Date' },
  earlier: { id: 'common.slots.earlier', defaultMessage: 'Earlier dates' },
  later: { id: 'common.slots.later', defaultMessage: 'Later dates' },
  dates: { id: 'common.slots.dates', defaultMessage: 'Dates' },
  noSlots: { id: 'common.slots.noSlots', defaultMessage: 'No slots' },
  open: { id: 'common.slots.open', defaultMessage: '{count} open' },
  time: { id: 'common.slots.time', defaultMessage: 'Time' },
  openTimesOn: { id: 'common.slots.openTimesOn', defaultMessage: 'Open times on {date}' },
  heldForYou: { id: 'common.slots.heldForYou', defaultMessage: 'Held for you' },
  noOpenTimes: {
    id: 'common.slots.noOpenTimes',
    defaultMessage: 'No open times on this day. Please choose another date.',
  },
  chip: {
    id: 'common.slots.chip',
    defaultMessage: '{date}, {time} IST, {held, select, yes {held for you} other {available}}',
  },
  pickDate: { id: 'common.slots.pickDate', defaultMessage: 'Pick a date' },
  previousMonth: { id: 'common.slots.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'common.slots.nextMonth', defaultMessage: 'Next month' },
  dayOpenTimes: {
    id: 'common.slots.dayOpenTimes',
    defaultMessage:
      '{date}, {count, plural, =0 {no open times} one {# open time} other {# open times}}',
  },
  openTimesKey: { id: 'common.slots.openTimesKey', defaultMessage: 'Open times' },
  noOpenTimesKey: { id: 'common.slots.noOpenTimesKey', defaultMessage: 'No open times' },
});
