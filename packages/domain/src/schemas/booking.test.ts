import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { likeToggleBody, likeToggleResponse } from './likes';
import {
  checkSlotAvailabilityBody,
  createBookingOrderBody,
  createPaymentOrderBody,
  createPaymentOrderResponse,
  paymentRazorpayBody,
  slotHoldResponse,
  verifyBookingPaymentBody,
  verifyPaymentAndBookBody,
  fromWireBookingDetails,
  fromWireSlot,
  toWireBookingDetails,
  toWireSlot,
  verifyRazorpayBody,
  verifyStripeBody,
} from './booking';

const slot = { docId: 'doc1', slotDate: '7_3_2026', slotTime: '10:00' };
const rzp = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};
const details = {
  ...slot,
  sessionType: 'In-Person',
  userFirstName: 'Asha',
  userLastName: 'Rao',
  userEmail: 'asha@example.in',
  userPhone: '+91 98765 43210',
  message: '',
};
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('slot payloads', () => {
  it('check-slot-availability validates real dates and times', () => {
    expect(checkSlotAvailabilityBody.safeParse(slot).success).toBe(true);
    expect(checkSlotAvailabilityBody.safeParse({ ...slot, slotDate: '31_2_2026' }).success).toBe(
      false,
    );
    expect(checkSlotAvailabilityBody.safeParse({ ...slot, slotDate: '07_3_2026' }).success).toBe(
      false,
    );
    expect(checkSlotAvailabilityBody.safeParse({ ...slot, slotTime: '9:00' }).success).toBe(false);
    expect(checkSlotAvailabilityBody.safeParse({ ...slot, docId: '' }).success).toBe(false);
  });
  it('create-payment-order: amount optional, coerced', () => {
    expect(createPaymentOrderBody.parse({ ...slot, amount: '9900' }).amount).toBe(9900);
    expect(createPaymentOrderBody.parse(slot).amount).toBeUndefined();
  });
  it('create-payment-order carries the chosen session type, when sent', () => {
    expect(createPaymentOrderBody.parse({ ...slot, sessionType: 'In-Person' }).sessionType).toBe(
      'in-person',
    );
    expect(createPaymentOrderBody.parse(slot).sessionType).toBeUndefined();
    expect(createPaymentOrderBody.safeParse({ ...slot, sessionType: 'phone' }).success).toBe(false);
  });
  it('verify-payment-and-book needs the provider fields', () => {
    expect(verifyPaymentAndBookBody.safeParse({ ...slot, ...rzp }).success).toBe(true);
    expect(
      verifyPaymentAndBookBody.safeParse({ ...slot, ...rzp, razorpay_signature: '' }).success,
    ).toBe(false);
  });
  it('order response', () => {
    const res = {
      success: true,
      message: '',
      razorpayKeyId: 'rzp_test',
      order: { id: 'o', amount: 9900, currency: 'INR' },
    };
    expect(createPaymentOrderResponse.safeParse(res).success).toBe(true);
  });
});

describe('create-booking-order / verify-booking-payment', () => {
  it('normalises the session type', () => {
    expect(createBookingOrderBody.parse(details).sessionType).toBe('in-person');
    expect(createBookingOrderBody.parse({ ...details, sessionType: 'Online' }).sessionType).toBe(
      'online',
    );
    expect(createBookingOrderBody.safeParse({ ...details, sessionType: 'phone' }).success).toBe(
      false,
    );
  });
  it('required fields use the spec message', () => {
    expect(messages(createBookingOrderBody.safeParse({ ...details, userFirstName: ' ' }))).toEqual([
      MESSAGES.booking.requiredFields,
    ]);
  });
  it('phone uses the booking messages', () => {
    expect(messages(createBookingOrderBody.safeParse({ ...details, userPhone: '' }))).toEqual([
      MESSAGES.booking.phoneRequired,
    ]);
    expect(messages(createBookingOrderBody.safeParse({ ...details, userPhone: '98765' }))).toEqual([
      MESSAGES.booking.phoneMin,
    ]);
    expect(
      messages(createBookingOrderBody.safeParse({ ...details, userPhone: '5876543210' })),
    ).toEqual([MESSAGES.booking.phoneIndian]);
  });
  it('verify-booking-payment = provider fields + booking fields', () => {
    expect(verifyBookingPaymentBody.safeParse({ ...details, ...rzp }).success).toBe(true);
    expect(verifyBookingPaymentBody.safeParse(details).success).toBe(false);
  });
});

describe('appointment payment calls', () => {
  it('payment-razorpay and verifyRazorpay', () => {
    expect(paymentRazorpayBody.safeParse({ appointmentId: 'a1' }).success).toBe(true);
    expect(verifyRazorpayBody.safeParse(rzp).success).toBe(true);
  });
  it('verifyStripe reads query-string booleans', () => {
    expect(verifyStripeBody.parse({ success: 'true', appointmentId: 'a1' }).success).toBe(true);
    expect(verifyStripeBody.parse({ success: 'false', appointmentId: 'a1' }).success).toBe(false);
    expect(verifyStripeBody.safeParse({ success: 'yes', appointmentId: 'a1' }).success).toBe(false);
  });
});

describe('likes', () => {
  it('like-toggle', () => {
    expect(likeToggleBody.safeParse({ docId: 'd1' }).success).toBe(true);
    expect(likeToggleBody.safeParse({}).success).toBe(false);
    expect(
      likeToggleResponse.safeParse({ success: true, liked: true, likes: 3, message: '' }).success,
    ).toBe(true);
  });
});

describe('slot-hold answer', () => {
  const hold = {
    slotDate: '7_3_2026',
    slotTime: '10:00',
    sessionType: 'in-person',
    holdExpiresAt: '2026-03-06T04:40:00.000Z',
  };
  it("is the caller's live hold, or null", () => {
    expect(slotHoldResponse.parse({ success: true, hold }).hold).toEqual(hold);
    expect(slotHoldResponse.parse({ success: true, hold: null }).hold).toBeNull();
  });
  it('refuses a session type it does not know', () => {
    expect(
      slotHoldResponse.safeParse({ success: true, hold: { ...hold, sessionType: 'phone' } })
        .success,
    ).toBe(false);
  });
});

describe('wire names of booking bodies', () => {
  it('names the therapist therapistId inside and docId on the wire', () => {
    expect(fromWireSlot(slot)).toEqual({
      therapistId: 'doc1',
      slotDate: '7_3_2026',
      slotTime: '10:00',
    });
    expect(toWireSlot(fromWireSlot(slot))).toEqual(slot);
  });

  it('names the client client… inside and user… on the wire, keeping the other fields', () => {
    const wire = createBookingOrderBody.parse(details);
    const inside = fromWireBookingDetails(wire);
    expect(inside).toMatchObject({
      therapistId: 'doc1',
      clientFirstName: 'Asha',
      clientPhone: wire.userPhone,
      sessionType: 'in-person',
    });
    expect(Object.keys(inside).filter((k) => k === 'docId' || k.startsWith('user'))).toEqual([]);
    expect(toWireBookingDetails(inside)).toEqual(wire);
  });
});
