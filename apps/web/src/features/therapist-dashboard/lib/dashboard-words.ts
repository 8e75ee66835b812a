import { defineMessages } from '@app/domain/i18n/define';

/** The dashboard's frame, its status banners and the appointments tab (namespace dashboard). */
export const DASHBOARD = defineMessages({
  heading: { id: 'dashboard.heading', defaultMessage: 'Therapist dashboard' },
  pageTitle: { id: 'dashboard.pageTitle', defaultMessage: '{section} · Therapist dashboard' },
  metaDescription: {
    id: 'dashboard.metaDescription',
    defaultMessage: 'Your sessions, hours and bookings.',
  },
  signedInAs: { id: 'dashboard.signedInAs', defaultMessage: 'Signed in as {name}' },
  loading: { id: 'dashboard.loading', defaultMessage: 'Loading your dashboard…' },
  loadingProfile: { id: 'dashboard.loadingProfile', defaultMessage: 'Loading your profile…' },
  noProfile: {
    id: 'dashboard.noProfile',
    defaultMessage: 'No therapist profile belongs to this account. Please contact support.',
  },
  statusFailed: {
    id: 'dashboard.statusFailed',
    defaultMessage: 'Unable to load your profile status. Please refresh the page.',
  },
  nav: { id: 'dashboard.nav', defaultMessage: 'Dashboard' },
  notTherapistHeading: {
    id: 'dashboard.notTherapist.heading',
    defaultMessage: 'The therapist dashboard is for therapists',
  },
  notTherapistText: {
    id: 'dashboard.notTherapist.text',
    defaultMessage:
      'This account is not a therapist account. Therapists join through the application form.',
  },
  yourPages: { id: 'dashboard.notTherapist.yourPages', defaultMessage: 'Go to your pages' },
  join: { id: 'dashboard.notTherapist.join', defaultMessage: 'Join as a therapist' },
  // Sections: their navigation label and their page title.
  section: {
    id: 'dashboard.section',
    defaultMessage:
      '{section, select, appointments {Appointments} calendar {Calendar} hours {Weekly hours} timeOff {Time off} profile {Profile} income {Bookings & income} other {Featured}}',
  },
  sectionTitle: {
    id: 'dashboard.sectionTitle',
    defaultMessage:
      '{section, select, appointments {Appointments} calendar {Calendar} hours {Weekly hours} timeOff {Time off} profile {Profile} income {Bookings and income} other {Featured plans}}',
  },
  // The profile's review state.
  statusLabel: { id: 'dashboard.status.label', defaultMessage: 'Profile status' },
  statusTitle: {
    id: 'dashboard.status.title',
    defaultMessage:
      '{status, select, pending {Your profile is under review} live {Your profile is live} hidden {Your profile is approved but hidden} changes {Changes requested} rejected {Your application was not approved} other {Your profile is suspended}}',
  },
  statusText: {
    id: 'dashboard.status.text',
    defaultMessage:
      '{status, select, pending {Our team checks every application before it goes live. You will get an email when it is approved; until then your profile is not listed and cannot be booked.} live {Clients can find you in the directory and book your open hours.} hidden {It is not listed right now. Please contact support to list it again.} changes {Our team asked for changes before your profile can go live. Make them on your Profile page (application details, documents or photo), then resubmit your application for review.} rejected {Your profile will not be listed.} other {It is not listed and cannot be booked. Sessions already booked stay as they are.}}',
  },
  reasonFromTeam: { id: 'dashboard.status.reason', defaultMessage: 'Reason from our team:' },
  viewPublicProfile: {
    id: 'dashboard.status.viewProfile',
    defaultMessage: 'View your public profile',
  },
  resubmit: { id: 'dashboard.status.resubmit', defaultMessage: 'Resubmit for review' },
  goToProfile: { id: 'dashboard.status.goToProfile', defaultMessage: 'Go to your Profile page' },
  resubmitTitle: { id: 'dashboard.resubmit.title', defaultMessage: 'Resubmit your application' },
  resubmitText: {
    id: 'dashboard.resubmit.text',
    defaultMessage:
      'Our team will review your application again, with your details, documents and photo as they are now, and email you.',
  },
  noteToTeam: { id: 'dashboard.resubmit.note', defaultMessage: 'Note to our team (optional)' },
  noteHint: { id: 'dashboard.resubmit.noteHint', defaultMessage: 'For example, what you changed.' },
  resubmitted: {
    id: 'dashboard.resubmit.done',
    defaultMessage: 'Application resubmitted. Our team will review it again and email you.',
  },
  // The appointments tab.
  appointments: { id: 'dashboard.appointments.heading', defaultMessage: 'Appointments' },
  allTimesIst: {
    id: 'dashboard.appointments.allTimesIst',
    defaultMessage: 'All times are in IST.',
  },
  tab: {
    id: 'dashboard.appointments.tab',
    defaultMessage: '{tab, select, upcoming {Upcoming} past {Past} other {Cancelled}}',
  },
  loadingAppointments: {
    id: 'dashboard.appointments.loading',
    defaultMessage: 'Loading your appointments…',
  },
  appointmentsFailed: {
    id: 'dashboard.appointments.failed',
    defaultMessage: 'Unable to load your appointments.',
  },
  tryAgain: { id: 'dashboard.appointments.tryAgain', defaultMessage: 'Try again' },
  empty: {
    id: 'dashboard.appointments.empty',
    defaultMessage:
      '{tab, select, upcoming {No upcoming appointments.} past {No past appointments.} other {No cancelled appointments.}}',
  },
  // A session's card.
  session: { id: 'dashboard.card.session', defaultMessage: 'Session' },
  sessionLength: { id: 'dashboard.card.sessionLength', defaultMessage: '1 hr' },
  mode: {
    id: 'dashboard.card.mode',
    defaultMessage: '{mode, select, online {Online session} other {In-Person session}}',
  },
  modeShort: {
    id: 'dashboard.card.modeShort',
    defaultMessage: '{mode, select, online {Online} other {In-Person}}',
  },
  time: { id: 'dashboard.card.time', defaultMessage: '{time} IST' },
  slot: { id: 'dashboard.card.slot', defaultMessage: '{date}, {time} IST' },
  sessionFee: { id: 'dashboard.card.sessionFee', defaultMessage: '{fee} session fee' },
  messageFromClient: {
    id: 'dashboard.card.messageFromClient',
    defaultMessage: 'Message from the client:',
  },
  proposalWaiting: {
    id: 'dashboard.card.proposalWaiting',
    defaultMessage:
      'New times proposed, waiting for the client’s answer: {times}. Without an answer the session stays at its time.',
  },
  paid: {
    id: 'dashboard.card.paid',
    defaultMessage:
      '{state, select, refunded {Booking fee refunded ({amount})} failed {Booking fee refund of {amount} failed} pending {Booking fee refund of {amount} in progress} other {Booking fee paid online}}',
  },
  acceptBy: {
    id: 'dashboard.card.acceptBy',
    defaultMessage:
      'Accept by {date}, {time}, or the booking is cancelled and the client refunded in full.',
  },
  markFrom: {
    id: 'dashboard.card.markFrom',
    defaultMessage:
      '{marks, select, both {You can mark this session {first, select, complete {completed} other {not attended}} from {firstTime} and {second, select, complete {completed} other {not attended}} from {secondTime}.} other {You can mark this session {first, select, complete {completed} other {not attended}} from {firstTime}.}}',
  },
  status: {
    id: 'dashboard.card.status',
    defaultMessage:
      '{status, select, expired {Not accepted in time} byTeam {Cancelled by our team} declined {Client declined your new times} byYou {Cancelled at your request} byClient {Cancelled by the client} notAttended {Not attended} completed {Completed} youAsked {Cancellation requested} clientAsked {Client asked to cancel} accepted {Accepted} other {Awaiting your acceptance}}',
  },
  hold: { id: 'dashboard.card.hold', defaultMessage: 'Hold' },
});
