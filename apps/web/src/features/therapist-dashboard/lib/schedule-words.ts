import { defineMessages } from '@app/domain/i18n/define';

/** The calendar, hours, time off and income tabs (namespace dashboard). */
export const SCHEDULE = defineMessages({
  // Calendar.
  weekOf: { id: 'dashboard.calendar.weekOf', defaultMessage: 'Week of {from} – {to}' },
  calendarLead: {
    id: 'dashboard.calendar.lead',
    defaultMessage: 'All times are in IST. Shaded hours are open for booking.',
  },
  previousWeek: { id: 'dashboard.calendar.previousWeek', defaultMessage: 'Previous week' },
  thisWeek: { id: 'dashboard.calendar.thisWeek', defaultMessage: 'This week' },
  nextWeek: { id: 'dashboard.calendar.nextWeek', defaultMessage: 'Next week' },
  loadingWeek: { id: 'dashboard.calendar.loading', defaultMessage: 'Loading your week…' },
  weekFailed: {
    id: 'dashboard.calendar.failed',
    defaultMessage: 'Unable to load your week. Please refresh the page.',
  },
  caption: {
    id: 'dashboard.calendar.caption',
    defaultMessage: 'Week of {date}: sessions by hour, IST',
  },
  open: { id: 'dashboard.calendar.open', defaultMessage: 'Open' },
  agenda: { id: 'dashboard.calendar.agenda', defaultMessage: 'Agenda' },
  today: { id: 'dashboard.calendar.today', defaultMessage: 'Today' },
  timeOff: { id: 'dashboard.agenda.timeOff', defaultMessage: 'Time off' },
  noHours: {
    id: 'dashboard.agenda.noHours',
    defaultMessage: 'No hours',
    description: 'The therapist does not work this day',
  },
  openHours: {
    id: 'dashboard.agenda.openHours',
    defaultMessage: '{count, plural, =0 {No open hours} one {# open hour} other {# open hours}}',
    description: 'Hours of the day still free to book: not begun, not booked',
  },
  noSessions: { id: 'dashboard.calendar.noSessions', defaultMessage: 'No sessions.' },
  // Weekly hours.
  hoursLead: {
    id: 'dashboard.hours.lead',
    defaultMessage:
      'Clients can book one-hour sessions starting at each whole hour inside your ranges (IST). Changes apply to open slots from now on; sessions already booked stay as they are.',
  },
  loadingHours: { id: 'dashboard.hours.loading', defaultMessage: 'Loading your hours…' },
  hoursFailed: {
    id: 'dashboard.hours.failed',
    defaultMessage: 'Unable to load your weekly hours. Please refresh the page.',
  },
  hoursRequired: {
    id: 'dashboard.hours.required',
    defaultMessage: 'Please choose at least one hour in the week.',
  },
  hoursSaved: {
    id: 'dashboard.hours.saved',
    defaultMessage: 'Weekly hours saved. Booked sessions stay as they are.',
  },
  saving: { id: 'dashboard.saving', defaultMessage: 'Saving…' },
  saveHours: { id: 'dashboard.hours.save', defaultMessage: 'Save weekly hours' },
  undo: { id: 'dashboard.hours.undo', defaultMessage: 'Undo changes' },
  // Time off.
  timeOffLead: {
    id: 'dashboard.timeOff.lead',
    defaultMessage:
      'Block holidays and change the hours of single dates. Open slots follow at once; sessions already booked stay and are listed here to resolve. All dates and times are IST.',
  },
  loadingTimeOff: { id: 'dashboard.timeOff.loading', defaultMessage: 'Loading your time off…' },
  timeOffFailed: {
    id: 'dashboard.timeOff.failed',
    defaultMessage: 'Unable to load your time off. Please refresh the page.',
  },
  daysOff: { id: 'dashboard.timeOff.daysOff', defaultMessage: 'Days off' },
  noTimeOff: {
    id: 'dashboard.timeOff.none',
    defaultMessage: 'No time off planned. Clients can book every day of your weekly hours.',
  },
  range: { id: 'dashboard.timeOff.range', defaultMessage: '{from} – {to}' },
  remove: { id: 'dashboard.remove', defaultMessage: 'Remove' },
  removeTimeOff: {
    id: 'dashboard.timeOff.removeRange',
    defaultMessage: 'Remove time off {from} to {to}',
  },
  addTimeOff: { id: 'dashboard.timeOff.add', defaultMessage: 'Add time off' },
  firstDay: { id: 'dashboard.timeOff.firstDay', defaultMessage: 'First day off' },
  lastDay: { id: 'dashboard.timeOff.lastDay', defaultMessage: 'Last day off' },
  lastDayHint: {
    id: 'dashboard.timeOff.lastDayHint',
    defaultMessage: 'Leave empty for a single day.',
  },
  note: { id: 'dashboard.timeOff.note', defaultMessage: 'Note (only you see it)' },
  notePlaceholder: {
    id: 'dashboard.timeOff.notePlaceholder',
    defaultMessage: 'e.g. Family wedding',
  },
  chooseFirstDay: {
    id: 'dashboard.timeOff.chooseFirstDay',
    defaultMessage: 'Please choose the first day off.',
  },
  timeOffSaved: {
    id: 'dashboard.timeOff.saved',
    defaultMessage:
      '{conflicts, select, yes {Time off saved. Some booked sessions fall inside it: please resolve them below.} other {Time off saved. Clients cannot book these days.}}',
  },
  timeOffRemoved: { id: 'dashboard.timeOff.removed', defaultMessage: 'Time off removed.' },
  // Hours for single dates.
  dateHours: { id: 'dashboard.dateHours.heading', defaultMessage: 'Hours for single dates' },
  dateHoursLead: {
    id: 'dashboard.dateHours.lead',
    defaultMessage: 'These replace your weekly hours on that date. No hours chosen closes the day.',
  },
  closedAllDay: { id: 'dashboard.dateHours.closed', defaultMessage: 'Closed all day' },
  removeDateHours: {
    id: 'dashboard.dateHours.remove',
    defaultMessage: 'Remove hours for {date}',
  },
  setDateHours: { id: 'dashboard.dateHours.form', defaultMessage: 'Set hours for a date' },
  date: { id: 'dashboard.dateHours.date', defaultMessage: 'Date' },
  startTimes: { id: 'dashboard.dateHours.startTimes', defaultMessage: 'Start times (IST)' },
  chooseDate: { id: 'dashboard.dateHours.chooseDate', defaultMessage: 'Please choose a date.' },
  closeDate: { id: 'dashboard.dateHours.closeDate', defaultMessage: 'Close this date' },
  saveDate: { id: 'dashboard.dateHours.save', defaultMessage: 'Save hours for this date' },
  dateHoursSaved: {
    id: 'dashboard.dateHours.saved',
    defaultMessage:
      '{conflicts, select, yes {Date hours saved. Some booked sessions fall outside them: please resolve them below.} other {Date hours saved.}}',
  },
  dateHoursRemoved: { id: 'dashboard.dateHours.removed', defaultMessage: 'Date hours removed.' },
  // Minimum notice.
  notice: { id: 'dashboard.notice.heading', defaultMessage: 'Minimum notice' },
  noticeLabel: {
    id: 'dashboard.notice.label',
    defaultMessage: 'How soon before a session clients can book it',
  },
  noticeFailed: {
    id: 'dashboard.notice.failed',
    defaultMessage: 'Unable to load your minimum notice.',
  },
  noticeSaved: { id: 'dashboard.notice.saved', defaultMessage: 'Minimum notice saved.' },
  noticeChoice: {
    id: 'dashboard.notice.choice',
    defaultMessage:
      '{unit, select, none {No notice} day {{days, plural, one {1 day} other {# days}} ({hours} hours)} other {{hours, plural, one {1 hour} other {# hours}}}}',
  },
  // Sessions unsettled by time off.
  conflicts: {
    id: 'dashboard.conflicts.heading',
    defaultMessage: 'Booked sessions to resolve ({count})',
  },
  conflictsLead: {
    id: 'dashboard.conflicts.lead',
    defaultMessage:
      'These sessions were booked before your time off or date hours. They stay booked until you propose new times or ask us to cancel them (the client is refunded in full).',
  },
  conflictReason: {
    id: 'dashboard.conflicts.reason',
    defaultMessage:
      '{reason, select, timeOff {Inside your time off} other {Outside the hours of that date}}',
  },
  cancellationRequested: {
    id: 'dashboard.conflicts.cancellationRequested',
    defaultMessage: ' · Cancellation requested',
  },
  // Income.
  incomeLead: {
    id: 'dashboard.income.lead',
    defaultMessage:
      'Accepted sessions per week (Monday to Sunday, IST) and what you collect at them: each session fee less the {fee} booking fee the client paid online. Bookings awaiting your acceptance, cancelled and not-attended sessions are left out.',
  },
  loadingIncome: { id: 'dashboard.income.loading', defaultMessage: 'Loading your numbers…' },
  incomeFailed: {
    id: 'dashboard.income.failed',
    defaultMessage: 'Unable to load your numbers. Please refresh the page.',
  },
  chart: {
    id: 'dashboard.income.chart',
    defaultMessage:
      'Chart of accepted bookings and the income you collect per week: {sessions, plural, one {# session} other {# sessions}} in {weeks} weeks. The table below lists each week.',
  },
  tableCaption: {
    id: 'dashboard.income.caption',
    defaultMessage: 'Bookings and expected session income per week (IST)',
  },
  weekOfColumn: { id: 'dashboard.income.weekOf', defaultMessage: 'Week of' },
  bookings: { id: 'dashboard.income.bookings', defaultMessage: 'Bookings' },
  expectedIncome: { id: 'dashboard.income.expected', defaultMessage: 'Expected income' },
  weekState: {
    id: 'dashboard.income.weekState',
    defaultMessage: '{state, select, current { (this week)} other { (ahead)}}',
  },
});
