import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dbKind, resetDatabase, testDatabase } from '../../../test/harness';
import { insertClient, insertTherapist } from '../../../test/factories';
import { rows } from '../../../test/scale-kit';
import * as claims from './slot-claims.queries';

/**
 * A paid checkout confirming its hold while another client of the same therapist starts a
 * checkout: the second drops its old hold (which moves the therapist's slot version) and then
 * claims the first one's slot. Confirming must take the version row before the hold, as every
 * claimant does; taken the other way round PostgreSQL aborted one of the two to break the
 * deadlock, and the payment's verification answered 500.
 */
const onPglite = dbKind() !== 'postgres';
describe.skipIf(onPglite)(
  `confirming a hold beside a checkout of the same therapist${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    beforeEach(async () => resetDatabase(await testDatabase()));
    afterAll(async () => resetDatabase(await testDatabase()));

    it('never deadlocks: the claimant finds the slot taken and the payment books it', async () => {
      const database = await testDatabase();
      const { db } = database;
      const therapist = await insertTherapist(db);
      const payer = await insertClient(db);
      const other = await insertClient(db);
      const now = new Date();
      const paidSlot = new Date(now.getTime() + 3 * 86_400_000);
      const otherSlot = new Date(now.getTime() + 4 * 86_400_000);
      const expiresAt = new Date(now.getTime() + 10 * 60_000);
      const hold = (clientId: string, startsAt: Date) =>
        db.transaction((tx) =>
          claims.claimSlot(tx, {
            therapistId: therapist.id,
            startsAt,
            clientId,
            kind: 'payment',
            expiresAt,
            now,
          }),
        );
      const paidHold = await hold(payer.account.id, paidSlot);
      const oldHold = await hold(other.account.id, otherSlot);
      if (!paidHold || !oldHold) throw new Error('the holds were not taken');

      let proceed = () => {};
      const proceeding = new Promise<void>((resolve) => (proceed = resolve));
      let dropped = () => {};
      const oldHoldDropped = new Promise<void>((resolve) => (dropped = resolve));
      const checkout = db.transaction(async (tx) => {
        await claims.deleteHold(tx, oldHold.id);
        dropped();
        await proceeding;
        return claims.claimSlot(tx, {
          therapistId: therapist.id,
          startsAt: paidSlot,
          clientId: other.account.id,
          kind: 'payment',
          expiresAt,
          now,
        });
      });
      await oldHoldDropped;
      const confirming = db.transaction((tx) =>
        claims.confirmHold(tx, { holdId: paidHold.id, therapistId: therapist.id }),
      );
      // The confirmation waits for the checkout's version row before the checkout goes on.
      await expect
        .poll(async () => {
          const [waiting] = await rows<{ n: number }>(
            database,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return waiting?.n;
        })
        .toBe(1);
      proceed();

      const [claimed, confirmed] = await Promise.all([checkout, confirming]);
      expect(claimed).toBeNull();
      expect(confirmed).toBe(paidHold.id);
    });
  },
);
