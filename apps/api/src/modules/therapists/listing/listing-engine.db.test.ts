import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { insertTherapist } from '../../../test/factories';
import { therapistHours, therapists } from '../../../db/schema';
import { readAvailabilityVersion, readListingRevision } from './search.queries';
import { createListingEngine } from './listing-engine.service';
import { RESET_ID } from './listing-feed.queries';

const ctx = useTestApp();

const log = { warn: () => {} };
const versions = async () => ({
  listing: await readListingRevision(ctx.db),
  availability: (await readAvailabilityVersion(ctx.db)) ?? 0,
});

/**
 * Rows of the listing's change feed a reader starting now reads: one per therapist written since
 * the last TRUNCATE's stamp (the nil id), deleted ones included.
 */
const feedRows = async () =>
  (
    (await ctx.db.execute(
      sql`select count(*)::int as n from listing_changes where revision > coalesce(
        (select revision from listing_changes where therapist_id = ${RESET_ID}), 0)`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('the listing engine follows the database row by row', () => {
  it('reads every therapist at start, then only the rows each write stamps', async () => {
    const a = await insertTherapist(ctx.db, { name: 'Asha Rao', feeRupees: 1000 });
    const b = await insertTherapist(ctx.db, { name: 'Bela Sen' });
    const engine = createListingEngine({
      db: ctx.db,
      listingCutoff: ctx.config.listingCutoff,
      log,
    });
    const store = await engine.at(await versions());
    expect(store.size).toBe(2);
    // The whole feed once: these two, and the therapists deleted before this test, each noted once.
    const atStart = engine.stats().therapistRows;
    expect(atStart).toBe(await feedRows());

    await ctx.db.update(therapists).set({ feeRupees: 2000 }).where(eq(therapists.id, a.id));
    await engine.at(await versions());
    expect(store.column('fee')[store.slotOf.get(a.id)!]).toBe(2000);
    expect(engine.stats().therapistRows).toBe(atStart + 1);

    // A like moves no listing version, but the engine follows it (the likes order).
    await ctx.db
      .update(therapists)
      .set({ likes: sql`${therapists.likes} + 5` })
      .where(eq(therapists.id, b.id));
    await engine.at(await versions());
    expect(store.column('likes')[store.slotOf.get(b.id)!]).toBe(5);
    expect(store.ids[store.orders.likes.slots[0]!]).toBe(b.id);

    // Suspended, then deleted: out of the listing either way.
    await ctx.db.update(therapists).set({ status: 'suspended' }).where(eq(therapists.id, a.id));
    await engine.at(await versions());
    expect(store.slotOf.has(a.id)).toBe(false);
    await ctx.db.update(therapists).set({ status: 'approved' }).where(eq(therapists.id, a.id));
    await engine.at(await versions());
    expect(store.slotOf.has(a.id)).toBe(true);
    await ctx.db.delete(therapists).where(eq(therapists.id, a.id));
    await engine.at(await versions());
    expect(store.slotOf.has(a.id)).toBe(false);
    expect(store.size).toBe(1);

    // A reset of the data (TRUNCATE) empties it: nothing read before stands.
    const resets = engine.stats().resets;
    await ctx.db.execute(sql`TRUNCATE therapists CASCADE`);
    const c = await insertTherapist(ctx.db);
    await engine.at(await versions());
    expect([...store.slotOf.keys()]).toEqual([c.id]);
    expect(engine.stats().resets).toBe(resets + 1);
  });

  it('catches up with every change the availability version announces, and only reads those', async () => {
    const every = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '18:00' }));
    const a = await insertTherapist(ctx.db, { hours: every });
    const b = await insertTherapist(ctx.db, { hours: every });
    const model = ctx.app.booking.availabilityModel!;
    await model.refresh([a.id, b.id]);
    const engine = createListingEngine({
      db: ctx.db,
      listingCutoff: ctx.config.listingCutoff,
      log,
    });
    const store = await engine.at(await versions());
    const openOf = (id: string) => store.openTimes[store.slotOf.get(id)!];
    expect(openOf(a.id)?.nextAvailable).not.toBeNaN();
    expect(openOf(b.id)?.dayMasks.some((m) => m !== 0)).toBe(true);
    const bNext = openOf(b.id)?.nextAvailable;
    const readBefore = engine.stats().openTimeRows;

    await ctx.db.delete(therapistHours).where(eq(therapistHours.therapistId, a.id));
    await model.refresh([a.id]);
    await engine.at(await versions());
    expect(openOf(a.id)?.nextAvailable).toBeNaN();
    expect(openOf(a.id)?.dayMasks.every((m) => m === 0)).toBe(true);
    expect(openOf(b.id)?.nextAvailable).toBe(bNext);
    expect(engine.stats().openTimeRows).toBe(readBefore + 1);
    expect(store.ids[store.orders.soonest.slots[0]!]).toBe(b.id);

    // A refresh that finds the same open times moves no version and stamps no row.
    const before = await versions();
    await model.refresh([b.id]);
    expect(await versions()).toEqual(before);
  });
});
