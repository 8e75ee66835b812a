import { describe, it, expect } from 'vitest';
import { MESSAGES } from './messages';
import {
  countCharacters,
  isEmailLike,
  normalizeIndianMobile,
  sanitizePhoneInput,
  splitName,
  validateBookingPhone,
  validateContactForm,
  validateContactName,
  validateContactQuery,
  validateIndianMobile,
  validateJoinPhone,
} from './validation';

const C = MESSAGES.contact;
const B = MESSAGES.booking;

describe('sanitizePhoneInput', () => {
  it('keeps digits, plus, space and hyphen', () => {
    expect(sanitizePhoneInput('+91 (987) 654-3210 ext.')).toBe('+91 987 654-3210 ');
  });
});

describe('validateIndianMobile (contact)', () => {
  it('accepts 10 digits starting 6-9 with optional +91 / 91', () => {
    for (const ok of [
      '9876543210',
      '6123456789',
      '+919876543210',
      '919876543210',
      '+91 98765-43210',
      '',
    ]) {
      expect(validateIndianMobile(ok)).toBeNull();
    }
    expect(normalizeIndianMobile('+91 98765 43210')).toBe('9876543210');
    expect(normalizeIndianMobile('12345')).toBeNull();
  });
  it('exactly 10 digits', () => {
    expect(validateIndianMobile('98765')).toBe(C.phoneDigits);
    expect(validateIndianMobile('98765432101')).toBe(C.phoneDigits);
    expect(validateIndianMobile('+91 98765')).toBe(C.phoneDigits);
  });
  it('valid phone number shape', () => {
    expect(validateIndianMobile('98765abc10')).toBe(C.phoneInvalid);
    expect(validateIndianMobile('98+76543210')).toBe(C.phoneInvalid);
    expect(validateIndianMobile('+44 7911 123456')).toBe(C.phoneInvalid);
  });
  it('starting with 6-9', () => {
    expect(validateIndianMobile('5876543210')).toBe(C.phoneIndian);
    expect(validateIndianMobile('+91 1234567890')).toBe(C.phoneIndian);
  });
});

describe('validateBookingPhone', () => {
  it('required', () => expect(validateBookingPhone('  ')).toBe(B.phoneRequired));
  it('at least 10 digits', () => expect(validateBookingPhone('98765 432')).toBe(B.phoneMin));
  it('valid phone number', () => {
    expect(validateBookingPhone('98765432101')).toBe(B.phoneInvalid);
    expect(validateBookingPhone('009876543210')).toBe(B.phoneInvalid);
  });
  it('Indian mobile', () => expect(validateBookingPhone('5876543210')).toBe(B.phoneIndian));
  it('valid, non-digits stripped, +91/91 prefix', () => {
    expect(validateBookingPhone('98765-43210')).toBeNull();
    expect(validateBookingPhone('+91 98765 43210')).toBeNull();
    expect(validateBookingPhone('919876543210')).toBeNull();
  });
});

describe('validateJoinPhone', () => {
  it('exactly 10 digits only', () => {
    expect(validateJoinPhone('9876543210')).toBeNull();
    expect(validateJoinPhone('98765 43210')).toBe(MESSAGES.join.phoneInvalid);
  });
});

describe('isEmailLike', () => {
  it('checks the shape', () => {
    expect(isEmailLike('a@b.in')).toBe(true);
    expect(isEmailLike(' a@b.in ')).toBe(true);
    expect(isEmailLike('a@b')).toBe(false);
    expect(isEmailLike('a b@c.in')).toBe(false);
    expect(isEmailLike(`${'a'.repeat(250)}@b.in`)).toBe(false);
  });
});

describe('validateContactForm', () => {
  const good = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '',
    message: 'I would like to know more.',
  };

  it('valid form gives no errors', () => {
    expect(validateContactForm(good)).toEqual({});
    expect(validateContactForm({ ...good, name: 'आशा राव' })).toEqual({});
  });
  it('name rules', () => {
    expect(validateContactForm({ ...good, name: ' ' }).name).toBe(C.nameRequired);
    expect(validateContactForm({ ...good, name: 'A' }).name).toBe(C.nameMin);
    expect(validateContactForm({ ...good, name: 'Asha R.' }).name).toBe(C.nameLetters);
    expect(validateContactForm({ ...good, name: 'Asha2' }).name).toBe(C.nameLetters);
  });
  it('email rules', () => {
    expect(validateContactForm({ ...good, email: '' }).email).toBe(C.emailRequired);
    expect(validateContactForm({ ...good, email: 'asha@' }).email).toBe(C.emailInvalid);
  });
  it('phone rule', () => {
    expect(validateContactForm({ ...good, phone: '12' }).phone).toBe(C.phoneDigits);
  });
  it('query rules', () => {
    expect(validateContactForm({ ...good, message: '   ' }).message).toBe(C.queryRequired);
    expect(validateContactForm({ ...good, message: '123456789' }).message).toBe(C.queryMin);
    expect(validateContactForm({ ...good, message: '1234567890' }).message).toBeUndefined();
    expect(validateContactForm({ ...good, message: 'x'.repeat(1000) }).message).toBeUndefined();
    expect(validateContactForm({ ...good, message: 'x'.repeat(1001) }).message).toBe(C.queryMax);
  });
});

describe('splitName', () => {
  it('splits at the first space', () => {
    expect(splitName(' Asha  Devi Rao ')).toEqual({ first_name: 'Asha', last_name: 'Devi Rao' });
    expect(splitName('Asha')).toEqual({ first_name: 'Asha', last_name: '' });
  });
});

describe('one rule for names, numbers and lengths on both sides', () => {
  it('strips a leading 0 from a mobile number as it strips +91', () => {
    expect(validateIndianMobile('09876543210')).toBeNull();
    expect(normalizeIndianMobile('0 98765-43210')).toBe('9876543210');
    expect(validateBookingPhone('09876543210')).toBeNull();
    expect(validateIndianMobile('05876543210')).toBe(C.phoneIndian);
    expect(validateBookingPhone('05876543210')).toBe(B.phoneIndian);
  });
  it('counts an emoji as one character', () => {
    expect(countCharacters('🙂🙂')).toBe(2);
    expect(validateContactQuery('🙂'.repeat(1000))).toBeNull();
    expect(validateContactQuery('🙂'.repeat(1001))).toBe(C.queryMax);
    expect(validateContactQuery('🙂'.repeat(9))).toBe(C.queryMin);
  });
  it('a contact name over 50 characters names its own rule; markup is not a name', () => {
    expect(validateContactName('A'.repeat(50))).toBeNull();
    expect(validateContactName('A'.repeat(51))).toBe(C.nameMax);
    expect(validateContactName('<script>alert(1)</script>')).toBe(C.nameLetters);
  });
});
