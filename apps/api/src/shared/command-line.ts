import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a maintenance command reads and writes; tests hand in their own. */
export interface CommandIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Runs `command` with the process's arguments when the file at `moduleUrl` is the one node was
 * started with (so tests can import the file without running it). The exit code is the command's;
 * an unexpected error prints one line and exits 1.
 */
export function runWhenMain(
  moduleUrl: string,
  command: (argv: string[], io: CommandIo) => Promise<number>,
): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(path.resolve(entry)).href) return;
  void (async () => {
    const dotenv = await import('dotenv');
    dotenv.config({ quiet: true });
    return command(process.argv.slice(2), {
      env: process.env,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  })().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(
        `The command failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
