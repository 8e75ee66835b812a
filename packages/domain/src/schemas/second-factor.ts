import { z } from 'zod';
import { defineMessages } from '../i18n/define';

/**
 * The team's second factor at sign-in (decision 0060): a TOTP authenticator app (RFC 6238: six
 * digits, 30 seconds, SHA-1, the form every authenticator app reads) and single-use recovery codes.
 */
export const SECOND_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** Codes one step before or after now are taken too: phone clocks drift. */
  window: 1,
  recoveryCodes: 10,
} as const;

/** What a person types at sign-in: six digits from the app, or a recovery code (XXXXX-XXXXX-XXXXX). */
export const secondFactorCode = z
  .string()
  .trim()
  .min(6)
  .max(40)
  .regex(/^[A-Za-z0-9 -]+$/);

/** POST /api/user/second-factor/confirm */
export const confirmSecondFactorBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** GET /api/user/second-factor */
export const secondFactorStatusResponse = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  /** The owners require a second factor of every team member. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusResponse>;

/** POST /api/user/second-factor/setup: the secret to add to the app, as text and as an otpauth URI. */
export const secondFactorSetupResponse = z.object({
  success: z.literal(true),
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code (SVG) for the authenticator app to scan. */
  qrSvg: z.string().startsWith('<svg'),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupResponse>;

/** POST /api/user/second-factor/confirm: the recovery codes, shown this once. */
export const secondFactorConfirmedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorConfirmed = z.infer<typeof secondFactorConfirmedResponse>;

/** GET and POST /api/admin/team-security: the owners' rule for every team member. */
export const teamSecurityBody = z.object({ requireSecondFactor: z.boolean() });
export const teamSecurityResponse = z.object({
  success: z.literal(true),
  requireSecondFactor: z.boolean(),
});

/** Words of the second factor: the console's set-up screen and the sign-in form. */
export const SECOND_FACTOR_MESSAGES = defineMessages({
  title: { id: 'secondFactor.title', defaultMessage: 'Sign-in security' },
  intro: {
    id: 'secondFactor.intro',
    defaultMessage:
      'The team can refund money and read private documents, so signing in takes your password and a code from an authenticator app on your phone.',
  },
  requiredNotice: {
    id: 'secondFactor.requiredNotice',
    defaultMessage:
      'The owners require a second factor for every team member. Set it up to continue using the console.',
  },
  enabled: {
    id: 'secondFactor.enabled',
    defaultMessage:
      'Your second factor is on. {count, plural, one {# recovery code is} other {# recovery codes are}} left.',
  },
  notEnabled: {
    id: 'secondFactor.notEnabled',
    defaultMessage: 'Your second factor is not set up yet.',
  },
  start: { id: 'secondFactor.start', defaultMessage: 'Set up authenticator app' },
  starting: { id: 'secondFactor.starting', defaultMessage: 'Preparing…' },
  addToApp: {
    id: 'secondFactor.addToApp',
    defaultMessage:
      'Add this account to your authenticator app: open the link on your phone, or type the secret key in the app.',
  },
  secretLabel: { id: 'secondFactor.secretLabel', defaultMessage: 'Secret key' },
  qrAlt: {
    id: 'secondFactor.qrAlt',
    defaultMessage: 'QR code to scan with your authenticator app',
  },
  scanOr: {
    id: 'secondFactor.scanOr',
    defaultMessage: 'Scan this code with your authenticator app, or use the key or link below.',
  },
  uriLabel: { id: 'secondFactor.uriLabel', defaultMessage: 'Set-up link (otpauth)' },
  codeLabel: { id: 'secondFactor.codeLabel', defaultMessage: '6-digit code from the app' },
  confirm: { id: 'secondFactor.confirm', defaultMessage: 'Turn on second factor' },
  confirming: { id: 'secondFactor.confirming', defaultMessage: 'Checking…' },
  recoveryTitle: { id: 'secondFactor.recoveryTitle', defaultMessage: 'Your recovery codes' },
  recoveryHelp: {
    id: 'secondFactor.recoveryHelp',
    defaultMessage:
      'Keep these somewhere safe. Each code signs you in once if you lose your phone. They are shown only now.',
  },
  requireLabel: {
    id: 'secondFactor.requireLabel',
    defaultMessage: 'Require a second factor for every team member',
  },
  requireSaved: {
    id: 'secondFactor.requireSaved',
    defaultMessage: 'Saved: the rule applies to every team member from their next request.',
  },
  signInCodeLabel: {
    id: 'secondFactor.signInCodeLabel',
    defaultMessage: 'Authenticator code or recovery code',
  },
  signInCodeHelp: {
    id: 'secondFactor.signInCodeHelp',
    defaultMessage: 'Open your authenticator app and type the 6-digit code it shows.',
  },
  invalidCode: {
    id: 'secondFactor.invalidCode',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  turnedOn: {
    id: 'secondFactor.turnedOn',
    defaultMessage: 'Second factor turned on. Sign-in now asks for a code from your app.',
  },
  alreadyOn: {
    id: 'secondFactor.alreadyOn',
    defaultMessage: 'Your second factor is already on.',
  },
  noSetup: {
    id: 'secondFactor.noSetup',
    defaultMessage: 'Start the set-up first, then type the code your app shows.',
  },
  teamOnly: {
    id: 'secondFactor.teamOnly',
    defaultMessage: 'A second factor is for team accounts.',
  },
  ownFirst: {
    id: 'secondFactor.ownFirst',
    defaultMessage: 'Set up your own second factor before requiring it of the team.',
  },
});
