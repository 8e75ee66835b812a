import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names, ignoring honorifics', () => {
    expect(initialsOf('Dr. Ananya Iyer')).toBe('AI');
    expect(initialsOf('Prof Rahul Dev Sharma')).toBe('RS');
    expect(initialsOf('Mrs. meera nair')).toBe('MN');
    expect(initialsOf('  meera  ')).toBe('M');
  });

  it('ignores ages, numbers and punctuation (testimonial names read "Priya, 29")', () => {
    expect(initialsOf('Priya, 29')).toBe('P');
    expect(initialsOf('Arjun, 34')).toBe('A');
    expect(initialsOf('Farah Khan, 45')).toBe('FK');
    expect(initialsOf('<b> >')).toBe('B');
  });

  it('gives ? when nothing is left', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('29')).toBe('?');
    expect(initialsOf('Dr.')).toBe('?');
  });
});
