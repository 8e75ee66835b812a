import { describe, expect, it } from 'vitest';
import { firstJoinError, validateJoinForm } from '../join-form';
import { MESSAGES } from '../messages';
import {
  decodeJoinFields,
  encodeJoinFields,
  JOIN_TEXT,
  therapistJoinPayload,
  titleCase,
  unsupportedDocuments,
  type TherapistJoinInput,
} from './therapist-join';

const J = MESSAGES.join;

const validJoin: TherapistJoinInput = {
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  password: 'secret-pass',
  phone: '9876543210',
  gender: 'Female',
  professionalTitle: 'Clinical Psychologist',
  degree: 'M.Phil Clinical Psychology',
  experience: '7',
  fees: '1500',
  about: 'I help adults with anxiety.',
  specialities: ['Anxiety'],
  languages: ['English', 'Hindi'],
  sessionModes: ['Online'],
  expertise: ['Stress & Anxiety'],
  location: { city: 'navi  MUMBAI' },
  address: { line1: '', line2: '', pincode: '' },
  timeSlots: { Mon: ['09:00', '10:00'] },
  turnstileToken: 'token',
};

const messageOf = (input: Partial<TherapistJoinInput>) => {
  const r = therapistJoinPayload.safeParse({ ...validJoin, ...input });
  return r.success ? null : r.error.issues[0]?.message;
};

describe('therapistJoinPayload', () => {
  it('accepts a valid application, title-cases the city, lower-cases the email', () => {
    const v = therapistJoinPayload.parse(validJoin);
    expect(v.location.city).toBe('Navi Mumbai');
    expect(v.email).toBe('asha.rao@example.com');
    expect(v.experience).toBe(7);
    expect(v.fees).toBe(1500);
    expect(therapistJoinPayload.parse({ ...validJoin, gender: undefined }).gender).toBe('Male');
  });

  it("a name is letters, spaces and a title's full stop, never markup", () => {
    expect(messageOf({ name: 'Dr. Meera Pillai' })).toBeNull();
    expect(messageOf({ name: '<b>Audit</b> Therapist' })).toBe(JOIN_TEXT.nameLetters);
    expect(messageOf({ name: 'Asha Rao 2' })).toBe(JOIN_TEXT.nameLetters);
    expect(messageOf({ name: '. .' })).toBe(JOIN_TEXT.nameLetters);
  });

  it('answers the spec messages', () => {
    expect(messageOf({ phone: '98765 4321' })).toBe(J.phoneInvalid);
    expect(messageOf({ phone: '987654321' })).toBe(J.phoneInvalid);
    expect(messageOf({ location: { city: '  ' } })).toBe(J.cityRequired);
    expect(messageOf({ sessionModes: ['In-Person'] })).toBe(J.addressRequired);
    expect(
      messageOf({ sessionModes: ['In-Person'], address: { line1: '12 MG Road', pincode: '' } }),
    ).toBe(J.addressRequired);
    expect(
      messageOf({
        sessionModes: ['In-Person'],
        address: { line1: '12 MG Road', line2: '', pincode: '560001' },
      }),
    ).toBeNull();
    expect(messageOf({ timeSlots: {} })).toBe(J.slotRequired);
    expect(messageOf({ timeSlots: { Mon: [] } })).toBe(J.slotRequired);
    expect(messageOf({ timeSlots: { Mon: ['09:30'] } })).toBe(J.slotRequired);
    expect(messageOf({ turnstileToken: '' })).toBe(J.verifyHuman);
    expect(messageOf({ experience: '7y' })).toBe('Years of experience must contain digits only');
    expect(messageOf({ fees: 'abc' })).toBe('Hourly fee must be a number');
    expect(messageOf({ languages: ['Klingon'] as never })).toBe(
      'Please choose at least one language',
    );
  });

  it('round-trips through multipart text fields', () => {
    const fields = Object.fromEntries(encodeJoinFields(validJoin));
    expect(fields.timeSlots).toBe('{"Mon":["09:00","10:00"]}');
    expect(therapistJoinPayload.parse(decodeJoinFields(fields))).toEqual(
      therapistJoinPayload.parse(validJoin),
    );
    expect(messageOf(decodeJoinFields({ ...fields, timeSlots: '{oops' }) as never)).toBe(
      J.slotRequired,
    );
  });

  it('title-cases words', () => {
    expect(titleCase('  port   BLAIR ')).toBe('Port Blair');
    expect(titleCase('thiruvananthapuram-east')).toBe('Thiruvananthapuram-East');
  });
});

describe('unsupportedDocuments', () => {
  it('names files that are not PDF, JPG or PNG', () => {
    expect(
      unsupportedDocuments([
        { name: 'degree.pdf', type: 'application/pdf' },
        { name: 'licence.docx', type: 'application/msword' },
        { name: 'scan.JPG', type: '' },
        { name: 'notes.txt', type: '' },
      ]),
    ).toEqual(['licence.docx', 'notes.txt']);
  });
});

describe('validateJoinForm', () => {
  const form = { payload: validJoin, confirmPassword: 'secret-pass', agreed: true, hasImage: true };

  it('passes a complete form before the human check ran', () => {
    expect(validateJoinForm({ ...form, payload: { ...validJoin, turnstileToken: '' } })).toEqual(
      {},
    );
  });

  it('reports the form-only rules and the first in the spec order', () => {
    const errors = validateJoinForm({
      payload: { ...validJoin, phone: '12' },
      confirmPassword: 'other',
      agreed: false,
      hasImage: false,
    });
    expect(errors).toMatchObject({
      terms: J.agreeTerms,
      confirmPassword: J.passwordsMismatch,
      phone: J.phoneInvalid,
      image: J.imageRequired,
    });
    expect(firstJoinError(errors)).toBe(J.agreeTerms);
    expect(firstJoinError({ image: J.imageRequired, phone: J.phoneInvalid })).toBe(J.phoneInvalid);
  });
});

describe('validateJoinForm on an empty form', () => {
  it('reports the slot and In-Person address rules alongside the others', () => {
    const errors = validateJoinForm({
      payload: {
        ...validJoin,
        name: '',
        phone: '',
        location: { city: '' },
        sessionModes: ['In-Person'],
        address: { line1: '', line2: '', pincode: '' },
        timeSlots: {},
      },
      confirmPassword: validJoin.password,
      agreed: true,
      hasImage: true,
    });
    expect(errors).toMatchObject({
      phone: J.phoneInvalid,
      'location.city': J.cityRequired,
      address: J.addressRequired,
      timeSlots: J.slotRequired,
    });
  });
});
