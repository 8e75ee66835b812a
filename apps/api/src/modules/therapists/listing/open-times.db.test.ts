import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { insertTherapist } from '../../../test/factories';
import { therapistHours } from '../../../db/schema';
import { readAvailabilityVersion } from './search.queries';
import { createOpenTimesMemory } from './open-times.service';

const ctx = useTestApp();

describe('the read model in memory', () => {
  it('catches up with every change the availability version announces, and only reads those', async () => {
    const every = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '18:00' }));
    const a = await insertTherapist(ctx.db, { hours: every });
    const b = await insertTherapist(ctx.db, { hours: every });
    const model = ctx.app.booking.availabilityModel!;
    await model.refresh([a.id, b.id]);
    const memory = createOpenTimesMemory({ db: ctx.db });
    const version = async () => (await readAvailabilityVersion(ctx.db)) ?? 0;

    const first = await memory.at(await version());
    expect(first.get(a.id)?.nextAvailable).not.toBeNaN();
    expect(first.get(b.id)?.dayMasks.some((m) => m !== 0)).toBe(true);
    const bNext = first.get(b.id)?.nextAvailable;

    await ctx.db.delete(therapistHours).where(eq(therapistHours.therapistId, a.id));
    await model.refresh([a.id]);
    const second = await memory.at(await version());
    expect(second.get(a.id)?.nextAvailable).toBeNaN();
    expect(second.get(a.id)?.dayMasks.every((m) => m === 0)).toBe(true);
    expect(second.get(b.id)?.nextAvailable).toBe(bNext);

    // A refresh that finds the same open times moves no version and stamps no row.
    const before = await version();
    await model.refresh([b.id]);
    expect(await version()).toBe(before);
  });
});
