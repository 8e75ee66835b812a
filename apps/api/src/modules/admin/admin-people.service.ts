import { refusal, type AppointmentState } from '@app/domain/appointment-life-cycle';
import type { PeopleQuery, PersonResponse } from '@app/domain/schemas/admin-people';
import { formatIndianPhone, type PersonBookingStatus } from '@app/domain/phone-format';
import type { AdminLedger, BookingModule, ClientData } from '../booking/booking.module';
import type { ContactData } from '../contact/contact.module';
import type { NotificationData } from '../notifications/notifications.module';
import type { People } from '../accounts/accounts.module';
import type { ReportData } from '../reports/reports.module';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import { CLOSURE_REQUEST_LEAD, type PrivacyService } from '../privacy/privacy.module';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../shared/app-error';
import { CLOSE_REASON_MIN_WORDS, reasonHasWords } from '@app/domain/team-roles';
import { recordAudit } from '../../shared/audit/audit-log';

export interface AdminPeopleDeps {
  db: Db;
  people: People;
  /** A therapist account's profile (its row in Therapists). */
  therapists: Pick<TherapistBookingFacts, 'ofAccount' | 'labels'>;
  /** The person's data copy and the team's closure of their account. */
  privacy: Pick<PrivacyService, 'dataOf' | 'closeByTeam'>;
  clientData: Pick<ClientData, 'exportForClient' | 'idsWithPhoneLike'>;
  therapistAppointments: Pick<BookingModule['therapistAppointments'], 'list'>;
  reports: Pick<ReportData, 'exportForAccount'>;
  messages: Pick<ContactData, 'exportForEmail'>;
  ledger: Pick<AdminLedger, 'refundablePaymentIds'>;
  /** The phone the person proved for text notices (the notifications module holds it). */
  phones: Pick<NotificationData, 'provenPhone'>;
  now?: () => Date;
}

/** What the team may do with a booking now, as the life cycle answers for the team. */
function teamMoves(
  a: {
    startsAt: string;
    payment: boolean;
    cancelled: boolean;
    isApproved: boolean;
    isCompleted: boolean;
    sessionStatus: string | null;
    cancellationStatus: AppointmentState['cancellationStatus'];
  },
  at: Date,
) {
  const state: AppointmentState = {
    startsAt: new Date(a.startsAt),
    payment: a.payment ? 'paid' : 'unpaid',
    reservationExpiresAt: null,
    cancelled: a.cancelled,
    isApproved: a.isApproved,
    isCompleted: a.isCompleted,
    sessionStatus: a.sessionStatus,
    cancellationStatus: a.cancellationStatus,
    cancellationRequestedBy: null,
  };
  return {
    cancellable: refusal('admin', 'cancel', state, at) === null,
    movable: refusal('admin', 'reschedule', state, at) === null,
  };
}

/** What a booking is at, in words of its own for each state (awaiting acceptance is no request). */
const bookingStatus = (a: {
  cancelled: boolean;
  isCompleted: boolean;
  isApproved: boolean;
  sessionStatus: string | null;
  cancellationStatus: AppointmentState['cancellationStatus'];
}): PersonBookingStatus =>
  a.cancelled
    ? 'cancelled'
    : a.isCompleted
      ? 'completed'
      : a.sessionStatus === 'not-attended'
        ? 'not-attended'
        : a.cancellationStatus === 'pending'
          ? 'cancellation-requested'
          : a.isApproved
            ? 'accepted'
            : 'awaiting-acceptance';

const phoneOf = (phone: string | null) => (phone ? formatIndianPhone(phone) : null);

