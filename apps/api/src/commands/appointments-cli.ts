/**
 * `npm run appointments -- <command> [appointmentId] [--reason "..."] [--api <url>]`: the admin
 * team's appointment decisions from a terminal (see USAGE). Prints one line per result and exits
 * 0 on success, 1 when something failed or was refused, 2 on a usage error.
 */
import os from 'node:os';
import { runWhenMain } from '../shared/command-line';
import {
  fromWireCancellationRequest,
  type AdminDecisionResponse,
  type CancellationRequest,
  type CancellationRequestItem,
} from '@app/domain/schemas/appointments';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type Config } from '../config';
import { NoDatabaseError, openCommandStorage, type Storage } from '../db/command-storage';
import { DataDirLockedError } from '../db/data-dir-lock';
import { AppError } from '../shared/app-error';
import type { AppointmentDecisions, DecisionActor } from '../modules/booking/booking.module';
import {
  parseCliArgs,
  requestLine,
  UsageError,
  USAGE,
  type CliArgs,
} from './appointments-cli-args';

export type { Storage };

export interface CliDeps {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
  /** Opens the database for direct use; by default as the server does, DATA_DIR lock included. */
  openStorage?: (config: Config) => Promise<Storage>;
}

type Result =
  | { ok: true; decision: AdminDecisionResponse }
  | { ok: true; requests: CancellationRequest[] }
  | { ok: false; message: string };

class CliFailure extends Error {}

async function openStorage(config: Config): Promise<Storage> {
  try {
    return await openCommandStorage(config);
  } catch (err) {
    if (err instanceof NoDatabaseError) throw new CliFailure(err.message);
    throw err;
  }
}

function operator(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function decide(
  decisions: AppointmentDecisions,
  args: CliArgs,
  actor: DecisionActor,
): Promise<Result> {
  try {
    switch (args.command) {
      case 'list-requests':
        return { ok: true, requests: await decisions.listRequests() };
      case 'approve-cancellation':
        return {
          ok: true,
          decision: await decisions.approveCancellation(args.appointmentId, actor),
        };
      case 'reject-cancellation':
        return {
          ok: true,
          decision: await decisions.rejectCancellation(args.appointmentId, actor, args.reason),
        };
      case 'therapist-cancellation':
        return {
          ok: true,
          decision: await decisions.therapistRequestsCancellation(
            args.appointmentId,
            args.reason ?? '',
            actor,
          ),
        };
      case 'confirm':
        return { ok: true, decision: await decisions.confirm(args.appointmentId, actor) };
      case 'complete':
        return { ok: true, decision: await decisions.complete(args.appointmentId, actor) };
      case 'not-attended':
        return { ok: true, decision: await decisions.notAttended(args.appointmentId, actor) };
    }
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}

/** Opens the database, runs the decision with the server's own wiring, delivers its mails. */
async function runDirect(args: CliArgs, deps: CliDeps): Promise<Result> {
  const config = loadConfig(deps.env);
  let storage: Storage;
  try {
    storage = await (deps.openStorage ?? openStorage)(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const id = 'appointmentId' in args ? ` ${args.appointmentId}` : '';
    throw new CliFailure(
      `The embedded database in ${config.dataDir} is in use by the running server (pid ${err.pid}). ` +
        `Run the command through the server instead: npm run appointments -- ${args.command}${id} ` +
        `--api ${config.publicUrl} (with ADMIN_EMAIL and ADMIN_PASSWORD set).`,
    );
  }
  try {
    const app = await buildApp({ config, database: storage.database, logger: false });
    try {
      const actor = { accountId: null, via: `command line (${operator()})` };
      const result = await decide(app.booking.decisions, args, actor);
      await app.jobs.runDue();
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await storage.release();
  }
}

/**
 * Calls the running server's admin routes with ADMIN_TOKEN (a long-lived token from
 * `npm run admin -- token`), or else signs in as ADMIN_EMAIL / ADMIN_PASSWORD for this one call.
 */
async function runOverApi(args: CliArgs, base: string, deps: CliDeps): Promise<Result> {
  const apiToken = deps.env.ADMIN_TOKEN?.trim();
  const email = deps.env.ADMIN_EMAIL;
  const password = deps.env.ADMIN_PASSWORD;
  if (!apiToken && (!email || !password))
    throw new CliFailure(
      'Set ADMIN_TOKEN (npm run admin -- token), or ADMIN_EMAIL and ADMIN_PASSWORD, to call the server.',
    );
  const http = deps.fetch ?? fetch;
  const root = base.replace(/\/+$/, '');
  const call = async (method: string, url: string, body?: object, token?: string) => {
    let res: Response;
    try {
      res = await http(`${root}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { token } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (err) {
      throw new CliFailure(`Cannot reach ${root}: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      ok: res.ok,
      status: res.status,
      json,
      message: String(json.message ?? `HTTP ${res.status}`),
    };
  };

  let token = apiToken;
  if (!token) {
    const login = await call('POST', '/api/user/login', { email, password });
    if (!login.ok || typeof login.json.token !== 'string')
      throw new CliFailure(`Sign-in as ${email} failed: ${login.message}`);
    token = login.json.token;
  }
  const answer = <T>(
    res: Awaited<ReturnType<typeof call>>,
    ok: (json: Record<string, unknown>) => T,
  ) => {
    if (res.status === 401 && apiToken)
      throw new CliFailure(
        'ADMIN_TOKEN was refused: it expired or was revoked. Make a new one with npm run admin -- token.',
      );
    return res.ok ? ok(res.json) : ({ ok: false, message: res.message } as const);
  };
  try {
    if (args.command === 'list-requests') {
      const res = await call('GET', '/api/admin/cancellation-requests', undefined, token);
      return answer(res, (json) => ({
        ok: true as const,
        requests: (json.requests as CancellationRequestItem[]).map(fromWireCancellationRequest),
      }));
    }
    const body = 'reason' in args && args.reason ? { reason: args.reason } : {};
    const url = `/api/admin/appointments/${encodeURIComponent(args.appointmentId)}/${args.command}`;
    const res = await call('POST', url, body, token);
    return answer(res, (json) => ({ ok: true as const, decision: json as AdminDecisionResponse }));
  } finally {
    // A session made for this call ends with it; a long-lived token stays.
    if (!apiToken) await call('POST', '/api/user/logout', {}, token).catch(() => undefined);
  }
}

/** Runs one command; answers the exit code. */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    (err.message ? deps.err : deps.out)(`${err.message ? `${err.message}\n\n` : ''}${USAGE}`);
    return err.message ? 2 : 0;
  }
  const base = args.api ?? deps.env.APP_URL;
  const label = 'appointmentId' in args ? `${args.appointmentId}: ` : '';
  let result: Result;
  try {
    result = base ? await runOverApi(args, base, deps) : await runDirect(args, deps);
  } catch (err) {
    if (err instanceof CliFailure || err instanceof ConfigError) {
      deps.err(err.message);
      return 1;
    }
    throw err;
  }
  if (!result.ok) {
    deps.err(`${label}${result.message}`);
    return 1;
  }
  if ('requests' in result) {
    if (result.requests.length === 0) deps.out('No pending cancellation requests.');
    for (const r of result.requests) deps.out(requestLine(r));
    return 0;
  }
  const line = `${label}${result.decision.message}`;
  if (result.decision.refundRetryNeeded) {
    deps.err(line);
    return 1;
  }
  deps.out(line);
  return 0;
}

runWhenMain(import.meta.url, runCli);
