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
  clientFirstName: 'Meera',
  clientLastName: 'Iyer',
  clientEmail: 'meera@example.com',
  clientPhone: '9876543210',
  message: '',
};

async function errorsOf(values: BookingDetailsInput) {
  const result = await bookingDetailsResolver(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
}

describe('booking details', () => {
  it('accepts complete details and trims them', async () => {
    const result = await bookingDetailsResolver(
      { ...filled, clientFirstName: '  Meera ' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ clientFirstName: 'Meera', message: '' });
  });

  it('names each empty field and flags the form as incomplete', async () => {
    expect(await errorsOf(emptyDetails)).toEqual({
      clientFirstName: 'First name is required',
      clientLastName: 'Last name is required',
      clientEmail: 'Email is required',
      clientPhone: 'Phone number is required',
    });
    expect(missingRequired(emptyDetails)).toBe(true);
    expect(missingRequired(filled)).toBe(false);
  });

  it('uses the spec phone messages', async () => {
    expect((await errorsOf({ ...filled, clientPhone: '12345' })).clientPhone).toBe(
      'Phone number must be at least 10 digits',
    );
    expect((await errorsOf({ ...filled, clientPhone: '5876543210' })).clientPhone).toBe(
      'Please enter a valid Indian mobile number (6-9 digits)',
    );
    expect(
      (await errorsOf({ ...filled, clientPhone: '919876543210' })).clientPhone,
    ).toBeUndefined();
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
  });
});
