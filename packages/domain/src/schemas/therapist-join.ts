import { z } from 'zod';
import {
  CONCERN_CATEGORIES,
  GENDERS,
  LANGUAGES,
  PROFESSIONAL_TITLES,
  SESSION_MODES,
  SPECIALITY_TAGS,
} from '../catalogues';
import { MESSAGES } from '../messages';
import { THERAPIST_NAME_RE } from '../validation';
import { hasAnySlot } from '../weekly-hours';
import { emailField, newPassword } from './fields';
import { slotTime, weekdayKey } from './therapist';
import { inPersonAddressMissing, JOIN_LIMITS, JOIN_TEXT, titleCase } from './therapist-join-basics';

const J = MESSAGES.join;

export * from './therapist-join-basics';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** An optional text under the same limit as its required twin ('' when left out). */
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).optional().default('');

const pickList = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .array(z.enum(options, { error: message }), { error: message })
    .min(1, message)
    .max(options.length)
    .transform((list) => [...new Set(list)]);

/**
 * POST /api/doctor/join, the text part of the multipart payload (lists and objects arrive as JSON
 * text, see `decodeJoinFields`). The form validates the same payload before sending it.
 */
export const therapistJoinPayload = z
  .object({
    name: requiredText(JOIN_TEXT.nameRequired, 100).regex(THERAPIST_NAME_RE, JOIN_TEXT.nameLetters),
    email: emailField(),
    password: newPassword,
    phone: z
      .string({ error: J.phoneInvalid })
      .trim()
      .regex(/^\d{10}$/, J.phoneInvalid),
    gender: z.enum(GENDERS).default('Male'),
    professionalTitle: z.enum(PROFESSIONAL_TITLES, { error: JOIN_TEXT.titleRequired }),
    degree: requiredText(JOIN_TEXT.degreeRequired, 300),
    experience: z
      .string({ error: JOIN_TEXT.experienceRequired })
      .trim()
      .min(1, JOIN_TEXT.experienceRequired)
      .regex(/^\d{1,2}$/, JOIN_TEXT.experienceDigits)
      .transform(Number)
      .pipe(z.number().max(JOIN_LIMITS.maxExperienceYears, JOIN_TEXT.experienceDigits)),
    fees: z
      .string({ error: JOIN_TEXT.feesRequired })
      .trim()
      .min(1, JOIN_TEXT.feesRequired)
      .regex(/^\d+(\.\d{1,2})?$/, JOIN_TEXT.feesNumeric)
      .transform((f) => Math.round(Number(f)))
      .pipe(z.number().max(JOIN_LIMITS.maxFeeRupees, JOIN_TEXT.feesNumeric)),
    about: requiredText(JOIN_TEXT.aboutRequired, JOIN_LIMITS.aboutChars),
    /** The introduction in Hindi, optional: Hindi pages show it instead of the English one. */
    aboutHi: optionalText(JOIN_LIMITS.aboutChars),
    specialities: pickList(SPECIALITY_TAGS, JOIN_TEXT.specialitiesRequired),
    languages: pickList(LANGUAGES, JOIN_TEXT.languagesRequired),
    sessionModes: pickList(SESSION_MODES, JOIN_TEXT.modesRequired),
    expertise: pickList(CONCERN_CATEGORIES, JOIN_TEXT.expertiseRequired),
    location: z.object(
      {
        city: z
          .string({ error: J.cityRequired })
          .trim()
          .min(1, J.cityRequired)
          .max(100)
          .transform(titleCase),
      },
      { error: J.cityRequired },
    ),
    address: z
      .object({
        line1: z.string().trim().max(200).default(''),
        line2: z.string().trim().max(200).default(''),
        pincode: z
          .string()
          .trim()
          .regex(/^(\d{6})?$/, JOIN_TEXT.pincodeDigits)
          .default(''),
      })
      .default({ line1: '', line2: '', pincode: '' }),
    timeSlots: z
      .partialRecord(weekdayKey, z.array(slotTime).max(24), { error: J.slotRequired })
      .refine(
        (slots) =>
          hasAnySlot(slots) &&
          Object.values(slots).every((times) => (times ?? []).every((t) => t.endsWith(':00'))),
        J.slotRequired,
      ),
    turnstileToken: z.string({ error: J.verifyHuman }).min(1, J.verifyHuman).max(2048),
  })
  .superRefine((v, ctx) => {
    if (inPersonAddressMissing(v)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: J.addressRequired });
    }
  });
export type TherapistJoinPayload = z.infer<typeof therapistJoinPayload>;
export type TherapistJoinInput = z.input<typeof therapistJoinPayload>;

/** POST /api/doctor/join answer */
export const therapistJoinResponse = z.object({ success: z.literal(true), message: z.string() });
