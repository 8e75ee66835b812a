import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';

const ctx = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const list = (token: string, subject: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/notes?subject=${encodeURIComponent(subject)}`,
    headers: { token },
  });
const add = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/notes', payload, headers: { token } });

describe('internal notes', () => {
  it('adds notes to a person and lists them oldest first with their author', async () => {
    const admin = await insertClient(ctx.db, {
      role: 'owner',
      firstName: 'Kiran',
      lastName: 'Das',
    });
    const person = await insertClient(ctx.db);
    const subject = `person:${person.account.id}`;
    expect((await list(admin.token, subject)).json()).toEqual({ success: true, notes: [] });
    const first = await add(admin.token, { subject, body: '  Called about a refund.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().note).toMatchObject({
      subject,
      body: 'Called about a refund.',
      authorName: 'Kiran Das',
    });
    await add(admin.token, { subject, body: 'Refund arrived.' });
    const notes = (await list(admin.token, subject)).json().notes;
    expect(notes.map((n: { body: string }) => n.body)).toEqual([
      'Called about a refund.',
      'Refund arrived.',
    ]);
  });

  it('refuses a subject that does not exist, a malformed one and an empty or long body', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    expect((await list(admin.token, `report:${UNKNOWN}`)).statusCode).toBe(404);
    expect(
      (await add(admin.token, { subject: `appointment:${UNKNOWN}`, body: 'x' })).statusCode,
    ).toBe(404);
    expect((await list(admin.token, 'person:42')).statusCode).toBe(400);
    expect((await list(admin.token, `therapist:${UNKNOWN}`)).statusCode).toBe(400);
    const subject = `person:${admin.account.id}`;
    expect((await add(admin.token, { subject, body: '   ' })).statusCode).toBe(400);
    expect((await add(admin.token, { subject, body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await list(admin.token, subject)).json().notes).toEqual([]);
  });

  it('is the team’s only: clients and therapists get 403', async () => {
    const client = await insertClient(ctx.db);
    const therapist = await insertClient(ctx.db, { role: 'therapist' });
    const subject = `person:${client.account.id}`;
    for (const caller of [client, therapist]) {
      expect((await list(caller.token, subject)).statusCode).toBe(403);
      expect((await add(caller.token, { subject, body: 'Sneaky.' })).statusCode).toBe(403);
    }
  });
});
