import { describe, it, expect } from 'vitest';
import {
  appointmentActions,
  appointmentStatus,
  appointmentStatusTone,
  appointmentTab,
  appointmentTabOrder,
  CANCEL_TOOLTIPS,
  compareAppointmentsNewestFirst,
  refundPreview,
  type AppointmentStatusCode,
  type AppointmentStatusInput,
} from './appointment-status';

const base: AppointmentStatusInput = {
  slotDate: '20_3_2026',
  slotTime: '10:00',
  cancelled: false,
  isCompleted: false,
  isApproved: false,
  payment: false,
  sessionStatus: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
  reservationExpiresAt: '2026-03-19T06:15:00.000Z',
};
/** The day before the session at 11:30 IST, with the reservation still held. */
const BEFORE = new Date('2026-03-19T06:00:00.000Z');
const a = (over: Partial<AppointmentStatusInput>) => ({ ...base, ...over });

describe('appointmentStatus (first match wins)', () => {
  it('1. not attended beats everything', () => {
    expect(
      appointmentStatus(a({ sessionStatus: 'not-attended', cancelled: true, isCompleted: true })),
    ).toEqual({
      code: 'not-attended',
      label: 'Session Not Attended',
    });
  });
  it('2. cancelled and approved, by therapist or by you', () => {
    const t = appointmentStatus(
      a({
        cancelled: true,
        payment: true,
        cancellationStatus: 'approved',
        cancellationRequestedBy: 'therapist',
      }),
    );
    expect(t).toMatchObject({
      code: 'cancelled-refunded',
      label: 'Cancelled By Therapist & Refunded',
      cancelledBy: 'therapist',
    });
    const u = appointmentStatus(
      a({
        cancelled: true,
        payment: true,
        cancellationStatus: 'approved',
        cancellationRequestedBy: 'user',
        refundPaise: 9900,
      }),
    );
    expect(u).toMatchObject({
      code: 'cancelled-refunded',
      label: 'Cancelled By You & Refunded',
      cancelledBy: 'user',
    });
  });
  it('3. cancelled', () => {
    expect(appointmentStatus(a({ cancelled: true, payment: true }))).toMatchObject({
      code: 'cancelled',
      label: 'Cancelled & Refunded',
      cancelledBy: null,
    });
  });
  it('4. pending cancellation', () => {
    expect(
      appointmentStatus(
        a({ cancellationStatus: 'pending', cancellationRequestedBy: 'therapist', payment: true }),
      ).label,
    ).toBe('Appointment Confirmed');
    expect(
      appointmentStatus(
        a({ cancellationStatus: 'pending', cancellationRequestedBy: 'user', isApproved: true }),
      ),
    ).toEqual({
      code: 'refund-requested',
      label: 'Refund Requested',
    });
  });
  it('5. rejected cancellation', () => {
    expect(
      appointmentStatus(a({ cancellationStatus: 'rejected', cancellationRequestedBy: 'therapist' }))
        .code,
    ).toBe('therapist-cancellation-rejected');
    expect(
      appointmentStatus(
        a({ cancellationStatus: 'rejected', cancellationRequestedBy: 'user', isCompleted: true }),
      ).label,
    ).toBe('Refund Rejected');
  });
  it('6. completed', () => {
    expect(appointmentStatus(a({ isCompleted: true, isApproved: true, payment: true })).label).toBe(
      'Completed',
    );
  });
  it('7. approved', () => {
    expect(appointmentStatus(a({ isApproved: true, payment: true }))).toEqual({
      code: 'confirmed',
      label: 'Appointment Confirmed',
    });
  });
  it('8. paid', () => {
    expect(appointmentStatus(a({ payment: true })).label).toBe('Pending Confirmation');
  });
  it('9. otherwise', () => {
    expect(appointmentStatus(base)).toEqual({ code: 'pending-payment', label: 'Pending Payment' });
  });
});

