import { z } from 'zod';
import { MESSAGES } from '@app/domain/messages';
import { emailField, newPassword, personName, username } from '@app/domain/schemas/fields';

const P = MESSAGES.profile;

/** The sign-up form: the register body's rules plus confirmation and terms (spec §5 order). */
export const signUpSchema = z
  .object({
    first_name: personName(P.firstNameRequired),
    last_name: personName(P.lastNameRequired),
    username,
    email: emailField(),
    password: z.string().min(1, MESSAGES.rules.passwordRequired).pipe(newPassword),
    confirmPassword: z.string().min(1, MESSAGES.rules.confirmPassword),
    agree: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.signup.passwordsMismatch,
      });
    }
    if (!v.agree) {
      ctx.addIssue({ code: 'custom', path: ['agree'], message: MESSAGES.signup.agreeTerms });
    }
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export const SIGN_UP_FIELD_ORDER = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'confirmPassword',
  'agree',
] as const;
