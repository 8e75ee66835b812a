import { describe, expect, it } from 'vitest';
import type { Appointment } from '@app/domain/schemas/appointments';
import { translatorFor } from '@app/domain/i18n/catalogues';
import { appointmentView } from './appointment-view';

// 14 Mar 2026, 6:00 PM IST
const now = new Date('2026-03-14T12:30:00Z');
const SUPPORT = 'support@manascare.example';

const base: Appointment = {
  id: 'a1',
  docData: {
    name: 'Dr Asha Rao',
    image: '',
    professionalTitle: 'Clinical Psychologist',
    fees: 1500,
  },
  slotDate: '20_3_2026',
  slotTime: '18:00',
  sessionType: 'online',
  cancelled: false,
  isCompleted: false,
  isApproved: false,
  payment: true,
  sessionStatus: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
  therapistFee: 1500,
  bookingFee: 99,
  refund: null,
  createdAt: '2026-03-14T10:00:00Z',
  reservationExpiresAt: null,
  cancelledBy: null,
  cancellationRequestedAt: null,
  access: { videoRoom: null, venue: null },
  rescheduleAllowed: true,
  rescheduleRefusal: null,
  rescheduleCount: 0,
  proposal: null,
  therapistListed: true,
  seriesId: null,
};
const view = (over: Partial<Appointment>) => appointmentView({ ...base, ...over }, now, SUPPORT);

