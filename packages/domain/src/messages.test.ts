import { describe, it, expect } from 'vitest';
import { friendlyMessage, MESSAGES, successMessage } from './messages';

const F = MESSAGES.friendly;

describe('friendlyMessage: table rows in order', () => {
  it.each([
    ['duplicate + email', 'E11000 duplicate key error: email', F.duplicateEmail],
    ['duplicate + email, other word order', 'Email is a DUPLICATE', F.duplicateEmail],
    ['duplicate + email wins over username', 'duplicate username and email', F.duplicateEmail],
    ['duplicate + username', 'duplicate key username', F.duplicateUsername],
    ['network error', 'Network Error', F.network],
    ['fetch', 'Failed to fetch', F.network],
    ['timeout', 'timeout of 5000ms exceeded', F.timeout],
    ['unauthorized', 'Unauthorized', F.sessionExpired],
    ['401', 'Request failed with status code 401', F.sessionExpired],
    ['forbidden', 'Forbidden resource', F.forbidden],
    ['403', 'status 403', F.forbidden],
    ['not found', 'User not found', F.notFound],
    ['404', 'Request failed with 404', F.notFound],
    ['server error', 'Internal Server Error', F.server],
    ['500', 'Request failed with status code 500', F.server],
    ['bad request', 'Bad Request', F.badRequest],
    ['400', 'status 400', F.badRequest],
    ['validation', 'Validation failed', F.validation],
    ['invalid', 'Invalid token', F.validation],
    ['password + incorrect', 'Incorrect password', F.incorrectPassword],
    ['password + incorrect, other order', 'password is incorrect', F.incorrectPassword],
    ['payment + failed', 'Payment failed at the bank', F.paymentFailed],
    ['slot + not available', 'Slot not available', F.slotUnavailable],
    ['cancel', 'Could not cancel this booking', F.cancelFailed],
  ])('%s', (_row, raw, expected) => {
    expect(friendlyMessage(raw)).toBe(expected);
  });

  it("'email + not found' and 'appointment + not found' are shadowed by the earlier 'not found' row", () => {
    expect(friendlyMessage('email not found')).toBe(F.notFound);
    expect(friendlyMessage('appointment not found')).toBe(F.notFound);
  });

  it('order: network beats timeout, timeout beats 401, not found beats server error', () => {
    expect(friendlyMessage('fetch timeout')).toBe(F.network);
    expect(friendlyMessage('timeout 401')).toBe(F.timeout);
    expect(friendlyMessage('not found: server error')).toBe(F.notFound);
    expect(friendlyMessage('Invalid password, incorrect')).toBe(F.validation);
    expect(friendlyMessage('payment failed: slot not available')).toBe(F.paymentFailed);
  });

  it('passes short texts without error/exception through', () => {
    expect(friendlyMessage('Please choose another therapist')).toBe(
      'Please choose another therapist',
    );
    expect(friendlyMessage('x'.repeat(99))).toBe('x'.repeat(99));
  });

  it('falls back to the generic text', () => {
    expect(friendlyMessage('x'.repeat(100))).toBe(MESSAGES.generic);
    expect(friendlyMessage('Some ERROR happened')).toBe(MESSAGES.generic);
    expect(friendlyMessage('NullPointerException')).toBe(MESSAGES.generic);
    expect(friendlyMessage('')).toBe(MESSAGES.generic);
    expect(friendlyMessage(undefined)).toBe(MESSAGES.generic);
    expect(friendlyMessage(null)).toBe(MESSAGES.generic);
  });
});

describe('successMessage', () => {
  const S = MESSAGES.success;
  it.each([
    ['Appointment created', S.appointmentBooked],
    ['appointment cancelled', S.appointmentCancelled],
    ['Payment successful', S.paymentCompleted],
    ['Profile updated', S.profileUpdated],
    ['User registered', S.accountCreated],
    ['Account created', S.accountCreated],
    ['Login ok', S.loggedIn],
    ['Signed in', S.loggedIn],
    ['First login successful', S.firstLogin],
  ])('%s', (raw, expected) => {
    expect(successMessage(raw)).toBe(expected);
  });

  it('returns unmatched text unchanged', () => {
    expect(successMessage('Subscribed!')).toBe('Subscribed!');
  });
});

describe('MESSAGES', () => {
  it('holds the spec texts', () => {
    expect(MESSAGES.contact.nameRequired).toBe('Name is required');
    expect(MESSAGES.appointments.empty('upcoming')).toBe('No upcoming appointments found.');
    expect(MESSAGES.join.unsupportedFiles('a.doc')).toBe(
      'Unsupported file format(s): a.doc. Only PDF, JPG, and PNG files are supported.',
    );
  });
});
