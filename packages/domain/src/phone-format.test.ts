import { describe, expect, it } from 'vitest';
import { formatIndianPhone } from './phone-format';

describe('formatIndianPhone', () => {
  it('writes every way of typing one number the same way', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '919876543210',
    ])
      expect(formatIndianPhone(typed), typed).toBe('+91 98765 43210');
  });
  it('leaves what is no Indian mobile number as it was typed', () => {
    expect(formatIndianPhone(' 12345 ')).toBe('12345');
    expect(formatIndianPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
