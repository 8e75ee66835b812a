import { refusal } from '@app/domain/appointment-life-cycle';
import { moveDeadline, MOVE_REFUSALS } from '@app/domain/appointment-moves';
import type { RespondRescheduleBody, SlotChoice } from '@app/domain/schemas/reschedule';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import { recordAudit } from '../../../shared/audit/audit-log';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import { mailOf, type NoticeSender } from '../../notifications/notifications.module';
import { momentVar, sessionOfRow, toClient } from '../mails/session-notices';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { Refunds } from '../payments/refunds.service';
import { createCancellationDoor } from './appointment-cancellation';
import { APPOINTMENT_NOT_FOUND, NOTHING_LEFT_TO_REFUND } from './appointment-rules';
import * as appts from './appointments.queries';
import { bookedSession, stateOf, type MoveActor, type Reschedule } from './reschedule.service';
import * as moves from './reschedule.queries';

export const PROPOSAL_LAPSE_JOB = 'appointments.proposal-lapse';
const BATCH = 100;
const DECLINED_REASON = 'The client declined the new times the therapist proposed.';
/** The refund's words in the refunds export and on the credit note. */
const DECLINED_REFUND_REASON = 'client declined the proposed times (refunded in full)';

export interface ProposalsDeps {
  db: Db;
  reschedule: Reschedule;
  therapists: TherapistBookingFacts;
  refunds: Refunds;
  now: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  jobsQueued?: () => void;
  notices: NoticeSender;
}

const sameSlot = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/**
 * A therapist's proposal of new times (decision 0040): the client picks one (the booking moves),
 * or declines (cancelled as the therapist's cancellation, refunded in full once), or lets it lapse
 * 12 hours before the session, which then stays at its time.
 */
