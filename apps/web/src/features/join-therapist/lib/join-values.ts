import { z } from 'zod';
import type { Gender } from '@app/domain/catalogues';
import { validateJoinForm } from '@app/domain/join-form';
import type { TherapistJoinInput } from '@app/domain/schemas/therapist-join';
import { emptyWeek, toTimeSlots, type WeekHours } from '@app/domain/weekly-hours';

/** Everything the join form holds, the photo and documents too. */
export type JoinValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  gender: Gender;
  professionalTitle: string;
  degree: string;
  experience: string;
  about: string;
  aboutHi: string;
  specialities: string[];
  languages: string[];
  sessionModes: string[];
  week: WeekHours;
  fees: string;
  expertise: string[];
  location: { city: string };
  address: { line1: string; line2: string; pincode: string };
  agreed: boolean;
  photo: File | null;
  documents: File[];
};

export const emptyJoinValues = (): JoinValues => ({
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  gender: 'Male',
  professionalTitle: '',
  degree: '',
  experience: '',
  about: '',
  aboutHi: '',
  specialities: [],
  languages: [],
  sessionModes: [],
  week: emptyWeek(),
  fees: '',
  expertise: [],
  location: { city: '' },
  address: { line1: '', line2: '', pincode: '' },
  agreed: false,
  photo: null,
  documents: [],
});

/** The API payload of the form's values (the human-check token comes last, when it exists). */
export function toJoinPayload(v: JoinValues, turnstileToken = ''): TherapistJoinInput {
  return {
    name: v.name,
    email: v.email,
    password: v.password,
    phone: v.phone,
    gender: v.gender,
    professionalTitle: v.professionalTitle as TherapistJoinInput['professionalTitle'],
    degree: v.degree,
    experience: v.experience,
    fees: v.fees,
    about: v.about,
    aboutHi: v.aboutHi,
    specialities: v.specialities as TherapistJoinInput['specialities'],
    languages: v.languages as TherapistJoinInput['languages'],
    sessionModes: v.sessionModes as TherapistJoinInput['sessionModes'],
    expertise: v.expertise as TherapistJoinInput['expertise'],
    location: v.location,
    address: v.address,
    timeSlots: toTimeSlots(v.week),
    turnstileToken,
  };
}

/** Where the form shows a rule the domain names otherwise (the payload's `timeSlots` is `week`). */
const FIELD_OF: Record<string, string> = { terms: 'agreed', image: 'photo', timeSlots: 'week' };

/**
 * The join form's rules for react-hook-form: the domain's (the payload schema the server runs,
 * plus terms, the repeated password and the photo), each issue on the field that shows it.
 */
export const joinFormSchema = z.custom<JoinValues>().superRefine((v, ctx) => {
  const errors = validateJoinForm({
    payload: toJoinPayload(v),
    confirmPassword: v.confirmPassword,
    agreed: v.agreed,
    hasImage: v.photo !== null,
  });
  // The whole-address rule goes first, so that the pin code's own message nests beside it.
  const keys = Object.keys(errors).sort(
    (a, b) => Number(b === 'address') - Number(a === 'address'),
  );
  for (const key of keys) {
    ctx.addIssue({ code: 'custom', path: (FIELD_OF[key] ?? key).split('.'), message: errors[key] });
  }
});