describe('appointmentStatus refinements (docs/decisions/0006)', () => {
  const approved = a({
    cancelled: true,
    payment: true,
    cancellationStatus: 'approved',
    cancellationRequestedBy: 'user',
    cancelledBy: 'user',
  });
  it('an approved request that refunded nothing reads without "& Refunded"', () => {
    expect(appointmentStatus({ ...approved, refundPaise: 0 })).toEqual({
      code: 'cancelled-not-refunded',
      label: 'Cancelled By You',
      cancelledBy: 'user',
    });
    expect(
      appointmentStatus({
        ...approved,
        cancellationRequestedBy: 'therapist',
        cancelledBy: 'therapist',
        refundPaise: 0,
      }).label,
    ).toBe('Cancelled By Therapist');
  });
  it('an approved request whose refund is not known yet keeps the spec label', () => {
    expect(appointmentStatus(approved).label).toBe('Cancelled By You & Refunded');
    expect(appointmentStatus({ ...approved, refundPaise: null }).label).toBe(
      'Cancelled By You & Refunded',
    );
  });
  it('a cancelled unpaid reservation reads "Cancelled", never "& Refunded"', () => {
    expect(appointmentStatus(a({ cancelled: true, cancelledBy: 'user' }))).toEqual({
      code: 'cancelled-unpaid',
      label: 'Cancelled',
      cancelledBy: 'user',
    });
    expect(
      appointmentStatus(
        a({ cancelled: true, cancelledBy: 'admin', cancellationStatus: 'approved' }),
      ).label,
    ).toBe('Cancelled');
  });
  it('an unpaid reservation that ran out reads "Reservation Expired"', () => {
    expect(appointmentStatus(a({ cancelled: true, cancelledBy: 'system' }))).toEqual({
      code: 'reservation-expired',
      label: 'Reservation Expired',
    });
  });
  it('a paid appointment cancelled without a request names who cancelled', () => {
    expect(
      appointmentStatus(a({ cancelled: true, payment: true, cancelledBy: 'therapist' })),
    ).toMatchObject({ label: 'Cancelled & Refunded', cancelledBy: 'therapist' });
    expect(
      appointmentStatus(a({ cancelled: true, payment: true, cancelledBy: 'admin' })).cancelledBy,
    ).toBeNull();
  });
  it("the team's own cancellation says so, and drops '& Refunded' when it kept the fee", () => {
    const byTeam = a({ cancelled: true, payment: true, cancelledBy: 'admin' });
    expect(appointmentStatus({ ...byTeam, refundPaise: 9900 })).toEqual({
      code: 'cancelled',
      label: 'Cancelled By Our Team & Refunded',
      cancelledBy: null,
    });
    expect(appointmentStatus({ ...byTeam, refundPaise: 0 })).toEqual({
      code: 'cancelled-not-refunded',
      label: 'Cancelled By Our Team',
      cancelledBy: null,
    });
    // Answering a pending request, it reads as that request's approval.
    expect(
      appointmentStatus({
        ...byTeam,
        cancellationStatus: 'approved',
        cancellationRequestedBy: 'therapist',
        refundPaise: 9900,
      }).label,
    ).toBe('Cancelled By Therapist & Refunded');
  });
  it('not attended still wins over a cancelled unpaid reservation', () => {
    expect(
      appointmentStatus(
        a({ sessionStatus: 'not-attended', cancelled: true, cancelledBy: 'system' }),
      ).code,
    ).toBe('not-attended');
  });
});

describe('appointmentStatusTone', () => {
  const tones: Record<AppointmentStatusCode, string> = {
    'pending-payment': 'pending',
    'pending-confirmation': 'pending',
    'refund-requested': 'pending',
    confirmed: 'positive',
    completed: 'positive',
    'therapist-cancellation-pending': 'positive',
    'therapist-cancellation-rejected': 'positive',
    'cancelled-refunded': 'negative',
    'cancelled-not-refunded': 'negative',
    cancelled: 'negative',
    'cancelled-unpaid': 'negative',
    'refund-rejected': 'negative',
    'reservation-expired': 'neutral',
    'not-attended': 'neutral',
  };
  it.each(Object.entries(tones))('%s reads as %s', (code, tone) => {
    expect(appointmentStatusTone(code as AppointmentStatusCode)).toBe(tone);
  });
});

