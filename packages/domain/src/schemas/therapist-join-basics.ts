import { MESSAGES } from '../messages';
import type { TherapistJoinInput } from './therapist-join';

/*
 * The join form's texts, limits and field helpers, apart from its zod schema: a page that draws
 * the form loads these, and the schema only when the form is checked.
 */

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
