import { FRIENDLY } from '@app/domain/failure-words';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import { addIstDays, istInstant, istToday } from '@app/domain/ist';
import type {
  DashboardStats,
  TherapistActionResponse,
  TherapistAppointment,
} from '@app/domain/schemas/dashboard';
import {
  acceptanceDeadline,
  CHART_AHEAD_WEEKS,
  CHART_PAST_WEEKS,
  weeklyTotals,
} from '@app/domain/therapist-sessions';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../plugins/auth';
import { AppError, forbidden, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { AppointmentDecisions, DecisionActor } from './appointment-decisions.service';
import type { NonAcceptanceService } from './non-acceptance.service';
import * as refundsQ from '../payments/refunds.queries';
import { sessionAccess } from './session-access';
import type { VideoRooms } from '../../../adapters/video-rooms/video-rooms';
import * as mine from './therapist-appointments.queries';
import type { FollowUps } from './follow-ups.service';
import type { FollowUpRequest } from '@app/domain/schemas/follow-up';
import { proposalsByAppointment } from './reschedule.service';
import { THERAPIST_ACTION_ANSWERS as A } from './therapist-action-answers';

/** Years of weekly sessions for a full practice; older ones stay in the audit and the database. */
export const THERAPIST_LIST_LIMIT = 500;

export const NO_PROFILE = 'No therapist profile belongs to this account.';

export interface TherapistAppointmentsDeps {
  db: Db;
  therapists: TherapistBookingFacts;
  decisions: AppointmentDecisions;
  nonAcceptance: NonAcceptanceService;
  video: VideoRooms;
  now: () => Date;
  followUps: FollowUps;
}

/**
 * The therapist's side of their appointments: the list, the chart, and the actions, each through
 * the admin team's decision services (the same rules as the appointments command) scoped to the
 * caller's own sessions: another therapist's appointment answers 404.
 */
/** An action's answer, its words still to be put in the caller's language by the route. */
export type TherapistActionAnswer = Omit<TherapistActionResponse, 'message'> & {
  message: MessageDescriptor;
};

export function createTherapistAppointments(deps: TherapistAppointmentsDeps) {
  const { db, decisions, now } = deps;

  async function therapistOf(caller: Caller) {
    if (caller.role !== 'therapist') throw forbidden(FRIENDLY.forbidden);
    const profile = await deps.therapists.ofAccount(caller.accountId);
    if (!profile) throw notFound(NO_PROFILE);
    return profile;
  }

  async function actorOf(caller: Caller): Promise<DecisionActor & { therapistId: string }> {
    const profile = await therapistOf(caller);
    return { accountId: caller.accountId, via: 'therapist dashboard', therapistId: profile.id };
  }

  const answer = (appointmentId: string, message: MessageDescriptor): TherapistActionAnswer => ({
    success: true,
    message,
    appointmentId,
  });

  return {
    therapistOf,

    async list(caller: Caller): Promise<TherapistAppointment[]> {
      const { id, name } = await therapistOf(caller);
      const at = now();
      const rows = await mine.listTherapistAppointments(db, id, THERAPIST_LIST_LIMIT);
      // Where in-person sessions take place.
      const therapist = await deps.therapists.labels.one(id);
      if (!therapist) return [];
      const refundRows = await refundsQ.refundsOfAppointments(
        db,
        rows.map((a) => a.id),
      );
      const refunds = new Map(
        refundRows.map((r) => [r.appointmentId, { status: r.status, amountPaise: r.amountPaise }]),
      );
      const declined = new Set(
        refundRows.filter((r) => r.cause === 'proposal-declined').map((r) => r.appointmentId),
      );
      const proposals = await proposalsByAppointment(
        db,
        rows.map((a) => a.id),
        at,
      );
      return rows.map((a) => ({
        id: a.id,
        clientName: `${a.firstName} ${a.lastName}`.trim(),
        sessionType: a.sessionType,
        slotDate: a.slotDate,
        slotTime: a.slotTime,
        startsAt: a.startsAt.toISOString(),
        message: a.message,
        payment: a.payment === 'paid',
        isApproved: a.isApproved,
        isCompleted: a.isCompleted,
        sessionStatus: a.sessionStatus === 'not-attended' ? 'not-attended' : null,
        cancelled: a.cancelled,
        cancelledBy: a.cancelledBy,
        cancellationStatus: a.cancellationStatus,
        cancellationRequestedBy:
          a.cancellationRequestedBy === 'user' || a.cancellationRequestedBy === 'therapist'
            ? a.cancellationRequestedBy
            : null,
        proposalDeclined: declined.has(a.id),
        seriesId: a.seriesId,
        feeRupees: a.therapistFeeRupees,
        refund: refunds.get(a.id) ?? null,
        acceptBy:
          // An open proposal pauses the deadline (decision 0059): no "accept by" then.
          a.payment === 'paid' && !a.cancelled && !a.isApproved && !proposals.has(a.id)
            ? acceptanceDeadline(a.createdAt, a.startsAt).toISOString()
            : null,
        access: sessionAccess({ ...a, therapist }, at, deps.video, { id, name, moderator: true }),
        createdAt: a.createdAt.toISOString(),
        proposal: (!a.cancelled && proposals.get(a.id)) || null,
      }));
    },

    /** Accepted bookings and the therapist's takings per IST week: 12 weeks back, 5 ahead. */
    async stats(caller: Caller): Promise<DashboardStats> {
      const { id } = await therapistOf(caller);
      const at = now();
      const today = istToday(at);
      const from = istInstant(addIstDays(today, -7 * (CHART_PAST_WEEKS + 1)), '00:00');
      const to = istInstant(addIstDays(today, 7 * (CHART_AHEAD_WEEKS + 1)), '00:00');
      const sessions = await mine.countedSessions(db, id, from, to);
      return weeklyTotals(
        sessions.map((s) => ({ ...s, accepted: s.isApproved || s.isCompleted })),
        at,
      );
    },

    async accept(caller: Caller, appointmentId: string) {
      await decisions.confirm(appointmentId, await actorOf(caller));
      return answer(appointmentId, A.accepted);
    },

    /**
     * Accepts every session of a weekly series still waiting (decision 0066), each as its own
     * acceptance; one that cannot be accepted now (a proposal is open) is left for later.
     */
    async acceptSeries(caller: Caller, seriesId: string) {
      const actor = await actorOf(caller);
      const ids = isUuid(seriesId)
        ? await mine.unacceptedOfSeries(db, actor.therapistId, seriesId, now())
        : [];
      let accepted = 0;
      for (const appointmentId of ids) {
        try {
          await decisions.confirm(appointmentId, actor);
          accepted++;
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
        }
      }
      return { accepted };
    },

    /** "Book a follow-up": times suggested to the client after a completed session. */
    async followUp(caller: Caller, appointmentId: string, body: FollowUpRequest) {
      const actor = await actorOf(caller);
      await deps.followUps.suggest(actor, appointmentId, body);
    },

    async clientsWithoutNext(caller: Caller) {
      return deps.followUps.clientsWithoutNext((await therapistOf(caller)).id);
    },

    async decline(caller: Caller, appointmentId: string, reason = '') {
      const actor = await actorOf(caller);
      await deps.nonAcceptance.decline(
        appointmentId,
        { accountId: caller.accountId, therapistId: actor.therapistId },
        reason,
      );
      return answer(appointmentId, A.declined);
    },

    async complete(caller: Caller, appointmentId: string) {
      await decisions.complete(appointmentId, await actorOf(caller));
      return answer(appointmentId, A.completed);
    },

    async notAttended(caller: Caller, appointmentId: string) {
      await decisions.notAttended(appointmentId, await actorOf(caller));
      return answer(appointmentId, A.notAttended);
    },

    async requestCancellation(caller: Caller, appointmentId: string, reason: string) {
      await decisions.therapistRequestsCancellation(appointmentId, reason, await actorOf(caller));
      return answer(appointmentId, A.cancellationRequested);
    },
  };
}

export type TherapistAppointments = ReturnType<typeof createTherapistAppointments>;
