import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@app/domain/messages';
import { bookingContact } from '@app/domain/schemas/booking';

/** The details step validates with the API's own rules for these fields. */
export const bookingDetailsSchema = bookingContact;
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;
type Field = keyof BookingDetailsInput;

/** Under each empty field its own name; the spec's sentence goes above the form. */
const REQUIRED_TEXT: Record<Field, string> = {
  clientFirstName: MESSAGES.profile.firstNameRequired,
  clientLastName: MESSAGES.profile.lastNameRequired,
  clientEmail: 'Email is required',
  clientPhone: MESSAGES.booking.phoneRequired,
  message: MESSAGES.booking.requiredFields,
};

export const emptyDetails: BookingDetailsInput = {
  clientFirstName: '',
  clientLastName: '',
  clientEmail: '',
  clientPhone: '',
  message: '',
};

/** Digits only, as the spec asks of the phone field. */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Whether a required field is empty: the spec's 'Please fill in all required fields' case. */
export function missingRequired(values: BookingDetailsInput): boolean {
  return [
    values.clientFirstName,
    values.clientLastName,
    values.clientEmail,
    values.clientPhone,
  ].some((v) => (v ?? '').trim() === '');
}

export const bookingDetailsResolver: Resolver<BookingDetailsInput, unknown, BookingDetails> = (
  values,
) => {
  const parsed = bookingDetailsSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<BookingDetailsInput> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (!field || errors[field]) continue;
    const required = issue.message === MESSAGES.booking.requiredFields;
    errors[field] = {
      type: required ? 'required' : 'validation',
      message: required ? REQUIRED_TEXT[field] : issue.message,
    };
  }
  return { values: {}, errors };
};
