import { refusal, type AppointmentState } from '@app/domain/appointment-life-cycle';
import { farEnoughToMoveTo, MOVE_REFUSALS } from '@app/domain/appointment-moves';
import { istInstant } from '@app/domain/ist';
import type { SessionType } from '@app/domain/schemas/booking';
import type { MoveOptions, RescheduleProposal, SlotChoice } from '@app/domain/schemas/reschedule';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit/audit-log';
import { isUuid } from '../../../shared/ids';
import type { SiteInfo } from '../../../shared/site-info';
import {
  mailOf,
  sessionInvites,
  type BookedSession,
  type Mover,
  type NoticeSender,
} from '../../notifications/notifications.module';
import { sessionOfRow, toBothSides } from '../mails/session-notices';
import type {
  TherapistBookingFacts,
  TherapistForBooking,
} from '../../therapists/therapists.module';
import { SLOT_TAKEN_MESSAGE, type AvailabilityService } from '../checkout/availability.service';
import { therapistAddress } from '../checkout/booking-snapshot';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import * as appts from './appointments.queries';
import * as moves from './reschedule.queries';
import { announceTimesOpened } from '../../../shared/jobs/times-opened';

export interface RescheduleDeps {
  db: Db;
  site: SiteInfo;
  availability: AvailabilityService;
  therapists: TherapistBookingFacts;
  now: () => Date;
  jobsQueued?: () => void;
  notices: NoticeSender;
}

/** Whose booking a caller reaches: a client their own, a therapist their sessions, the team all. */
export type MoveScope =
  | { role: 'client'; clientId: string }
  | { role: 'therapist'; therapistId: string }
  | { role: 'admin' };

/** Who is recorded in the audit log for a move. */
export interface MoveActor {
  accountId: string | null;
  kind: 'user' | 'therapist' | 'admin';
  via?: string;
}

type Row = appts.AppointmentRow;

const inScope = (a: Row | null, scope: MoveScope): a is Row =>
  a !== null &&
  (scope.role === 'admin' ||
    (scope.role === 'client'
      ? a.clientId === scope.clientId
      : a.therapistId === scope.therapistId));

/** The life cycle's view of a row with whether a proposal waits for the client. */
export async function stateOf(db: Db | Tx, a: Row, at: Date): Promise<AppointmentState> {
  const pending = await moves.pendingProposals(db, [a.id], at);
  return { ...a, proposalPending: pending.length > 0 };
}

/** The invite and mail facts of a booking at its current time. */
export function bookedSession(
  a: Row,
  t: Pick<
    TherapistForBooking,
    'name' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'pincode'
  >,
): BookedSession {
  return {
    appointmentId: a.id,
    bookedAt: a.createdAt,
    startsAt: a.startsAt,
    slotDate: a.slotDate,
    slotTime: a.slotTime,
    sessionType: a.sessionType,
    therapistName: t.name,
    therapistEmail: t.email,
    therapistAddress: therapistAddress(t),
    clientName: `${a.firstName} ${a.lastName}`.trim(),
    clientEmail: a.email,
    clientPhone: a.phone,
    message: a.message,
    therapistFeeRupees: a.therapistFeeRupees,
    bookingFeePaise: a.bookingFeePaise,
    accepted: a.isApproved,
  };
}

/** A pending proposal as the API answers it. */
export const proposalItem = (p: moves.ProposalRow): RescheduleProposal => ({
  id: p.id,
  slots: p.slots as SlotChoice[],
  lapsesAt: p.lapsesAt.toISOString(),
  createdAt: p.createdAt.toISOString(),
});

/** The appointments' proposals waiting for the client, by appointment id. */
export async function proposalsByAppointment(db: Db, ids: string[], at: Date) {
  const rows = await moves.pendingProposals(db, ids, at);
  return new Map(rows.map((p) => [p.appointmentId, proposalItem(p)]));
}

