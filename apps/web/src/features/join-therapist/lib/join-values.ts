import type { Gender } from '@app/domain/catalogues';
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
