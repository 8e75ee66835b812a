import { z } from 'zod';
import { venueAddress } from '@app/domain/booking-notes';
import type { SessionType } from '@app/domain/schemas/booking';
import { CHECKOUT_WORDS } from './checkout-words';

export const REFUND_POLICY = 'booking-fee-24h-v1';

/** What a payments row's `booking` column holds: the request as validated when the order was made. */
export const storedBooking = z.object({
  therapistName: z.string(),
  therapistEmail: z.string().nullable(),
  therapistAddress: z.string(),
  therapistFeeRupees: z.number().int().nullable(),
  startsAt: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  sessionType: z.enum(['online', 'in-person']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /**
   * A standing series' order (decision 0066): each week it holds and charges, in date order (the
   * first is the slot above), and the booking fee of one session.
   */
  series: z
    .object({
      feePaise: z.number().int().positive(),
      occurrences: z.array(
        z.object({
          slotDate: z.string(),
          slotTime: z.string(),
          startsAt: z.string(),
          holdId: z.string(),
        }),
      ),
    })
    .optional(),
});
export type StoredBooking = z.infer<typeof storedBooking>;

export interface SlotChoice {
  therapistId: string;
  slotDate: string;
  slotTime: string;
}
export interface BookingContact {
  sessionType: SessionType;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  message: string;
}

export interface TherapistOfBooking {
  name: string;
  email: string | null;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
}

export const therapistAddress = (t: TherapistOfBooking) =>
  venueAddress([t.addressLine1, t.addressLine2, t.city, t.pincode]);

export function bookingSnapshot(
  therapist: TherapistOfBooking,
  therapistFeeRupees: number | null,
  startsAt: Date,
  slot: Pick<SlotChoice, 'slotDate' | 'slotTime'>,
  contact: BookingContact,
): StoredBooking {
  return {
    therapistName: therapist.name,
    therapistEmail: therapist.email,
    therapistAddress: therapistAddress(therapist),
    therapistFeeRupees,
    startsAt: startsAt.toISOString(),
    slotDate: slot.slotDate,
    slotTime: slot.slotTime,
    sessionType: contact.sessionType,
    firstName: contact.clientFirstName,
    lastName: contact.clientLastName,
    email: contact.clientEmail,
    phone: contact.clientPhone,
    message: contact.message,
  };
}

/** The provider order's receipt: our reference for the hold (or reservation) it pays. */
export const receiptOf = (prefix: 'bk' | 'rs' | 'fp', id: string) =>
  `${prefix}_${id.replaceAll('-', '')}`;

/** A client amount (older calls send one) must equal what the server charges. */
export const AMOUNT_MISMATCH = CHECKOUT_WORDS.amountMismatch;
