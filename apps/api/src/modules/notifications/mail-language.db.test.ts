import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { paidAppointment } from '../../test/appointments-test-kit';
import { bookingScene } from '../../test/booking-test-kit';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();
const DEVANAGARI = /[\u0900-\u097F]/;

/** Books and pays as a client who reads the product in `language`; answers their confirmation. */
async function confirmationTo(language: 'en' | 'hi') {
  const scene = await bookingScene(ctx);
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    payload: { language },
    headers: { token: scene.client.token },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await paidAppointment(ctx, scene);
  const mails = await ctx.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, scene.client.account.email),
        eq(mailOutbox.kind, 'booking.client-confirmation'),
      ),
    );
  expect(mails).toHaveLength(1);
  return { mail: mails[0]!, therapistEmail: scene.t.email };
}

describe('a booking confirmation speaks the language of the account', () => {
  it('is Hindi, subject and body, for a client whose account reads Hindi', async () => {
    const { mail } = await confirmationTo('hi');
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.subject).toContain('पुष्टि');
    expect(mail.textBody).toContain('नमस्ते');
    expect(mail.textBody).toContain('बुकिंग शुल्क');
    expect(mail.textBody).toContain('24 घंटे');
    expect(mail.textBody).not.toMatch(/awaits the therapist|Booking fee paid|Hello /);
  });

  it('is English for a client whose account reads English', async () => {
    const { mail } = await confirmationTo('en');
    expect(mail.subject).toMatch(/^Booking received, awaiting confirmation: /);
    expect(mail.subject).not.toMatch(DEVANAGARI);
    expect(mail.textBody).toContain("awaits the therapist's confirmation");
    expect(mail.textBody).toContain(
      'The booking fee is refundable if you cancel within 24 hours of booking.',
    );
    expect(mail.textBody).not.toMatch(DEVANAGARI);
  });

  it("writes the therapist's notice of the same booking in their own language, not the client's", async () => {
    const { therapistEmail } = await confirmationTo('hi');
    const [notice] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, therapistEmail!));
    expect(notice?.subject).toMatch(/^New booking: /);
  });
});