export function createProposals(deps: ProposalsDeps) {
  const { db, reschedule, refunds, now } = deps;
  const cancelAppointment = createCancellationDoor({ refunds });

  async function propose(id: string, therapistId: string, accountId: string, slots: SlotChoice[]) {
    const scope = { role: 'therapist', therapistId } as const;
    const current = await reschedule.find(id, scope);
    const before = refusal('therapist', 'propose-times', await stateOf(db, current, now()), now());
    if (before) throw conflict(before);
    for (const slot of slots) {
      if (sameSlot(slot, current)) throw badRequest(MOVE_REFUSALS.proposeSameTimes);
      await reschedule.requireTarget(current, slot, current.sessionType, false);
    }
    const therapist = await reschedule.therapistOf(current.therapistId);
    const at = now();
    await db.transaction(async (tx) => {
      const a = await appts.lockAppointment(tx, id, null);
      if (!a || a.therapistId !== therapistId)
        throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const refused = refusal('therapist', 'propose-times', await stateOf(tx, a, at), at);
      if (refused) throw conflict(refused);
      const lapsesAt = moveDeadline(a.startsAt);
      // A lapsed proposal the sweep has not closed yet must not block the new one.
      await moves.closeProposal(tx, a.id, 'lapsed', at);
      const row = await moves.insertProposal(tx, { appointmentId: a.id, slots, lapsesAt });
      if (!row) throw conflict(MOVE_REFUSALS.alreadyProposed);
      await recordAudit(tx, {
        actorAccountId: accountId,
        actorKind: 'therapist',
        action: 'appointment.times_proposed',
        entity: 'appointment',
        entityId: a.id,
        data: { slots, lapsesAt: lapsesAt.toISOString() },
      });
      const facts = bookedSession(a, therapist);
      const mail = mailOf(
        'proposal',
        { ...facts, slotDate: a.slotDate, slotTime: a.slotTime },
        slots,
        lapsesAt,
      );
      await deps.notices.send(tx, [
        toClient(
          'reschedule.proposed',
          sessionOfRow(a, therapist.name),
          mail,
          momentVar('deadline', lapsesAt),
        ),
      ]);
    });
    deps.jobsQueued?.();
  }

  /** The client declines: the therapist-cancellation path, refunded in full exactly once. */
  async function decline(id: string, clientId: string) {
    const current = await reschedule.find(id, { role: 'client', clientId });
    const therapist = await reschedule.therapistOf(current.therapistId);
    const at = now();
    await db.transaction(async (tx) => {
      const a = await appts.lockAppointment(tx, id, clientId);
      if (!a) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const refused = refusal('client', 'respond-proposal', await stateOf(tx, a, at), at);
      if (refused) throw conflict(refused);
      if (!(await moves.closeProposal(tx, a.id, 'declined', at)))
        throw conflict(MOVE_REFUSALS.noProposal);
      const done = await cancelAppointment(tx, a, {
        cause: 'proposal-declined',
        at,
        actor: { accountId: clientId, kind: 'user' },
        therapistName: therapist.name,
        reason: DECLINED_REASON,
        refundReason: DECLINED_REFUND_REASON,
        notice: {
          therapistEmail: therapist.email,
          therapistAddress: bookedSession(a, therapist).therapistAddress,
        },
        audit: {
          action: 'appointment.proposal_declined',
          data: { refundPaise: a.bookingFeePaise, rule: 'therapist-full' },
        },
      });
      // A payment refunded before (a goodwill refund) has its money back already.
      if (done.refund === 'none') throw conflict(NOTHING_LEFT_TO_REFUND);
    });
    deps.jobsQueued?.();
    await refunds.sendForAppointment(id);
  }

  /** Closes every proposal past its lapse time; answers how many lapsed. */
  async function sweep(): Promise<number> {
    const at = now();
    const lapsed = await db.transaction(async (tx) => {
      const rows = await moves.lapseDueProposals(tx, at, BATCH);
      for (const a of rows) {
        // Both sides were told the session stays at its time: a booking still awaiting
        // acceptance is accepted, so the acceptance deadline cannot cancel it (decision 0059).
        const keeps = !a.cancelled && a.payment === 'paid' && !a.isApproved;
        if (keeps) await appts.updateAppointment(tx, a.id, { isApproved: true, updatedAt: at });
        await recordAudit(tx, {
          actorAccountId: null,
          actorKind: 'system',
          action: 'appointment.proposal_lapsed',
          entity: 'appointment',
          entityId: a.id,
          ...(keeps ? { data: { accepted: true } } : {}),
        });
        const contact = await deps.therapists.contact(a.therapistId, tx);
        if (contact?.email && !a.cancelled)
          await deps.notices.mail(tx, [
            {
              ...mailOf('proposalLapsed', contact.email, {
                ...a,
                clientName: `${a.firstName} ${a.lastName}`.trim(),
              }),
              ...(contact.accountId ? { reader: { accountId: contact.accountId } } : {}),
            },
          ]);
      }
      return rows.length;
    });
    if (lapsed > 0) deps.jobsQueued?.();
    return lapsed;
  }

  return {
    propose,
    sweep,

    /** The client's answer: one of the proposed times moves the booking; "decline" cancels it. */
    async respond(clientId: string, body: RespondRescheduleBody, actor: MoveActor) {
      if (body.choice === 'decline') {
        await decline(body.appointmentId, clientId);
        return 'declined' as const;
      }
      // An id no row can have is "not found" before any query (the query would fail on its type).
      if (!isUuid(body.appointmentId))
        throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const choice = body.choice;
      const [pending] = await moves.pendingProposals(db, [body.appointmentId], now());
      const offered = (pending?.slots ?? []) as SlotChoice[];
      if (pending && !offered.some((s) => sameSlot(s, choice)))
        throw badRequest(MOVE_REFUSALS.notProposed);
      await reschedule.move({
        appointmentId: body.appointmentId,
        scope: { role: 'client', clientId },
        actor,
        slot: choice,
        by: 'therapist',
        async alsoInTransaction(tx, a, at) {
          const [pending] = await moves.pendingProposals(tx, [a.id], at);
          const slots = (pending?.slots ?? []) as SlotChoice[];
          if (!slots.some((s) => sameSlot(s, choice))) throw conflict(MOVE_REFUSALS.notProposed);
          await moves.closeProposal(tx, a.id, 'accepted', at);
          // A time the therapist proposed and the client picked is agreed by both: accepted.
          if (!a.isApproved) await appts.updateAppointment(tx, a.id, { isApproved: true });
        },
      });
      return 'moved' as const;
    },

    registerJobs(runner: JobRunner, intervalMs = 60_000) {
      runner.register(PROPOSAL_LAPSE_JOB, async () => {
        const n = await sweep();
        if (n > 0) deps.log.info({ lapsed: n }, 'unanswered proposals of new times lapsed');
      });
      runner.every(PROPOSAL_LAPSE_JOB, intervalMs);
    },
  };
}

export type Proposals = ReturnType<typeof createProposals>;
