import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_TEXT } from '@app/domain/schemas/therapist-application';
import { accounts, auditLog, mailOutbox, therapists } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

async function scene(status: 'pending' | 'changes_requested' | 'approved' = 'pending') {
  const admin = await insertClient(ctx.db, { role: 'owner' });
  const applicant = await insertClient(ctx.db, {
    role: 'therapist',
    email: 'kavya@example.com',
    firstName: 'Dr.',
    lastName: 'Kavya Iyer',
  });
  const profile = await insertTherapist(ctx.db, {
    accountId: applicant.account.id,
    name: 'Dr. Kavya Iyer',
    slug: 'dr-kavya-iyer',
    email: 'kavya@example.com',
    degree: 'MA Psychology',
    experienceYears: 3,
    status,
  });
  return { admin, applicant, profile };
}

const details = {
  name: 'Dr. Kavya S. Iyer',
  professionalTitle: 'Counselling Psychologist',
  degree: 'M.Phil Clinical Psychology, RCI registered',
  experience: '7',
};

const row = async (id: string) =>
  (await ctx.db.select().from(therapists).where(eq(therapists.id, id)))[0]!;

describe('the therapist’s side of the review loop', () => {
  it('asked for changes, the therapist corrects the details, resubmits, and the team is mailed', async () => {
    const { admin, applicant, profile } = await scene();
    const asked = await call(
      admin.token,
      'POST',
      `/api/admin/therapists/${profile.id}/request-changes`,
      { reason: 'Please add your RCI registration to your qualifications.' },
    );
    expect(asked.statusCode).toBe(200);
    const toTherapist = (await ctx.db.select().from(mailOutbox))[0]!;
    expect(toTherapist.toAddress).toBe('kavya@example.com');
    expect(toTherapist.textBody).toContain('Resubmit for review');

    const saved = await call(applicant.token, 'PUT', '/api/dashboard/application', details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: APPLICATION_TEXT.saved,
      application: {
        name: 'Dr. Kavya S. Iyer',
        professionalTitle: 'Counselling Psychologist',
        degree: 'M.Phil Clinical Psychology, RCI registered',
        experience: 7,
        editable: true,
      },
    });
    expect(await row(profile.id)).toMatchObject({
      name: 'Dr. Kavya S. Iyer',
      speciality: 'Counselling Psychologist',
      experienceYears: 7,
      status: 'changes_requested',
    });
    // The account follows the name, without the title as a first name.
    const [account] = await ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, applicant.account.id));
    expect([account!.firstName, account!.lastName]).toEqual(['Kavya', 'S. Iyer']);

    const overview = async () =>
      (await call(admin.token, 'GET', '/api/admin/overview')).json().counts;
    expect(await overview()).toMatchObject({ applications: 0, changesRequested: 1 });

    const resubmitted = await call(applicant.token, 'POST', '/api/dashboard/application/resubmit', {
      note: 'Added my RCI number.',
    });
    expect(resubmitted.json()).toEqual({ success: true, message: APPLICATION_TEXT.resubmitted });
    expect(await row(profile.id)).toMatchObject({ status: 'pending', statusReason: null });
    expect(await overview()).toMatchObject({ applications: 1, changesRequested: 0 });
    const queue = await call(admin.token, 'GET', '/api/admin/applications?status=pending');
    expect(queue.json().items.map((i: { id: string }) => i.id)).toEqual([profile.id]);

    const toTeam = (await ctx.db.select().from(mailOutbox)).find(
      (m) => m.toAddress !== 'kavya@example.com',
    );
    expect(toTeam?.subject).toBe('Application resubmitted: Dr. Kavya S. Iyer');
    expect(toTeam?.textBody).toContain('Please add your RCI registration to your qualifications.');
    expect(toTeam?.textBody).toContain('Added my RCI number.');
    const actions = (await ctx.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['therapist.application_updated', 'therapist.resubmitted']),
    );

    // Once back in the queue there is nothing to resubmit.
    const twice = await call(applicant.token, 'POST', '/api/dashboard/application/resubmit', {});
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      APPLICATION_TEXT.notChangesRequested,
    ]);
  });

  it('refuses bad details with the join form’s messages and changes nothing', async () => {
    const { applicant, profile } = await scene('changes_requested');
    for (const [patch, message] of [
      [{ name: '  ' }, 'Name is required'],
      [{ experience: 'ten' }, 'Years of experience must contain digits only'],
      [{ professionalTitle: 'Wizard' }, 'Please choose your professional title'],
      [{ degree: '' }, 'Qualifications are required'],
    ] as const) {
      const res = await call(applicant.token, 'PUT', '/api/dashboard/application', {
        ...details,
        ...patch,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const long = await call(applicant.token, 'POST', '/api/dashboard/application/resubmit', {
      note: 'x'.repeat(501),
    });
    expect([long.statusCode, long.json().message]).toEqual([400, APPLICATION_TEXT.noteMax]);
    expect(await row(profile.id)).toMatchObject({
      name: 'Dr. Kavya Iyer',
      degree: 'MA Psychology',
      status: 'changes_requested',
    });
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });

  it('once approved, the details go through the team; clients and admins cannot call it', async () => {
    const { admin, applicant, profile } = await scene('approved');
    expect((await call(applicant.token, 'GET', '/api/dashboard/application')).json()).toMatchObject(
      { application: { editable: false, experience: 3 } },
    );
    const res = await call(applicant.token, 'PUT', '/api/dashboard/application', details);
    expect([res.statusCode, res.json().message]).toEqual([409, APPLICATION_TEXT.notEditable]);
    expect((await row(profile.id)).name).toBe('Dr. Kavya Iyer');
    const client = await insertClient(ctx.db);
    for (const who of [client, admin]) {
      const r = await call(who.token, 'POST', '/api/dashboard/application/resubmit', {});
      expect(r.statusCode).toBe(403);
    }
  });
});