describe('appointmentView', () => {
  it('a listed therapist says nothing more; a suspended one says what happens to the session', () => {
    expect(view({}).therapistNote).toBeNull();
    const kept = view({ therapistListed: false, isApproved: true });
    expect(kept.therapistNote).toContain('stays booked and goes ahead as planned');
    expect(kept.status.label).toBe('Appointment Confirmed');
    const cancelled = view({
      therapistListed: false,
      cancelled: true,
      cancelledBy: 'admin',
      cancellationStatus: 'approved',
      cancellationRequestedBy: null,
      refund: { status: 'pending', amountPaise: 9900 },
    });
    expect(cancelled.therapistNote).toBe(
      'Our team cancelled this session because Dr Asha Rao is not taking sessions for now.',
    );
    expect(cancelled.status.label).toBe('Cancelled By Our Team & Refunded');
    expect(cancelled.refundText).toBe('Refund of ₹99: processing — 4 to 7 working days');
  });

  it('formats the date, time in IST, mode and fees', () => {
    const v = view({});
    expect(v).toMatchObject({
      dateText: 'Fri, 20 Mar 2026',
      timeText: '6:00 PM IST',
      modeText: 'Online',
      sessionFeeText: '₹1,500',
      bookingFeeText: '₹99',
      atSessionText: '₹1,401',
      tab: 'upcoming',
      status: { label: 'Pending Confirmation' },
      tone: 'pending',
    });
    expect(v.supportHref).toMatch(/^mailto:support@manascare\.example\?subject=/);
  });

  it('an open reservation shows when it is released and offers Pay Online', () => {
    const v = view({ payment: false, reservationExpiresAt: '2026-03-14T12:45:00Z' });
    expect(v.reservedUntil).toEqual({ timeText: '6:15 PM IST', minutesLeft: 15 });
    expect(v.status.label).toBe('Pending Payment');
    expect(v.actions.map((a) => a.kind)).toEqual(['contact-support', 'pay-online', 'cancel']);
  });

  it('a reservation past its end reads as expired in the Cancelled tab before any sweep', () => {
    const v = view({ payment: false, reservationExpiresAt: '2026-03-14T12:30:00Z' });
    expect(v.tab).toBe('cancelled');
    expect(v.status.label).toBe('Reservation Expired');
    expect(v.reservedUntil).toBeNull();
    expect(v.actions.map((a) => a.kind)).toEqual(['contact-support']);
  });

  it('an approved late request without a refund reads "Cancelled By You" and says so', () => {
    const v = view({
      cancelled: true,
      cancelledBy: 'user',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'user',
      createdAt: '2026-03-10T10:00:00Z',
      cancellationRequestedAt: '2026-03-12T10:00:00Z',
    });
    expect(v.status.label).toBe('Cancelled By You');
    expect(v.refundText).toBe(
      'The ₹99 booking fee was not refunded: cancellations requested more than 24 hours after booking are non-refundable.',
    );
  });

  it("the team's own cancellation says so, with the refund it chose or that none was given", () => {
    const byTeam = { cancelled: true, cancelledBy: 'admin' as const };
    const refunded = view({ ...byTeam, refund: { status: 'pending', amountPaise: 9900 } });
    expect(refunded.status.label).toBe('Cancelled By Our Team & Refunded');
    expect(refunded.refundText).toBe('Refund of ₹99: processing — 4 to 7 working days');
    const kept = view(byTeam);
    expect(kept.status.label).toBe('Cancelled By Our Team');
    expect(kept.refundText).toBe('The ₹99 booking fee was not refunded.');
    // Answering the client's pending request without a refund: no 24-hour rule is blamed.
    const answered = view({
      ...byTeam,
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'user',
      cancellationRequestedAt: '2026-03-14T11:00:00Z',
    });
    expect(answered.status.label).toBe('Cancelled By You');
    expect(answered.refundText).toBe('The ₹99 booking fee was not refunded.');
  });

  it('a paid booking awaiting the therapist says by when they confirm and the refund if not', () => {
    // Booked 14 Mar 3:30 PM IST for 20 Mar: 24 hours after booking comes first.
    expect(view({}).confirmationNote).toBe(
      "Awaiting the therapist's confirmation by 3:30 PM IST on Sun, 15 Mar 2026. If they do not confirm by then, the booking is cancelled and your ₹99 booking fee is refunded in full.",
    );
    expect(view({ isApproved: true }).confirmationNote).toBeNull();
    expect(view({ payment: false }).confirmationNote).toBeNull();
  });

  it('an open proposal of new times pauses the deadline: no "cancelled and refunded" warning', () => {
    const proposal = {
      id: 'p1',
      slots: [{ slotDate: '21_03_2026', slotTime: '10:00' }],
      lapsesAt: '2026-03-19T22:30:00.000Z',
      createdAt: '2026-03-14T12:00:00.000Z',
    };
    expect(view({ proposal }).confirmationNote).toBeNull();
  });

  it('an approved early request shows its refund and how far it has gone', () => {
    const approved = {
      cancelled: true,
      cancelledBy: 'user' as const,
      cancellationStatus: 'approved' as const,
      cancellationRequestedBy: 'user' as const,
      cancellationRequestedAt: '2026-03-14T11:00:00Z',
    };
    const pending = view({ ...approved, refund: { status: 'pending', amountPaise: 9900 } });
    expect(pending.status.label).toBe('Cancelled By You & Refunded');
    expect(pending.refundText).toBe('Refund of ₹99: processing — 4 to 7 working days');
    expect(
      view({ ...approved, refund: { status: 'processed', amountPaise: 9900 } }).refundText,
    ).toBe('Refund of ₹99 processed');
  });

  it('the booking fee is part of the session fee: now + at the session = the fee', () => {
    const v = view({ therapistFee: 1900, bookingFee: 99 });
    expect(v.amounts).toMatchObject({ bookingFee: 99, atSession: 1801, total: 1900 });
    expect([v.sessionFeeText, v.bookingFeeText, v.atSessionText]).toEqual([
      '₹1,900',
      '₹99',
      '₹1,801',
    ]);
    expect(view({ cancelled: true, cancelledBy: 'user' }).atSessionText).toBeNull();
  });

  it("the therapist's request: explained while pending and after it was rejected", () => {
    const pending = view({ cancellationStatus: 'pending', cancellationRequestedBy: 'therapist' });
    expect(pending.cancellationNote).toBe(
      'The therapist has asked to cancel this session. Our team is reviewing it; if it is cancelled you get a full refund.',
    );
    const rejected = view({ cancellationStatus: 'rejected', cancellationRequestedBy: 'therapist' });
    expect(rejected.cancellationNote).toBe(
      'The therapist asked to cancel this session and our team declined the request, so your session goes ahead. You can still ask to cancel it yourself.',
    );
    expect(rejected.status.label).toBe('Appointment Confirmed');
    expect(rejected.actions.map((a) => [a.label, a.disabled])).toEqual([
      ['Contact Support', false],
      ['Cancel Appointment', false],
    ]);
    const own = view({ cancellationStatus: 'rejected', cancellationRequestedBy: 'user' });
    expect(own.cancellationNote).toBeNull();
    expect(own.actions[1]).toMatchObject({
      disabled: true,
      tooltip: expect.stringMatching(/^Your/),
    });
  });

  it('past and cancelled cards only offer Contact Support', () => {
    const past = view({ slotDate: '1_3_2026', isApproved: true });
    expect(past.tab).toBe('past');
    expect(past.actions.map((a) => a.kind)).toEqual(['contact-support']);
  });

  it('reads in Hindi for a Hindi page: dates, times, fees and notes, the figures kept', () => {
    const hi = translatorFor('hi');
    const v = appointmentView(base, now, SUPPORT, hi);
    expect(v.dateText).toBe('शुक्र, 20 मार्च 2026');
    expect(v.timeText).toMatch(/^शाम 6:00 बजे/);
    expect(v.modeText).toBe('ऑनलाइन');
    expect(v.bookingFeeLabel).toMatch(/[\u0900-\u097F]/);
    expect(v.confirmationNote).toContain('₹99');
    expect(v.confirmationNote).toContain('15 मार्च 2026');
    const refunded = appointmentView(
      {
        ...base,
        cancelled: true,
        cancelledBy: 'user',
        cancellationStatus: 'approved',
        cancellationRequestedBy: 'user',
        cancellationRequestedAt: '2026-03-14T11:00:00Z',
        refund: { status: 'processed', amountPaise: 9900 },
      },
      now,
      SUPPORT,
      hi,
    );
    expect(refunded.refundText).toContain('₹99');
    expect(refunded.refundText).toMatch(/रिफ़ंड/);
  });
});
