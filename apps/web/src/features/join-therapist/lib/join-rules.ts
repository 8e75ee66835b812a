// zod-config comes first: the domain's schemas are created as their modules load.
import '#lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { firstJoinError, validateJoinForm } from '@app/domain/join-form';
import { toJoinPayload, type JoinValues } from './join-values';

/**
 * The join form's rules, loaded when the person first reaches the form or sends it: they run the
 * payload's zod schema, which the page does not need in order to be read.
 */
const checkOf = (v: JoinValues) => ({
  payload: toJoinPayload(v),
  confirmPassword: v.confirmPassword,
  agreed: v.agreed,
  hasImage: v.photo !== null,
});

/** Where the form shows a rule the domain names otherwise (the payload's `timeSlots` is `week`). */
const FIELD_OF: Record<string, string> = { terms: 'agreed', image: 'photo', timeSlots: 'week' };

/**
 * The join form's rules for react-hook-form: the domain's (the payload schema the server runs,
 * plus terms, the repeated password and the photo), each issue on the field that shows it.
 */
export const joinFormSchema = z.custom<JoinValues>().superRefine((v, ctx) => {
  const errors = validateJoinForm(checkOf(v));
  // The whole-address rule goes first, so that the pin code's own message nests beside it.
  const keys = Object.keys(errors).sort(
    (a, b) => Number(b === 'address') - Number(a === 'address'),
  );
  for (const key of keys) {
    ctx.addIssue({ code: 'custom', path: (FIELD_OF[key] ?? key).split('.'), message: errors[key] });
  }
});

export const joinResolver = zodResolver(joinFormSchema);

/** The message of the first rule the values break, in the spec's order (none when all pass). */
export const firstJoinErrorOf = (v: JoinValues) => firstJoinError(validateJoinForm(checkOf(v)));
