import { MESSAGES } from '@app/domain/messages';
import { refundForCancellation } from '@app/domain/pricing';
import type {
  Appointment,
  RequestCancellationBody,
  RequestCancellationResponse,
} from '@app/domain/schemas/appointments';
import type { Db, Tx } from '../../../db/client';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import { AppError, conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import {
  isExpiredReservation,
  refusal,
  REFUSALS,
  REPLACES_REJECTED_OF,
} from '@app/domain/appointment-life-cycle';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import {
  mailOf,
  type MailAppointment,
  type NoticeSender,
} from '../../notifications/notifications.module';
import { recordAudit } from '../../../shared/audit/audit-log';
import { sessionAccess } from './session-access';
import { createVideoRooms, type VideoRooms } from '../../../adapters/video-rooms/video-rooms';
import * as appts from './appointments.queries';
import { proposalsByAppointment } from './reschedule.service';
import * as refundsQ from '../payments/refunds.queries';
import { createCancellationDoor } from './appointment-cancellation';
import type { Refunds } from '../payments/refunds.service';
import { createSeriesCancellation } from './series-cancellation';

/**
 * A client has a handful of appointments; the list answers the latest 200 sessions, which covers
 * years of weekly therapy, without paging.
 */
export const APPOINTMENTS_LIST_LIMIT = 200;

/** Why a session with a therapist who is not listed cannot move to another of their times. */
const THERAPIST_NOT_LISTED = (name: string) =>
  `${name} is not taking new times for now, so this session cannot be moved. Contact support if you would rather cancel it.`;

export interface AppointmentsDeps {
  db: Db;
  therapists: TherapistBookingFacts;
  /** The site's name, for the default video rooms. */
  site: { name: string };
  notices: Pick<NoticeSender, 'mail'>;
  refunds: Pick<
    Refunds,
    'recordForCancellation' | 'sendForAppointment' | 'refundableForCancellation'
  >;
  /** Approves a request the refund window already decides, in the request's transaction. */
  approveByRule: (tx: Tx, a: appts.AppointmentRow, at: Date) => Promise<unknown>;
  now?: () => Date;
  /** Wakes the mail worker after mails were committed to the outbox. */
  jobsQueued?: () => void;
  video?: VideoRooms;
}

export function mailFacts(a: appts.AppointmentRow, therapistName: string): MailAppointment {
  return {
    id: a.id,
    slotDate: a.slotDate,
    slotTime: a.slotTime,
    clientName: `${a.firstName} ${a.lastName}`.trim(),
    clientEmail: a.email,
    therapistName,
    bookingFeePaise: a.bookingFeePaise,
  };
}

export async function therapistNameOf(
  therapists: TherapistBookingFacts,
  tx: Tx,
  therapistId: string,
) {
  return (await therapists.contact(therapistId, tx))?.name ?? 'your therapist';
}

const requester = (kind: appts.AppointmentRow['cancellationRequestedBy']) =>
  kind === 'user' || kind === 'therapist' ? kind : null;

/** The client's side of appointments: the list, direct cancel and cancellation requests. */
export function createAppointmentsService(deps: AppointmentsDeps) {
  const { db, site } = deps;
  const now = deps.now ?? (() => new Date());
  const cancelAppointment = createCancellationDoor({ refunds: deps.refunds });
  const video =
    deps.video ??
    createVideoRooms({ kind: 'public', baseUrl: 'https://meet.jit.si', siteName: site.name });

  async function approvedByRule(tx: Tx, a: appts.AppointmentRow, at: Date) {
    try {
      await tx.transaction((savepoint) => deps.approveByRule(savepoint, a, at));
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return false;
      throw error;
    }
  }

  /**
   * A client's cancellation request inside the caller's transaction: inside the refund window the
   * rule approves it at once; otherwise it waits for the team, who are told.
   */
  async function requestIn(
    tx: Tx,
    clientId: string,
    appointmentId: string,
    reason: string,
    at: Date,
  ): Promise<ReturnType<typeof refundForCancellation> & { approved: boolean }> {
    const a = await appts.openCancellationRequest(tx, {
      appointmentId: appointmentId,
      clientId,
      requestedBy: 'user',
      reason: reason,
      now: at,
      replacesRejectedOf: REPLACES_REJECTED_OF.user,
    });
    if (!a) {
      const current = await appts.findAppointment(tx, appointmentId, clientId);
      if (!current) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      throw conflict(
        refusal('client', 'request-cancellation', current, at) ?? REFUSALS.requestPending,
      );
    }
    const refund = refundForCancellation({
      bookedAt: a.createdAt,
      requestedAt: at,
      requestedBy: 'user',
      bookingFeePaise: a.bookingFeePaise,
    });
    await recordAudit(tx, {
      actorAccountId: clientId,
      actorKind: 'user',
      action: 'appointment.cancellation_requested',
      entity: 'appointment',
      entityId: a.id,
      data: { requestedBy: 'user', refundPaise: refund.refundPaise, rule: refund.rule },
    });
    // The refund window already decides it: approved at once, nothing for the team to do. If
    // the rule cannot approve it (a goodwill refund returned the money), the team decides.
    if (refund.rule === 'within-window' && (await approvedByRule(tx, a, at)))
      return { ...refund, approved: true };
    const facts = mailFacts(a, await therapistNameOf(deps.therapists, tx, a.therapistId));
    const therapist = await deps.therapists.contact(a.therapistId, tx);
    await deps.notices.mail(tx, [
      { ...mailOf('requestReceived', facts, refund), reader: { accountId: a.clientId } },
      mailOf(
        'supportRequest',
        {
          ...facts,
          clientPhone: a.phone,
          bookedAt: a.createdAt,
          requestedAt: at,
          reason: reason,
        },
        refund,
      ),
      ...(therapist?.email
        ? [
            {
              ...mailOf('clientRequestTherapist', therapist.email, facts),
              ...(therapist.accountId ? { reader: { accountId: therapist.accountId } } : {}),
            },
          ]
        : []),
    ]);
    return { ...refund, approved: false };
  }

  return {
    async list(clientId: string): Promise<Appointment[]> {
      const at = now();
      const rows = await appts.listClientAppointments(db, clientId, APPOINTMENTS_LIST_LIMIT);
      const [labels, refundRows] = await Promise.all([
        deps.therapists.labels.of(rows.map((a) => a.therapistId)),
        refundsQ.refundsOfAppointments(
          db,
          rows.map((a) => a.id),
        ),
      ]);
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
      return rows.flatMap((a) => {
        const t = labels.get(a.therapistId);
        if (!t) return [];
        const expired = isExpiredReservation(a, at);
        const proposal = (!a.cancelled && proposals.get(a.id)) || null;
        const listed = t.status === 'approved' && t.available;
        const moveRefusal =
          refusal('client', 'reschedule', { ...a, proposalPending: !!proposal }, at) ??
          (listed ? null : THERAPIST_NOT_LISTED(t.name));
        return {
          id: a.id,
          docData: {
            name: t.name,
            image: t.imageUrl,
            professionalTitle: t.professionalTitle,
            fees: t.feeRupees,
            slug: t.slug,
          },
          slotDate: a.slotDate,
          slotTime: a.slotTime,
          sessionType: a.sessionType,
          cancelled: a.cancelled || expired,
          isCompleted: a.isCompleted,
          isApproved: a.isApproved,
          payment: a.payment === 'paid',
          sessionStatus: a.sessionStatus === 'not-attended' ? 'not-attended' : null,
          cancellationStatus: a.cancellationStatus,
          cancellationRequestedBy: requester(a.cancellationRequestedBy),
          therapistFee: a.therapistFeeRupees,
          bookingFee: a.bookingFeePaise / 100,
          refund: refunds.get(a.id) ?? null,
          proposalDeclined: declined.has(a.id),
          seriesId: a.seriesId,
          createdAt: a.createdAt.toISOString(),
          reservationExpiresAt: a.reservationExpiresAt?.toISOString() ?? null,
          cancelledBy: expired ? 'system' : a.cancelledBy,
          cancellationRequestedAt: a.cancellationRequestedAt?.toISOString() ?? null,
          access: sessionAccess({ ...a, therapist: t }, at, video, {
            id: clientId,
            name: `${a.firstName} ${a.lastName}`.trim(),
            moderator: false,
          }),
          rescheduleAllowed: moveRefusal === null,
          rescheduleRefusal: moveRefusal,
          rescheduleCount: a.rescheduleCount,
          proposal,
          therapistListed: listed,
        };
      });
    },

    /** One appointment of the caller as the list answers it. */
    async item(clientId: string, appointmentId: string): Promise<Appointment> {
      const found = (await this.list(clientId)).find((a) => a.id === appointmentId);
      if (!found) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      return found;
    },

    /** Cancels an unpaid reservation of the caller and frees its slot in the same transaction. */
    async cancel(clientId: string, appointmentId: string) {
      if (!isUuid(appointmentId)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const at = now();
      await db.transaction(async (tx) => {
        const a = await appts.lockAppointment(tx, appointmentId, clientId);
        if (!a) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
        const refused = refusal('client', 'cancel', a, at);
        if (refused) throw conflict(refused);
        const live = a.payment === 'unpaid' && !a.cancelled && (a.reservationExpiresAt ?? at) > at;
        if (!live) throw conflict(REFUSALS.alreadyCancelled);
        await cancelAppointment(tx, a, {
          cause: 'client-reservation',
          at,
          actor: { accountId: clientId, kind: 'user' },
          therapistName: '',
          audit: {
            action: 'appointment.cancelled',
            data: { payment: 'unpaid', slot: a.startsAt.toISOString() },
          },
        });
      });
      return { success: true as const, message: MESSAGES.appointments.cancelled };
    },

    /**
     * Opens a cancellation request for a paid appointment of the caller; the admin team decides it.
     * Answers the refund the policy gives for a request made now.
     */
    async requestCancellation(
      clientId: string,
      body: RequestCancellationBody,
    ): Promise<RequestCancellationResponse> {
      if (!isUuid(body.appointmentId))
        throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const at = now();
      const outcome = await db.transaction((tx) =>
        requestIn(tx, clientId, body.appointmentId, body.cancellationReason, at),
      );
      deps.jobsQueued?.();
      if (outcome.approved) await deps.refunds.sendForAppointment(body.appointmentId);
      return {
        success: true,
        message: outcome.approved
          ? MESSAGES.appointments.cancelled
          : MESSAGES.appointments.cancellationRequested,
        refundPaise: outcome.refundPaise,
        rule: outcome.rule,
        approved: outcome.approved,
      };
    },

    ...createSeriesCancellation({
      db,
      now,
      requestIn,
      refunds: deps.refunds,
      jobsQueued: deps.jobsQueued,
    }),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
