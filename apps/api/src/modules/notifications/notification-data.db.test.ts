import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, notificationSettings, phoneVerifications, textMessages } from '../../db/schema';
import { paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';
import { useTestApp } from '../../test/harness';
import { PASSWORD, deleteAccount, getMyData, withPassword } from '../../test/privacy-test-kit';
import { testGateway } from '../../test/test-gateway';
import { ERASE_JOB } from '../privacy/privacy.service';

const ctx = useTestApp({ paymentProvider: testGateway() });
const PHONE = '+919812345678';

describe("a person's phone, choices and texts in their data rights", () => {
  it('are in the copy of their data, and erased with the account', async () => {
    const scene = await bookingScene(ctx);
    const accountId = scene.client.account.id;
    await withPassword(ctx, accountId);
    await ctx.db.insert(notificationSettings).values({
      accountId,
      phone: PHONE,
      phoneVerifiedAt: new Date(),
      smsBookings: true,
      smsReminders: true,
      whatsappBookings: true,
      whatsappReminders: true,
      whatsappConsentAt: new Date(),
      whatsappConsentWording: 'Send me booking notices on WhatsApp',
    });
    await ctx.db.insert(phoneVerifications).values({
      accountId,
      phone: '+919800000000',
      codeHash: 'hash',
      expiresAt: new Date(Date.now() + 600_000),
    });
    await paidAppointment(ctx, scene);

    const mine = await getMyData(ctx, scene.client.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const copy = mine.json().notifications;
    expect(copy).toMatchObject({
      phone: PHONE,
      whatsappConsent: { wording: 'Send me booking notices on WhatsApp' },
    });
    expect(copy.texts.length).toBeGreaterThanOrEqual(2);
    expect(copy.texts.every((t: { to: string }) => t.to === PHONE)).toBe(true);

    expect((await deleteAccount(ctx, scene.client.token, PASSWORD)).statusCode).toBe(200);
    await ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, ERASE_JOB));
    await ctx.app.jobs.runDue();

    expect(
      await ctx.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.accountId, accountId)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.accountId, accountId)),
    ).toEqual([]);
    const left = JSON.stringify(await ctx.db.select().from(textMessages));
    expect(left).not.toContain(PHONE.slice(3));
    expect(left).not.toContain(scene.client.account.id);
  });
});
