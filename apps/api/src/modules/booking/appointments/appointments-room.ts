import { createVideoRooms } from '../../../adapters/video-rooms/video-rooms';
import type { RoomDeps } from '../booking-deps';
import type { AvailabilityService } from '../checkout/availability.service';
import type { Refunds } from '../payments/refunds.service';
import { createAppointmentDecisions } from './appointment-decisions.service';
import { createAppointmentLinks } from './appointment-links.service';
import { createAppointmentsService } from './appointments.service';
import { createBookedSessions } from './booked-sessions.service';
import { createNonAcceptance } from './non-acceptance.service';
import { createProposals } from './proposals.service';
import { createReschedule } from './reschedule.service';
import { createSessionReminders } from './session-reminders';
import { createSuspensionSessions } from './suspension-sessions.service';
import { createTeamCancellation } from './team-cancellation.service';
import { createTherapistAppointments } from './therapist-appointments.service';
import { createFollowUps } from './follow-ups.service';

/**
 * The appointments room: each side's sessions, the team's decisions, cancellations through the
 * one door, moves and proposals, the acceptance deadline and reminders.
 */
export function createAppointmentsRoom(
  deps: RoomDeps,
  from: { refunds: Refunds; availability: AvailabilityService },
) {
  const { db, site, now, log, jobsQueued, notices, therapists } = deps;
  const { refunds, availability } = from;
  const video =
    deps.videoRooms ??
    createVideoRooms({ kind: 'public', baseUrl: 'https://meet.jit.si', siteName: site.name });
  const decisions = createAppointmentDecisions({
    notices,
    db,
    therapists,
    accounts: deps.accounts,
    refunds,
    now,
    jobsQueued,
  });
  const appointments = createAppointmentsService({
    db,
    notices,
    site,
    refunds,
    therapists,
    now,
    jobsQueued,
    video,
    approveByRule: (tx, a, at) =>
      decisions.approveLocked(tx, a, at, { accountId: null, via: 'refund rule', byRule: true }),
  });
  const nonAcceptance = createNonAcceptance({ db, therapists, refunds, now, log, jobsQueued });
  const reminders = createSessionReminders({ notices, db, site, therapists, now, jobsQueued });
  const reschedule = createReschedule({
    notices,
    db,
    site,
    availability,
    therapists,
    now,
    jobsQueued,
  });
  const proposals = createProposals({
    notices,
    db,
    reschedule,
    therapists,
    refunds,
    now,
    log,
    jobsQueued,
  });
  return {
    appointments,
    decisions,
    teamCancellation: createTeamCancellation({ db, therapists, refunds, now, jobsQueued }),
    nonAcceptance,
    reminders,
    therapistAppointments: createTherapistAppointments({
      db,
      therapists,
      decisions,
      nonAcceptance,
      video,
      now,
      followUps: createFollowUps({ db, site, therapists, availability, notices, now, jobsQueued }),
    }),
    /** Active sessions for the therapist's time off and the calendar feeds. */
    bookedSessions: createBookedSessions(db, now),
    reschedule,
    proposals,
    /** A therapist's sessions ahead when the team suspends or closes them (decision 0049). */
    suspensionSessions: createSuspensionSessions({ db, notices, therapists, refunds, now }),
    /** One appointment as a report or a note links to it. */
    appointmentLinks: createAppointmentLinks(db),
    registerJobs() {
      nonAcceptance.registerJobs(deps.jobs);
      reminders.registerJobs(deps.jobs);
      proposals.registerJobs(deps.jobs);
    },
  };
}
