import type { Gender } from '@app/domain/catalogues';
import type { TherapistJoinInput } from '@app/domain/schemas/therapist-join';
import { emptyWeek, toTimeSlots, type WeekHours } from '@app/domain/weekly-hours';

/** Everything the join form holds except the files. */
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
  specialities: string[];
  languages: string[];
  sessionModes: string[];
  week: WeekHours;
  fees: string;
  expertise: string[];
  city: string;
  line1: string;
  line2: string;
  pincode: string;
  agreed: boolean;
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
  specialities: [],
  languages: [],
  sessionModes: [],
  week: emptyWeek(),
  fees: '',
  expertise: [],
  city: '',
  line1: '',
  line2: '',
  pincode: '',
  agreed: false,
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
    specialities: v.specialities as TherapistJoinInput['specialities'],
    languages: v.languages as TherapistJoinInput['languages'],
    sessionModes: v.sessionModes as TherapistJoinInput['sessionModes'],
    expertise: v.expertise as TherapistJoinInput['expertise'],
    location: { city: v.city },
    address: { line1: v.line1, line2: v.line2, pincode: v.pincode },
    timeSlots: toTimeSlots(v.week),
    turnstileToken,
  };
}

/** Keeps digits only (experience, phone and pin code accept nothing else). */
export const digitsOnly = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);
/** Fees are numeric: digits and one decimal point. */
export const feeInput = (s: string) =>
  s
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1')
    .slice(0, 9);
