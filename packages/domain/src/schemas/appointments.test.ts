import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import {
  adminDecisionBody,
  appointmentItem,
  cancelAppointmentBody,
  reportTherapistBody,
  requestCancellationBody,
  requestCancellationResponse,
  therapistCancellationBody,
} from './appointments';

const item = {
  _id: 'a1',
  docData: { name: 'Dr. Asha', image: '/img.png', professionalTitle: 'Psychologist', fees: 1200 },
  slotDate: '7_3_2026',
  slotTime: '10:00',
  sessionType: 'online',
  cancelled: false,
  isCompleted: false,
  isApproved: true,
  payment: true,
  sessionStatus: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
  therapistFee: 1200,
  bookingFee: 99,
  refund: null,
  createdAt: '2026-03-01T10:00:00.000Z',
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

describe('appointmentItem', () => {
  it('parses', () => {
    expect(appointmentItem.parse(item)).toEqual(item);
    // An older server says nothing of the therapist's listing: it reads as listed.
    const { therapistListed: _listed, ...older } = item;
    expect(appointmentItem.parse(older).therapistListed).toBe(true);
    const refunded = {
      ...item,
      cancelled: true,
      cancellationStatus: 'approved',
      refund: { status: 'processed', amountPaise: 9900 },
    };
    expect(appointmentItem.safeParse(refunded).success).toBe(true);
    expect(appointmentItem.safeParse({ ...item, cancellationStatus: 'maybe' }).success).toBe(false);
  });
});

describe('request-cancellation', () => {
  it('reason required, at most 500 characters', () => {
    expect(
      requestCancellationBody.safeParse({
        appointmentId: 'a1',
        cancellationReason: 'x'.repeat(500),
      }).success,
    ).toBe(true);
    const long = requestCancellationBody.safeParse({
      appointmentId: 'a1',
      cancellationReason: 'x'.repeat(501),
    });
    expect(long.success).toBe(false);
    const empty = requestCancellationBody.safeParse({
      appointmentId: 'a1',
      cancellationReason: '  ',
    });
    expect(empty.success ? undefined : empty.error.issues[0]?.message).toBe(
      MESSAGES.appointments.reasonRequired,
    );
  });
  it('cancel-appointment', () => {
    expect(cancelAppointmentBody.safeParse({ appointmentId: 'a1' }).success).toBe(true);
    expect(cancelAppointmentBody.safeParse({}).success).toBe(false);
  });
});

describe('report-therapist', () => {
  it('message required with the spec text', () => {
    const r = reportTherapistBody.safeParse({
      therapistId: 'd1',
      therapistName: 'Dr. Asha',
      message: ' ',
    });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe('Please enter a message');
    expect(
      reportTherapistBody.safeParse({
        therapistId: 'd1',
        therapistName: 'Dr. Asha',
        message: 'Rude',
      }).success,
    ).toBe(true);
    const noId = reportTherapistBody.safeParse({ therapistId: '', message: 'Rude' });
    expect(noId.success ? undefined : noId.error.issues[0]?.message).toBe(
      MESSAGES.report.unknownTherapist,
    );
  });
});

describe('cancellation answers and admin decisions', () => {
  it('request-cancellation answers the refund the policy gives', () => {
    const ok = {
      success: true,
      message: 'ok',
      refundPaise: 9900,
      rule: 'within-window',
      approved: true,
    };
    expect(requestCancellationResponse.parse(ok)).toEqual(ok);
    expect(requestCancellationResponse.safeParse({ ...ok, rule: 'maybe' }).success).toBe(false);
  });
  it('an admin decision takes an optional reason; a therapist request needs one', () => {
    expect(adminDecisionBody.parse(undefined)).toEqual({});
    expect(adminDecisionBody.parse({ reason: ' Not now ' })).toEqual({ reason: 'Not now' });
    expect(adminDecisionBody.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    const missing = therapistCancellationBody.safeParse({});
    expect(missing.success ? undefined : missing.error.issues[0]?.message).toBe(
      MESSAGES.appointments.reasonRequired,
    );
    expect(therapistCancellationBody.safeParse({ reason: 'Unwell' }).success).toBe(true);
  });
});
