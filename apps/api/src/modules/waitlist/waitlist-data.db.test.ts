import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { myDataResponse } from '@app/domain/schemas/privacy';
import { jobs, waitlistEntries, waitlistNotices } from '../../db/schema';
import { insertTherapist } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { post } from '../../test/booking-test-kit';
import { insertClient } from '../../test/factories';
import { deleteAccount, getMyData, PASSWORD, withPassword } from '../../test/privacy-test-kit';
import { ERASE_JOB } from '../privacy/privacy.service';

const ctx = useTestApp();
const day = (n: number) => toSlotDateKey(addIstDays(istToday(new Date()), n));

describe("a person's waitlist and their data rights", () => {
  it('is in their data copy, and goes with their account', async () => {
    const t = await insertTherapist(ctx.db, { name: 'Asha Rao' });
    const { account, token } = await insertClient(ctx.db);
    await withPassword(ctx, account.id);
    const joined = await post(
      ctx,
      '/api/user/waitlist',
      { docId: t.id, slotDate: day(2), slotDateTo: day(4), timeOfDay: 'evening' },
      token,
    );
    expect(joined.statusCode).toBe(200);
    await ctx.db.insert(waitlistNotices).values({
      accountId: account.id,
      therapistId: t.id,
      startsAt: new Date(Date.now() + 86_400_000),
    });

    const copy = myDataResponse.parse((await getMyData(ctx, token)).json());
    expect(copy.waitlist).toEqual([
      expect.objectContaining({
        therapistName: 'Asha Rao',
        slotDate: day(2),
        slotDateTo: day(4),
        timeOfDay: 'evening',
      }),
    ]);

    expect((await deleteAccount(ctx, token, PASSWORD)).statusCode).toBe(200);
    await ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, ERASE_JOB));
    await ctx.app.jobs.runDue();
    const left = await ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.accountId, account.id));
    const told = await ctx.db
      .select()
      .from(waitlistNotices)
      .where(eq(waitlistNotices.accountId, account.id));
    expect({ left, told }).toEqual({ left: [], told: [] });
  });
});
