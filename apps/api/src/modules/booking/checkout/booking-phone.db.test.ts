import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../db/schema';
import { paidAppointment } from '../../../test/appointments-test-kit';
import { bookingScene } from '../../../test/booking-test-kit';
import { useTestApp } from '../../../test/harness';

const ctx = useTestApp();

const profilePhone = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } })).json()
    .userData.phone;

describe('the phone typed at booking', () => {
  it('becomes the account’s phone on My Profile when the account has none', async () => {
    const scene = await bookingScene(ctx);
    expect(await profilePhone(scene.client.token)).toBeNull();
    await paidAppointment(ctx, scene, '10:00', { clientPhone: '98765 43210' });
    expect(await profilePhone(scene.client.token)).toBe('+91 98765 43210');
  });

  it('never replaces a phone the account already has', async () => {
    const scene = await bookingScene(ctx);
    await ctx.db
      .update(accounts)
      .set({ phone: '+91 90000 11111' })
      .where(eq(accounts.id, scene.client.account.id));
    await paidAppointment(ctx, scene, '10:00', { clientPhone: '9876543210' });
    expect(await profilePhone(scene.client.token)).toBe('+91 90000 11111');
  });
});
