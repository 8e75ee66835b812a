import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ACCOUNT_ROLES } from '../team-roles';
import { LANGUAGES } from '../i18n/languages';
import { text } from './common';
import { secondFactorCode } from './second-factor';
import { emailField, humanCheckToken, newPassword, personName, username } from './fields';

const P = MESSAGES.profile;

/** POST /api/user/register */
export const registerBody = z.object({
  first_name: personName(P.firstNameRequired),
  last_name: personName(P.lastNameRequired),
  username,
  email: emailField(),
  password: newPassword,
  turnstileToken: humanCheckToken,
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Sent after the API answered `humanCheckRequired` (too many attempts for one account): the
 * attempt goes through once the human check passes, so nobody can lock an owner out.
 */
const humanCheckWhenAsked = humanCheckToken.optional();

/** POST /api/user/login. No length rule beyond required: older passwords may predate the minimum. */
export const loginBody = z.object({
  email: emailField(),
  password: text({ error: MESSAGES.rules.passwordRequired })
    .min(1, MESSAGES.rules.passwordRequired)
    .max(128),
  turnstileToken: humanCheckWhenAsked,
  /** A team account's authenticator or recovery code, sent once the answer asked for it. */
  otp: secondFactorCode.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/user/forgot-password */
export const forgotPasswordBody = z.object({
  email: emailField(MESSAGES.forgot.emailRequired),
  turnstileToken: humanCheckWhenAsked,
});

/** 403 from login and forgot-password: send the request again with a passed human check. */
export const humanCheckRequiredResponse = z.object({
  success: z.literal(false),
  code: z.literal('HUMAN_CHECK_REQUIRED'),
  message: z.string(),
  humanCheckRequired: z.literal(true),
});
export type HumanCheckRequiredResponse = z.infer<typeof humanCheckRequiredResponse>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

const resetToken = text({ error: MESSAGES.reset.invalidLink })
  .trim()
  .min(1, MESSAGES.reset.invalidLink)
  .max(512);

/** POST /api/user/verify-reset-token */
export const verifyResetTokenBody = z.object({
  token: resetToken,
  email: emailField(MESSAGES.reset.fillAll, MESSAGES.reset.invalidLink),
});
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBody>;

export const verifyResetTokenResponse = z.object({ success: z.literal(true) });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponse>;

/** POST /api/user/reset-password */
export const resetPasswordBody = z.object({
  token: resetToken,
  email: emailField(MESSAGES.reset.fillAll, MESSAGES.reset.invalidLink),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST /api/user/update-profile */
export const updateProfileBody = z.object({
  firstName: personName(P.firstNameRequired),
  lastName: personName(P.lastNameRequired),
  username,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** PUT /api/user/language */
export const updateLanguageBody = z.object({ language: z.enum(LANGUAGES) }).strict();
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;
export const languageResponse = z.object({ success: z.literal(true), language: z.enum(LANGUAGES) });

/** Register and login answer. */
export const tokenResponse = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  message: z.string(),
  /** The account's first sign-in (a therapist's after the join form): nothing to be back to. */
  firstLogin: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const userData = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  /** The account's phone: the one typed at its first booking unless the person gave one before. */
  phone: z.string().nullable(),
  /** The language the person chose for pages, mails, texts and invoices. */
  language: z.enum(LANGUAGES),
});
export type UserData = z.infer<typeof userData>;

/** GET /api/user/get-profile */
export const accountRole = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof accountRole>;

export const profileResponse = z.object({
  success: z.literal(true),
  userData,
  /** Decides where the account lands after sign-in and what the user menu offers. */
  role: accountRole,
  message: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
