import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { myDataResponse, PRIVACY_MESSAGES } from '@app/domain/schemas/privacy';
import { accountDeletions, auditLog, contactMessages, mailOutbox, uploads } from '../../db/schema';
import { post, useClockedApp } from '../../test/booking-test-kit';
import { therapistBooking } from '../../test/dashboard-test-kit';
import { insertClient } from '../../test/factories';
import { getMyData } from '../../test/privacy-test-kit';

const ctx = useClockedApp().ctx;

describe('a therapist’s data rights', () => {
  it('downloads the profile, the documents’ details, the weekly hours and the sessions', async () => {
    const b = await therapistBooking(ctx);
    await ctx.db.insert(uploads).values({
      ownerAccountId: b.therapist.account.id,
      therapistId: b.t.id,
      kind: 'qualification_document',
      fileName: 'rci-licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      storageKey: 'documents/rci-licence.pdf',
    });
    const res = await getMyData(ctx, b.therapist.token);
    expect(res.statusCode).toBe(200);
    const data = myDataResponse.parse(res.json());
    expect(data.therapist?.profile).toMatchObject({
      slug: b.t.slug,
      status: 'approved',
      professionalTitle: 'Clinical Psychologist',
    });
    expect(data.therapist?.documents).toEqual([
      expect.objectContaining({ fileName: 'rci-licence.pdf', sizeBytes: 2048 }),
    ]);
    expect(JSON.stringify(data.therapist?.documents)).not.toContain('storageKey');
    expect(Object.values(data.therapist?.weeklyHours ?? {}).flat()).toContain('10:00');
    expect(data.therapist?.sessions.map((s) => s._id)).toEqual([b.appointmentId]);

    // A client's download has no therapist part.
    const client = myDataResponse.parse((await getMyData(ctx, b.client.token)).json());
    expect(client.therapist).toBeUndefined();
  });

  it('asks the team to close a therapist’s account: an inbox message, a mail and an audit entry', async () => {
    const therapist = await insertClient(ctx.db, {
      role: 'therapist',
      firstName: 'Asha',
      lastName: 'Rao',
    });
    const long = await post(
      ctx,
      '/api/user/close-account-request',
      { note: 'x'.repeat(501) },
      therapist.token,
    );
    expect([long.statusCode, long.json().message]).toEqual([400, PRIVACY_MESSAGES.closureNoteMax]);
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);

    const res = await post(
      ctx,
      '/api/user/close-account-request',
      { note: 'I am moving abroad.' },
      therapist.token,
    );
    expect(res.json()).toEqual({ success: true, message: PRIVACY_MESSAGES.closureRequested });
    const [message] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, therapist.account.email));
    expect(message).toMatchObject({ firstName: 'Asha', lastName: 'Rao', handledAt: null });
    expect(message?.message).toContain('Account closure request');
    expect(message?.message).toContain('I am moving abroad.');
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.subject)).toContain('Account closure request: Asha Rao');
    const actions = (await ctx.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain('account.closure_requested');
    // Nothing is deleted: the team closes the account after talking to the therapist.
    expect(await ctx.db.select().from(accountDeletions)).toEqual([]);
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { token: admin.token },
    });
    expect(JSON.stringify(inbox.json())).toContain('Account closure request');
  });

  it('tells a client to delete their account themselves', async () => {
    const client = await insertClient(ctx.db);
    const res = await post(ctx, '/api/user/close-account-request', {}, client.token);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      PRIVACY_MESSAGES.clientsCloseThemselves,
    ]);
    const anonymous = await post(ctx, '/api/user/close-account-request', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
