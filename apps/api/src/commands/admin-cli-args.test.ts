import { describe, expect, it } from 'vitest';
import { AdminUsageError, parseAdminArgs } from './admin-cli-args';

const refusal = (argv: string[]) => {
  try {
    parseAdminArgs(argv);
    return null;
  } catch (err) {
    return err instanceof AdminUsageError ? err.message : 'not a usage error';
  }
};

describe('npm run admin arguments', () => {
  it('parses each command with its defaults', () => {
    expect(parseAdminArgs(['create', '--email', 'ops@example.com'])).toEqual({
      command: 'create',
      email: 'ops@example.com',
      role: 'owner',
      firstName: 'Admin',
      lastName: 'ops',
    });
    expect(
      parseAdminArgs(['create', '--email', 'ops@example.com', '--role', 'support']),
    ).toMatchObject({ command: 'create', role: 'support' });
    for (const role of ['owner', 'finance', 'support', 'client', 'therapist'])
      expect(parseAdminArgs(['role', '--email', 'a@b.in', '--role', role])).toMatchObject({
        role,
      });
    expect(parseAdminArgs(['role', '--email', 'a@b.in', '--role', 'therapist'])).toEqual({
      command: 'role',
      email: 'a@b.in',
      role: 'therapist',
    });
    expect(parseAdminArgs(['token', '--email', 'a@b.in'])).toEqual({
      command: 'token',
      email: 'a@b.in',
      days: 90,
      api: undefined,
    });
    expect(
      parseAdminArgs(['token', '--api', 'http://localhost:3000', '--days', '7']),
    ).toMatchObject({
      days: 7,
      api: 'http://localhost:3000',
    });
  });

  it('refuses a password on the command line and anything malformed, saying why', () => {
    expect(refusal(['--help'])).toBe('');
    expect(refusal(['create', '--email', 'a@b.in', '--password', 'secret'])).toBe(
      'Unknown option for create: --password',
    );
    expect(refusal(['create'])).toBe('create needs --email.');
    expect(refusal(['role', '--email', 'a@b.in', '--role', 'root'])).toBe(
      '--role must be one of client, therapist, owner, finance, support.',
    );
    // The old single team role is gone: today's admins are owners.
    expect(refusal(['role', '--email', 'a@b.in', '--role', 'admin'])).toBe(
      '--role must be one of client, therapist, owner, finance, support.',
    );
    expect(refusal(['create', '--email', 'a@b.in', '--role', 'client'])).toBe(
      '--role must be one of owner, finance, support.',
    );
    expect(refusal(['token', '--email', 'a@b.in', '--days', '0'])).toBe(
      '--days must be a whole number from 1 to 365.',
    );
    expect(refusal(['token'])).toBe('token needs --email (or --api <url>).');
    expect(refusal(['create', '--email'])).toBe('--email needs a value.');
    expect(refusal(['delete'])).toBe('Unknown command: delete');
  });
});
