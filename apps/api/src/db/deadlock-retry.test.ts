import { describe, expect, it } from 'vitest';
import { retryingDeadlocks } from './deadlock-retry';

const deadlock = () =>
  Object.assign(new Error('Failed query: insert …'), {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  });

describe('retryingDeadlocks', () => {
  it('runs a transaction PostgreSQL aborted for a deadlock again, and answers its result', async () => {
    let runs = 0;
    const result = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'held';
    });
    expect([result, runs]).toEqual(['held', 3]);
  });

  it('gives up after its attempts, and never runs again for any other failure', async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw deadlock();
      }, 2),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
    runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});
