import { ACCOUNT_ROLES, TEAM_ROLES, type AccountRole, type TeamRole } from '@app/domain/team-roles';

export type AdminCliArgs =
  | { command: 'create'; email: string; firstName: string; lastName: string; role: TeamRole }
  | { command: 'role'; email: string; role: AccountRole }
  | { command: 'token'; email?: string; days: number; api?: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email <email> [--role <owner|finance|support>] [--first-name <name>] [--last-name <name>]
      a new account of the admin team (an owner unless --role says otherwise); the password is
      asked for without echo, or read from the first line of standard input when it is not a
      terminal (e.g. printf '%s\\n' "$PW" | npm run admin -- create …)
  role --email <email> --role <owner|finance|support|client|therapist>
      changes an account's role (its sessions and tokens are revoked); owners may do anything,
      finance handles payments, refunds and exports, support people, appointments and messages
  token --email <email> [--days <1-365>]
      prints a long-lived API token of a team account (default 90 days), for commands such as
      ADMIN_TOKEN=… npm run appointments -- list-requests --api http://localhost:3000
  token --api <url> [--days <1-365>]
      the same through the running server, signing in once as ADMIN_EMAIL / ADMIN_PASSWORD
      (an owner's account)

Without --api the command opens the database itself (DATABASE_URL, or the embedded one in
DATA_DIR while the server is stopped).`;

export class AdminUsageError extends Error {}

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Parses the command line; throws AdminUsageError saying what is wrong ('' for --help). */
export function parseAdminArgs(argv: readonly string[]): AdminCliArgs {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help')
    throw new AdminUsageError('');
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (flag === '--help') throw new AdminUsageError('');
    if (!flag.startsWith('--')) throw new AdminUsageError(`Unexpected argument: ${flag}`);
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new AdminUsageError(`${flag} needs a value.`);
    options.set(flag.slice(2), value);
    i++;
  }
  const allow = (names: string[]) => {
    for (const k of options.keys())
      if (!names.includes(k)) throw new AdminUsageError(`Unknown option for ${command}: --${k}`);
  };
  const email = options.get('email');
  switch (command) {
    case 'create': {
      allow(['email', 'role', 'first-name', 'last-name']);
      if (!email) throw new AdminUsageError('create needs --email.');
      const role = options.get('role') ?? 'owner';
      if (!oneOf(TEAM_ROLES, role))
        throw new AdminUsageError(`--role must be one of ${TEAM_ROLES.join(', ')}.`);
      return {
        command,
        email,
        role,
        firstName: options.get('first-name') ?? 'Admin',
        lastName: options.get('last-name') ?? email.split('@')[0]!,
      };
    }
    case 'role': {
      allow(['email', 'role']);
      const role = options.get('role');
      if (!email || !role) throw new AdminUsageError('role needs --email and --role.');
      if (!oneOf(ACCOUNT_ROLES, role))
        throw new AdminUsageError(`--role must be one of ${ACCOUNT_ROLES.join(', ')}.`);
      return { command, email, role };
    }
    case 'token': {
      allow(['email', 'days', 'api']);
      const days = Number(options.get('days') ?? '90');
      if (!Number.isInteger(days) || days < 1 || days > 365)
        throw new AdminUsageError('--days must be a whole number from 1 to 365.');
      const api = options.get('api');
      if (!email && !api) throw new AdminUsageError('token needs --email (or --api <url>).');
      return { command, email, days, api };
    }
    default:
      throw new AdminUsageError(`Unknown command: ${command}`);
  }
}
