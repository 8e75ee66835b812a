/** PostgreSQL's code for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

function isDeadlock(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e;) {
    if (e.code === DEADLOCK_DETECTED) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock, as its manual asks of
 * applications: the aborted attempt left nothing behind, so the next one starts clean. Only for
 * transactions with no effect outside the database.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
    }
  }
}