const kinds = (x: AppointmentStatusInput) =>
  appointmentActions(x, BEFORE).map((act) => `${act.kind}${act.disabled ? ':disabled' : ''}`);

describe('appointmentActions (Upcoming tab)', () => {
  it('cancelled: only Contact Support', () => {
    expect(kinds(a({ cancelled: true, payment: true }))).toEqual(['contact-support']);
  });
  it('pending or rejected: Cancel, disabled for a therapist request or a rejection', () => {
    expect(
      kinds(a({ cancellationStatus: 'pending', cancellationRequestedBy: 'user', payment: true })),
    ).toEqual(['contact-support', 'request-cancellation']);
    const therapist = appointmentActions(
      a({ cancellationStatus: 'pending', cancellationRequestedBy: 'therapist' }),
      BEFORE,
    );
    expect(therapist[1]).toMatchObject({
      kind: 'request-cancellation',
      label: 'Cancel',
      disabled: true,
    });
    expect(therapist[1]?.tooltip).toBeTruthy();
    const rejected = appointmentActions(
      a({ cancellationStatus: 'rejected', cancellationRequestedBy: 'user', payment: true }),
      BEFORE,
    );
    expect(rejected.map((x) => `${x.kind}${x.disabled ? ':disabled' : ''}`)).toEqual([
      'contact-support',
      'request-cancellation:disabled',
    ]);
    expect(rejected[1]?.tooltip).toBe(CANCEL_TOOLTIPS.rejected);
  });
  it("the therapist's request rejected: the client may still ask to cancel", () => {
    const actions = appointmentActions(
      a({ cancellationStatus: 'rejected', cancellationRequestedBy: 'therapist', payment: true }),
      BEFORE,
    );
    expect(actions[1]).toEqual({
      kind: 'request-cancellation',
      label: 'Cancel Appointment',
      disabled: false,
    });
    expect(
      kinds(
        a({
          cancellationStatus: 'rejected',
          cancellationRequestedBy: 'therapist',
          isCompleted: true,
        }),
      ),
    ).toEqual(['contact-support', 'completed-marker:disabled']);
  });
  it("rejected therapist request: the client's Cancel stays enabled", () => {
    const actions = appointmentActions(
      a({ cancellationStatus: 'rejected', cancellationRequestedBy: 'therapist', payment: true }),
      BEFORE,
    );
    expect(actions[1]).toMatchObject({ kind: 'request-cancellation', disabled: false });
    expect(actions[1]?.tooltip).toBeUndefined();
  });
  it('completed: a disabled Completed marker', () => {
    expect(kinds(a({ isCompleted: true, payment: true }))).toEqual([
      'contact-support',
      'completed-marker:disabled',
    ]);
  });
  it('approved or paid: Cancel Appointment opens the request dialog', () => {
    expect(kinds(a({ isApproved: true, payment: true }))).toEqual([
      'contact-support',
      'request-cancellation',
    ]);
    expect(appointmentActions(a({ payment: true }), BEFORE)[1]?.label).toBe('Cancel Appointment');
  });
  it('unpaid: Pay Online and direct cancel', () => {
    expect(appointmentActions(base, BEFORE).map((x) => x.label)).toEqual([
      'Contact Support',
      'Pay Online',
      'Cancel Appointment',
    ]);
    expect(kinds(base)).toEqual(['contact-support', 'pay-online', 'cancel']);
  });
  it('a session that has started: Cancel Appointment is disabled and says why', () => {
    const started = new Date('2026-03-20T04:45:00.000Z'); // 10:15 IST, 15 minutes in
    const [, cancel] = appointmentActions(a({ payment: true, isApproved: true }), started);
    expect(cancel).toEqual({
      kind: 'request-cancellation',
      label: 'Cancel Appointment',
      disabled: true,
      tooltip: 'This session has already started and can no longer be cancelled.',
    });
  });
  it('a reservation that ran out: its direct cancel is disabled and says why', () => {
    const late = new Date('2026-03-19T06:20:00.000Z');
    expect(appointmentActions(base, late)[2]).toMatchObject({
      kind: 'cancel',
      disabled: true,
      tooltip: 'This reservation has expired and its slot was released.',
    });
  });
});

