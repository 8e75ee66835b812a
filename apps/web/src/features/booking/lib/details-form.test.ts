import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  bookingDetailsResolver,
  digitsOnly,
  emptyDetails,
  missingRequired,
  type BookingDetailsInput,
} from './details-form';

const options = {} as ResolverOptions<BookingDetailsInput>;
const filled: BookingDetailsInput = {
  userFirstName: 'Meera',
  userLastName: 'Iyer',
  userEmail: 'meera@example.com',
  userPhone: '9876543210',
  message: '',
};

async function errorsOf(values: BookingDetailsInput) {
  const result = await bookingDetailsResolver(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
}

describe('booking details', () => {
  it('accepts complete details and trims them', async () => {
    const result = await bookingDetailsResolver(
      { ...filled, userFirstName: '  Meera ' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ userFirstName: 'Meera', message: '' });
  });

  it('names each empty field and flags the form as incomplete', async () => {
    expect(await errorsOf(emptyDetails)).toEqual({
      userFirstName: 'First name is required',
      userLastName: 'Last name is required',
      userEmail: 'Email is required',
      userPhone: 'Phone number is required',
    });
    expect(missingRequired(emptyDetails)).toBe(true);
    expect(missingRequired(filled)).toBe(false);
  });

  it('uses the spec phone messages', async () => {
    expect((await errorsOf({ ...filled, userPhone: '12345' })).userPhone).toBe(
      'Phone number must be at least 10 digits',
    );
    expect((await errorsOf({ ...filled, userPhone: '5876543210' })).userPhone).toBe(
      'Please enter a valid Indian mobile number (6-9 digits)',
    );
    expect((await errorsOf({ ...filled, userPhone: '919876543210' })).userPhone).toBeUndefined();
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
  });
});
