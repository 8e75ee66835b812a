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

const J = MESSAGES.join;

/** The join form's extra texts (the spec gives no wording for these rules). */
export const JOIN_TEXT = {
  nameRequired: 'Name is required',
  nameLetters: MESSAGES.profile.nameCharacters,
  titleRequired: 'Please choose your professional title',
  degreeRequired: 'Qualifications are required',
  experienceRequired: 'Years of experience is required',
  experienceDigits: 'Years of experience must contain digits only',
  feesRequired: 'Hourly fee is required',
  feesNumeric: 'Hourly fee must be a number',
  aboutRequired: 'Please tell clients about yourself',
  specialitiesRequired: 'Please choose at least one specialization',
  languagesRequired: 'Please choose at least one language',
  modesRequired: 'Please choose at least one session mode',
  expertiseRequired: 'Please choose at least one area of expertise',
  pincodeDigits: 'Pin code must be 6 digits',
  photoTooLarge: 'The photo must be 5MB or smaller',
  photoType: 'The photo must be a JPG, PNG, GIF or WebP image',
  onePhoto: 'Please choose one photo',
  documentTooLarge: 'Each qualification document must be 5MB or smaller',
  tooManyDocuments: 'Please upload at most 5 qualification documents',
  filesTooLarge: 'The photo and documents together must be 20MB or smaller',
  notMultipart: 'The application must be sent as a form with files',
  success: 'Application submitted successfully! Your profile will go live after approval.',
} as const;

export const JOIN_LIMITS = {
  photoBytes: 5 * 1024 * 1024,
  documentBytes: 5 * 1024 * 1024,
  documentCount: 5,
  requestBytes: 20 * 1024 * 1024,
  aboutChars: 3000,
  maxExperienceYears: 70,
  maxFeeRupees: 100_000,
} as const;

/** 'new  DELHI' → 'New Delhi' (the join form title-cases the city). */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

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

/** Fields sent as JSON text inside the multipart body. */
const JSON_FIELDS = [
  'specialities',
  'languages',
  'sessionModes',
  'expertise',
  'location',
  'address',
  'timeSlots',
] as const;

/** In-Person sessions need address line 1 and the pin code (spec §5). */
export function inPersonAddressMissing(v: {
  sessionModes?: readonly string[];
  address?: { line1?: string; pincode?: string };
}): boolean {
  return (
    (v.sessionModes ?? []).includes('In-Person') &&
    (!v.address?.line1?.trim() || !v.address?.pincode?.trim())
  );
}

/** The multipart text fields of a payload (lists and objects as JSON). */
export function encodeJoinFields(input: TherapistJoinInput): Array<[string, string]> {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [
      key,
      (JSON_FIELDS as readonly string[]).includes(key) ? JSON.stringify(value) : String(value),
    ]);
}

/** The multipart text fields back into the payload's shape; bad JSON is left for the schema. */
export function decodeJoinFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of JSON_FIELDS) {
    const text = fields[key];
    if (text === undefined) continue;
    try {
      out[key] = JSON.parse(text);
    } catch {
      out[key] = null;
    }
  }
  return out;
}

export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const PHOTO_HINT = 'Max 5MB. JPG, PNG, GIF or WebP.';

/** The names of chosen documents that are not PDF, JPG or PNG (by type, else by extension). */
export function unsupportedDocuments(files: ReadonlyArray<{ name: string; type: string }>) {
  const types = ['application/pdf', 'image/jpeg', 'image/png'];
  return files
    .filter((f) => {
      if (f.type) return !types.includes(f.type);
      const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
      return !(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
    })
    .map((f) => f.name);
}

/** POST /api/doctor/join answer */
export const therapistJoinResponse = z.object({ success: z.literal(true), message: z.string() });
