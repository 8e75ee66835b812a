import { formatRupees } from '@app/domain/pricing';
import type { CancellationRequest } from '@app/domain/schemas/appointments';

export const DECISION_COMMANDS = [
  'approve-cancellation',
  'reject-cancellation',
  'therapist-cancellation',
  'confirm',
  'complete',
  'not-attended',
] as const;
export type DecisionCommand = (typeof DECISION_COMMANDS)[number];

export type CliArgs =
  | { command: DecisionCommand; appointmentId: string; reason?: string; api?: string }
  | { command: 'list-requests'; api?: string };

export const USAGE = `Usage: npm run appointments -- <command> [appointmentId] [--reason "..."] [--api <url>]

Commands:
  list-requests                          pending cancellation requests, oldest first
  approve-cancellation <id>              cancel, free the slot, refund per the policy
                                         (run again to retry a refund the provider did not receive)
  reject-cancellation <id> [--reason]    keep the appointment; the reason goes to the client
  therapist-cancellation <id> --reason   record the therapist's request (approved: full refund)
  confirm <id>                           the therapist accepted the session
  complete <id>                          the session took place
  not-attended <id>                      the client did not attend (no refund)

With --api <url> (or APP_URL) the command calls the running server with ADMIN_TOKEN (a long-lived
token from npm run admin -- token), or else signs in as ADMIN_EMAIL / ADMIN_PASSWORD for each call;
this is the way while the server holds the embedded database. Otherwise it opens
the database itself (DATABASE_URL, or the embedded one in DATA_DIR).`;

export class UsageError extends Error {}

const isDecision = (c: string): c is DecisionCommand =>
  (DECISION_COMMANDS as readonly string[]).includes(c);

/** Parses the command line; throws UsageError with what is wrong. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  const options: { reason?: string; api?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg.startsWith('--')) {
      const [flag, inline] = arg.split(/=(.*)/s, 2);
      if (flag !== '--reason' && flag !== '--api') throw new UsageError(`Unknown option ${arg}.`);
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value.`);
      options[flag === '--reason' ? 'reason' : 'api'] = value;
      continue;
    }
    positional.push(arg);
  }
  const [command, appointmentId, ...rest] = positional;
  if (!command) throw new UsageError('Name a command.');
  if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}.`);
  const api = options.api === undefined ? {} : { api: options.api };
  if (command === 'list-requests') {
    if (appointmentId) throw new UsageError('list-requests takes no appointment id.');
    return { command, ...api };
  }
  if (!isDecision(command)) throw new UsageError(`Unknown command ${command}.`);
  if (!appointmentId) throw new UsageError(`${command} needs an appointment id.`);
  const reason = options.reason?.trim();
  if (command === 'therapist-cancellation' && !reason)
    throw new UsageError('therapist-cancellation needs --reason "<the therapist\'s reason>".');
  if (reason && command !== 'therapist-cancellation' && command !== 'reject-cancellation')
    throw new UsageError(`${command} takes no --reason.`);
  return { command, appointmentId, ...(reason ? { reason } : {}), ...api };
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One line per pending request: what the admin needs to decide it. */
export function requestLine(r: CancellationRequest): string {
  const refund = r.refundPaise > 0 ? `refund ${formatRupees(r.refundPaise / 100)}` : 'no refund';
  return [
    r.id,
    `${r.slotDate} ${r.slotTime} IST`,
    r.therapistName,
    `client ${r.clientName} <${r.clientEmail}>`,
    `asked by ${r.requestedBy} at ${r.requestedAt}`,
    `${refund} (${r.rule})`,
    `reason: "${oneLine(r.reason)}"`,
  ].join(' | ');
}