/** One person's page: the account from accounts, the rest from each owning module's front door. */
export function createAdminPeople(deps: AdminPeopleDeps) {
  const now = deps.now ?? (() => new Date());

  async function therapistBookings(accountId: string, at: Date) {
    try {
      const rows = await deps.therapistAppointments.list({
        accountId,
        role: 'therapist',
        sessionId: '',
      });
      return rows.map((a) => ({
        id: a.id,
        as: 'therapist' as const,
        withName: a.clientName,
        slotDate: a.slotDate,
        slotTime: a.slotTime,
        startsAt: a.startsAt,
        phone: null,
        sessionType: a.sessionType,
        payment: a.payment ? 'paid' : 'unpaid',
        status: bookingStatus(a),
        ...teamMoves(a, at),
        createdAt: a.createdAt,
      }));
    } catch {
      // A therapist account whose profile is gone has no sessions to show.
      return [];
    }
  }

  return {
    search: (query: PeopleQuery) => deps.people.search(query, deps.clientData.idsWithPhoneLike),

    async find(id: string): Promise<PersonResponse> {
      const found = await deps.people.find(id);
      if (!found) throw notFound('Person not found');
      const { person } = found;
      const at = now();
      const [money, asTherapist, reports, messages, profile, proven] = await Promise.all([
        deps.clientData.exportForClient(id),
        person.role === 'therapist' ? therapistBookings(id, at) : Promise.resolve([]),
        deps.reports.exportForAccount(id),
        deps.messages.exportForEmail(person.email),
        person.role === 'therapist' ? deps.therapists.ofAccount(id) : Promise.resolve(null),
        deps.phones.provenPhone(id),
      ]);
      const refundable = await deps.ledger.refundablePaymentIds(money.payments.map((p) => p.id));
      const label = profile ? await deps.therapists.labels.one(profile.id) : null;
      const closureRequests = messages.filter((m) => m.message.startsWith(CLOSURE_REQUEST_LEAD));
      return {
        success: true,
        person: {
          ...person,
          phone: phoneOf(person.phone),
          provenPhone: proven ? { ...proven, phone: formatIndianPhone(proven.phone) } : null,
          closureRequestedAt:
            closureRequests
              .map((m) => m.createdAt)
              .sort()
              .at(-1) ?? null,
        },
        therapist: label
          ? { id: label.id, name: label.name, slug: label.slug, status: label.status }
          : null,
        sessions: found.sessions,
        secondFactor: found.secondFactor,
        bookings: [
          ...money.appointments.map((a) => ({
            id: a.id,
            as: 'client' as const,
            withName: a.therapistName,
            slotDate: a.slotDate,
            slotTime: a.slotTime,
            startsAt: a.startsAt,
            phone: phoneOf(a.phone),
            sessionType: a.sessionType,
            payment: a.payment,
            status: bookingStatus(a),
            ...teamMoves({ ...a, payment: a.payment === 'paid' }, at),
            createdAt: a.createdAt,
          })),
          ...asTherapist,
        ].sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
        payments: money.payments.map((p) => ({
          id: p.id,
          appointmentId: p.appointmentId,
          providerPaymentId: p.providerPaymentId,
          amountPaise: p.amountPaise,
          status: p.status,
          refundable: refundable.has(p.id),
          refundablePaise: refundable.get(p.id) ?? 0,
          createdAt: p.createdAt,
        })),
        refunds: money.refunds.map((r) => ({
          id: r.id,
          paymentId: r.paymentId,
          amountPaise: r.amountPaise,
          status: r.status,
          reason: r.reason,
          createdAt: r.createdAt,
        })),
        reports,
        messages: messages.map((m) => ({ id: m.id, message: m.message, createdAt: m.createdAt })),
      };
    },

    /** The person's data as their own download gives it; the team's copy is audited. */
    async exportData(adminId: string, id: string) {
      const data = await deps.privacy.dataOf(id);
      await recordAudit(deps.db, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action: 'account.data_exported_by_team',
        entity: 'account',
        entityId: id,
      });
      return data;
    },

    /** Closing an account is an owner's act (the route's capability) with a reason of a few words. */
    closeAccount(adminId: string, id: string, reason: string) {
      if (!reasonHasWords(reason, CLOSE_REASON_MIN_WORDS))
        throw fail('REASON_TOO_SHORT', undefined, { field: 'reason' });
      return deps.privacy.closeByTeam(adminId, id, reason.trim());
    },
  };
}

export type AdminPeople = ReturnType<typeof createAdminPeople>;
