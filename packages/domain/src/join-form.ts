import { MESSAGES } from './messages';
import {
  inPersonAddressMissing,
  therapistJoinPayload,
  type TherapistJoinInput,
} from './schemas/therapist-join';

const J = MESSAGES.join;

export type JoinFormCheck = {
  payload: TherapistJoinInput;
  confirmPassword: string;
  agreed: boolean;
  hasImage: boolean;
};

/** Field (payload path such as 'location.city', or 'confirmPassword', 'terms', 'image') → message. */
export type JoinFormErrors = Record<string, string>;

/**
 * Every rule of the join form (booking-and-payments.md §5): the payload's own schema, which the
 * server runs too, plus what only the form knows (terms, the repeated password, the chosen photo).
 * The human check is left out: the form runs it after these pass.
 */
export function validateJoinForm(
  { payload, confirmPassword, agreed, hasImage }: JoinFormCheck,
  { skipHumanCheck = true } = {},
): JoinFormErrors {
  const errors: JoinFormErrors = {};
  if (!agreed) errors.terms = J.agreeTerms;
  if (payload.password !== confirmPassword) errors.confirmPassword = J.passwordsMismatch;
  const parsed = therapistJoinPayload.safeParse(
    skipHumanCheck ? { ...payload, turnstileToken: 'pending' } : payload,
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  // The schema checks the address only once every field is valid; the form shows it at once.
  if (inPersonAddressMissing(payload)) errors.address ??= J.addressRequired;
  if (!hasImage) errors.image = J.imageRequired;
  return errors;
}

/** The order the spec lists the join rules in: the first failing one is announced. */
export const JOIN_ERROR_ORDER = [
  'terms',
  'turnstileToken',
  'confirmPassword',
  'phone',
  'location.city',
  'address',
  'image',
  'timeSlots',
] as const;

export function firstJoinError(errors: JoinFormErrors): string | undefined {
  const key = JOIN_ERROR_ORDER.find((k) => errors[k]) ?? Object.keys(errors)[0];
  return key === undefined ? undefined : errors[key];
}