const isUniqueViolation = (err: unknown) => {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

export interface MoveRequest {
  appointmentId: string;
  scope: MoveScope;
  actor: MoveActor;
  slot: SlotChoice;
  sessionType?: SessionType;
  by: Mover;
  /** The team's reason, recorded in the audit log. */
  reason?: string;
  /** Inside the move's transaction, after the life cycle allowed it (a proposal's acceptance). */
  alsoInTransaction?: (tx: Tx, a: Row, at: Date) => Promise<void>;
}

/**
 * Moves a booking (decision 0040): the life cycle decides whether the caller may, the booking
 * page's availability whether the new time is open, and one transaction claims the new slot
 * before it frees the old one, so a race never double books and never leaves the booking without
 * a slot. Both sides are mailed the updated invite.
 */
export function createReschedule(deps: RescheduleDeps) {
  const { db, site, availability, now } = deps;

  const ruleOf = (req: MoveRequest) =>
    req.scope.role === 'admin'
      ? (a: AppointmentState, at: Date) => refusal('admin', 'reschedule', a, at)
      : req.by === 'therapist'
        ? (a: AppointmentState, at: Date) => refusal('client', 'respond-proposal', a, at)
        : (a: AppointmentState, at: Date) => refusal('client', 'reschedule', a, at);

  async function find(id: string, scope: MoveScope) {
    if (!isUuid(id)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    const a = await appts.findAppointment(db, id, scope.role === 'client' ? scope.clientId : null);
    if (!inScope(a, scope)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    return a;
  }

  /** Throws a clear 4xx unless `slot` is open to this booking now; answers its start. */
  async function requireTarget(a: Row, slot: SlotChoice, mode: SessionType, team: boolean) {
    if (a.slotDate === slot.slotDate && a.slotTime === slot.slotTime)
      throw badRequest(MOVE_REFUSALS.sameTime);
    const target = await availability.requireBookable({
      therapistId: a.therapistId,
      slotDate: slot.slotDate,
      slotTime: slot.slotTime,
      sessionType: mode,
    });
    if (!team && !farEnoughToMoveTo(target.startsAt, now()))
      throw badRequest(MOVE_REFUSALS.newTimeTooSoon);
    return target;
  }

  async function move(req: MoveRequest): Promise<Row> {
    const rule = ruleOf(req);
    const current = await find(req.appointmentId, req.scope);
    const before = rule(await stateOf(db, current, now()), now());
    if (before) throw conflict(before);
    const mode = req.sessionType ?? current.sessionType;
    const { therapist, startsAt } = await requireTarget(
      current,
      req.slot,
      mode,
      req.scope.role === 'admin',
    );
    const at = now();
    try {
      const moved = await db.transaction(async (tx) => {
        const a = await appts.lockAppointment(tx, current.id, null);
        if (!inScope(a, req.scope)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
        const refused = rule(await stateOf(tx, a, at), at);
        if (refused) throw conflict(refused);
        await req.alsoInTransaction?.(tx, a, at);
        const row = await moves.moveAppointment(tx, {
          appointmentId: a.id,
          clientId: a.clientId,
          therapistId: a.therapistId,
          startsAt,
          slot: req.slot,
          sessionType: mode,
          clientMove: req.by === 'client',
          now: at,
        });
        if (!row) throw conflict(SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');
        // The time moved away from is free again: whoever waits for it is told (the waitlist).
        if (a.startsAt.getTime() !== startsAt.getTime() && a.startsAt > at)
          await announceTimesOpened(
            tx,
            { therapistId: a.therapistId, cause: 'moved', starts: [a.startsAt.toISOString()] },
            `${a.id}:${at.toISOString()}`,
          );
        // A move the client did not pick ends any proposal still waiting for them.
        if (req.by !== 'therapist') await moves.closeProposal(tx, a.id, 'lapsed', at);
        await recordAudit(tx, {
          actorAccountId: req.actor.accountId,
          actorKind: req.actor.kind,
          action: 'appointment.rescheduled',
          entity: 'appointment',
          entityId: a.id,
          data: {
            from: a.startsAt.toISOString(),
            to: startsAt.toISOString(),
            sessionType: mode,
            by: req.by,
            sequence: row.inviteSequence,
            ...(req.reason ? { reason: req.reason } : {}),
            ...(req.actor.via ? { via: req.actor.via } : {}),
          },
        });
        const session = bookedSession(row, therapist);
        const ics = sessionInvites(session, site, at, {
          sequence: row.inviteSequence,
          method: 'REQUEST',
        });
        await deps.notices.send(
          tx,
          toBothSides('reschedule.moved', sessionOfRow(row, therapist.name), (side) =>
            mailOf('moved', session, a, req.by, ics, side),
          ),
        );
        return row;
      });
      deps.jobsQueued?.();
      return moved;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');
      throw err;
    }
  }

  return {
    move,
    find,
    requireTarget,

    /** The therapist's name, address and email for a booking's mails and invite. */
    async therapistOf(therapistId: string): Promise<TherapistForBooking> {
      const t = await deps.therapists.find(therapistId);
      if (!t) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      return t;
    },

    /**
     * The times a booking can move to now, from the booking page's own open slots: at least 12
     * hours ahead unless the team moves it.
     */
    async options(id: string, scope: MoveScope): Promise<MoveOptions> {
      const a = await find(id, scope);
      const modes = await availability.offeredModes(a.therapistId);
      const first = modes[0];
      const days = first ? await availability.openSlots(a.therapistId, first) : [];
      const at = now();
      const openSlots: Record<string, string[]> = {};
      for (const day of days) {
        const times = day.times.filter((time) => {
          const startsAt = istInstant(day.date, time);
          return scope.role === 'admin' || farEnoughToMoveTo(startsAt, at);
        });
        if (times.length > 0) openSlots[day.key] = times;
      }
      return { success: true, sessionModes: modes, openSlots };
    },
  };
}

export type Reschedule = ReturnType<typeof createReschedule>;