describe('appointmentTab (IST)', () => {
  const now = new Date('2026-03-19T18:29:00Z'); // 19 Mar 23:59 IST
  it('upcoming: not cancelled, not completed, today or later', () => {
    expect(appointmentTab(a({ slotDate: '19_3_2026', slotTime: '09:00' }), now)).toBe('upcoming');
    expect(appointmentTab(a({ slotDate: '1_4_2026' }), now)).toBe('upcoming');
  });
  it('past: completed, or dated before today', () => {
    expect(appointmentTab(a({ slotDate: '18_3_2026' }), now)).toBe('past');
    expect(appointmentTab(a({ slotDate: '1_4_2026', isCompleted: true }), now)).toBe('past');
    expect(appointmentTab(a({ slotDate: '19_3_2026' }), new Date('2026-03-19T18:30:00Z'))).toBe(
      'past',
    );
  });
  it('cancelled', () => {
    expect(appointmentTab(a({ cancelled: true, slotDate: '1_4_2026' }), now)).toBe('cancelled');
    expect(appointmentTab(a({ cancelled: true, isCompleted: true }), now)).toBe('cancelled');
  });
});

describe('appointmentTabOrder', () => {
  const list = [
    a({ slotDate: '1_3_2026', slotTime: '10:00' }),
    a({ slotDate: 'not a date', slotTime: '10:00' }),
    a({ slotDate: '2_3_2026', slotTime: '09:00' }),
    a({ slotDate: '1_3_2026', slotTime: '18:00' }),
  ];
  const order = (tab: 'upcoming' | 'past' | 'cancelled') =>
    [...list].sort(appointmentTabOrder(tab)).map((x) => `${x.slotDate} ${x.slotTime}`);
  it('upcoming: the next session at the top', () => {
    expect(order('upcoming')).toEqual([
      '1_3_2026 10:00',
      '1_3_2026 18:00',
      '2_3_2026 09:00',
      'not a date 10:00',
    ]);
  });
  it('past and cancelled: the most recent first', () => {
    for (const tab of ['past', 'cancelled'] as const)
      expect(order(tab)).toEqual([
        '2_3_2026 09:00',
        '1_3_2026 18:00',
        '1_3_2026 10:00',
        'not a date 10:00',
      ]);
  });
});

describe('compareAppointmentsNewestFirst', () => {
  it('orders by session start, latest first', () => {
    const list = [
      a({ slotDate: '1_3_2026', slotTime: '10:00' }),
      a({ slotDate: '2_3_2026', slotTime: '09:00' }),
      a({ slotDate: '1_3_2026', slotTime: '18:00' }),
    ];
    expect(
      [...list].sort(compareAppointmentsNewestFirst).map((x) => `${x.slotDate} ${x.slotTime}`),
    ).toEqual(['2_3_2026 09:00', '1_3_2026 18:00', '1_3_2026 10:00']);
  });
});

describe('refundPreview', () => {
  const bookedAt = new Date('2026-03-14T10:00:00Z');
  const preview = (hoursLater: number, bookingFeePaise = 9900) =>
    refundPreview({
      bookedAt,
      now: new Date(bookedAt.getTime() + hoursLater * 3_600_000),
      bookingFeePaise,
    });
  it('within 24 hours of booking the booking fee comes back', () => {
    expect(preview(2)).toEqual({
      refundPaise: 9900,
      refundable: true,
      sentence: '₹99 booking fee will be refunded (you are within 24 hours of booking).',
    });
  });
  it('exactly 24 hours still counts as within', () => {
    expect(preview(24).refundPaise).toBe(9900);
  });
  it('later than 24 hours nothing is refunded', () => {
    expect(preview(24.0001)).toEqual({
      refundPaise: 0,
      refundable: false,
      sentence:
        'The ₹99 booking fee is not refundable: it has been more than 24 hours since you booked.',
    });
  });
  it('names the fee actually paid', () => {
    expect(preview(1, 19900).sentence).toMatch(/^₹199 booking fee will be refunded/);
  });
});
