import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('holds the spec texts', () => {
    expect(MESSAGES.contact.nameRequired).toBe('Name is required');
    expect(MESSAGES.appointments.empty('upcoming')).toBe('No upcoming appointments found.');
    expect(MESSAGES.join.unsupportedFiles('a.doc')).toBe(
      'Unsupported file format(s): a.doc. Only PDF, JPG, and PNG files are supported.',
    );
  });
});
