import { describe, expect, it } from 'vitest';
import { parseCliArgs, requestLine, UsageError } from './appointments-cli-args';

const ID = '3f1c2b4a-0000-4000-8000-000000000001';

describe('parseCliArgs', () => {
  it('reads the command, the id and the options in any order', () => {
    expect(parseCliArgs(['approve-cancellation', ID])).toEqual({
      command: 'approve-cancellation',
      appointmentId: ID,
    });
    expect(
      parseCliArgs([
        '--api',
        'http://localhost:3000',
        'reject-cancellation',
        ID,
        '--reason=Not now',
      ]),
    ).toEqual({
      command: 'reject-cancellation',
      appointmentId: ID,
      reason: 'Not now',
      api: 'http://localhost:3000',
    });
    expect(parseCliArgs(['list-requests'])).toEqual({ command: 'list-requests' });
  });

  it.each([
    [[], 'Name a command.'],
    [['cancel', ID], 'Unknown command cancel.'],
    [['confirm'], 'confirm needs an appointment id.'],
    [['therapist-cancellation', ID], 'needs --reason'],
    [['confirm', ID, '--reason', 'x'], 'confirm takes no --reason.'],
    [['confirm', ID, '--force'], 'Unknown option --force.'],
    [['confirm', ID, '--api'], '--api needs a value.'],
    [['list-requests', ID], 'takes no appointment id'],
    [['confirm', ID, 'extra'], 'Unexpected argument extra.'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('requestLine', () => {
  it('puts a request on one line with its refund', () => {
    const line = requestLine({
      id: ID,
      slotDate: '12_3_2026',
      slotTime: '10:00',
      sessionType: 'online',
      therapistName: 'Dr. Asha Rao',
      clientName: 'Priya Sharma',
      clientEmail: 'priya@example.com',
      requestedBy: 'user',
      requestedAt: '2026-03-10T06:00:00.000Z',
      reason: 'Moving\n cities',
      bookedAt: '2026-03-09T06:00:00.000Z',
      refundPaise: 9900,
      rule: 'within-window',
    });
    expect(line).toBe(
      `${ID} | 12_3_2026 10:00 IST | Dr. Asha Rao | client Priya Sharma <priya@example.com> | ` +
        'asked by user at 2026-03-10T06:00:00.000Z | refund ₹99 (within-window) | reason: "Moving cities"',
    );
  });
});
