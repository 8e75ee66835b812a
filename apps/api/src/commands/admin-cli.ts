/**
 * `npm run admin -- <command>`: team accounts, roles and long-lived API tokens (see ADMIN_USAGE).
 * Exits 0 on success, 1 when something failed or was refused, 2 on a usage error. A password is
 * never taken from the command line (it would stay in the shell history) and never echoed.
 */
import os from 'node:os';
import { formatIstMoment } from '@app/domain/ist';
import { runWhenMain } from '../shared/command-line';
import { ConfigError, loadConfig, type Config } from '../config';
import { openCommandStorage, type Storage } from '../db/command-storage';
import { DataDirLockedError } from '../db/data-dir-lock';
import { AppError } from '../shared/app-error';
import { createAdminAccounts } from '../modules/accounts/accounts.module';
import { ADMIN_USAGE, AdminUsageError, parseAdminArgs, type AdminCliArgs } from './admin-cli-args';

export interface AdminCliDeps {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The new admin's password: a hidden prompt on a terminal, else standard input. */
  readPassword: () => Promise<string>;
  fetch?: typeof fetch;
  openStorage?: (config: Config) => Promise<Storage>;
}

class Failure extends Error {}

function operator() {
  try {
    return `command line (${os.userInfo().username})`;
  } catch {
    return 'command line';
  }
}

async function direct(args: AdminCliArgs, deps: AdminCliDeps): Promise<string> {
  const config = loadConfig(deps.env);
  let storage: Storage;
  try {
    storage = await (deps.openStorage ?? openCommandStorage)(config);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new Failure(
        `The embedded database in ${config.dataDir} is in use by the running server (pid ${err.pid}). ` +
          'Stop it first, or make a token through it: npm run admin -- token --api <url> ' +
          '(with ADMIN_EMAIL and ADMIN_PASSWORD set).',
      );
    throw err;
  }
  try {
    const accounts = createAdminAccounts(storage.database.db);
    const by = { accountId: null, via: operator() };
    switch (args.command) {
      case 'create': {
        const password = await deps.readPassword();
        const made = await accounts.createTeamMember({ ...args, password }, by);
        return `Team account created: ${made.email} (${made.role})`;
      }
      case 'role': {
        const changed = await accounts.setRole(args.email, args.role, by);
        return changed.changed
          ? `${changed.email} is now ${changed.role}.`
          : `${changed.email} was ${changed.role} already.`;
      }
      case 'token': {
        const minted = await accounts.mintToken({ email: args.email! }, args.days, by);
        deps.err(`Token of ${args.email}, valid until ${formatIstMoment(minted.expiresAt)}:`);
        return minted.token;
      }
    }
  } finally {
    await storage.release();
  }
}

/** `token --api`: signs in once and asks the server for a token of that owner. */
async function tokenOverApi(args: { days: number; api: string }, deps: AdminCliDeps) {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = deps.env;
  if (!email || !password) throw new Failure('Set ADMIN_EMAIL and ADMIN_PASSWORD to sign in.');
  const http = deps.fetch ?? fetch;
  const root = args.api.replace(/\/+$/, '');
  const post = async (url: string, body: object, token?: string) => {
    try {
      const res = await http(`${root}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      return { ok: res.ok, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    } catch (err) {
      throw new Failure(`Cannot reach ${root}: ${(err as Error).message}`);
    }
  };
  const login = await post('/api/user/login', { email, password });
  if (!login.ok || typeof login.json.token !== 'string')
    throw new Failure(`Sign-in as ${email} failed: ${String(login.json.message ?? '')}`);
  const session = login.json.token;
  try {
    const res = await post('/api/admin/api-tokens', { days: args.days }, session);
    if (!res.ok || typeof res.json.token !== 'string')
      throw new Failure(`No token: ${String(res.json.message ?? 'refused')}`);
    deps.err(`Token of ${email}, valid until ${String(res.json.expiresAt)}:`);
    return res.json.token;
  } finally {
    await post('/api/user/logout', {}, session).catch(() => undefined);
  }
}

export async function runAdminCli(argv: readonly string[], deps: AdminCliDeps): Promise<number> {
  let args: AdminCliArgs;
  try {
    args = parseAdminArgs(argv);
  } catch (err) {
    if (!(err instanceof AdminUsageError)) throw err;
    (err.message ? deps.err : deps.out)(`${err.message ? `${err.message}\n\n` : ''}${ADMIN_USAGE}`);
    return err.message ? 2 : 0;
  }
  try {
    const line =
      args.command === 'token' && args.api
        ? await tokenOverApi({ days: args.days, api: args.api }, deps)
        : await direct(args, deps);
    deps.out(line);
    return 0;
  } catch (err) {
    if (err instanceof Failure || err instanceof ConfigError || err instanceof AppError) {
      deps.err(err.message);
      return 1;
    }
    throw err;
  }
}

/** Reads a password without echoing it: raw keystrokes on a terminal, else stdin's first line. */
export async function readPasswordFromTerminal(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let all = '';
    for await (const chunk of stdin) all += String(chunk);
    return all.split(/\r?\n/)[0] ?? '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve, reject) => {
      process.stderr.write(prompt);
      let value = '';
      stdin.setRawMode(true);
      stdin.resume();
      stdin.setEncoding('utf8');
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') {
            stdin.off('data', onData);
            stdin.setRawMode(false);
            stdin.pause();
            process.stderr.write('\n');
            resolve(value);
            return;
          }
          if (ch === '\u0003') {
            stdin.setRawMode(false);
            reject(new Failure('Cancelled.'));
            return;
          }
          if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
          else value += ch;
        }
      };
      stdin.on('data', onData);
    });
  const first = await ask('Password for the new admin (not shown): ');
  const again = await ask('Type it again: ');
  if (first !== again) throw new Failure('The two passwords differ: nothing was created.');
  return first;
}

runWhenMain(import.meta.url, (argv, io) =>
  runAdminCli(argv, { ...io, readPassword: readPasswordFromTerminal }),
);
