import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOIN_LIMITS } from '@app/domain/schemas/therapist-join';
import { therapists } from '../../../db/schema';
import { therapistScene } from '../../../test/dashboard-test-kit';
import { useTestApp } from '../../../test/harness';
import { joinFields, jpegWithExif, postJoin } from '../../../test/join-kit';

const ctx = useTestApp();

const HINDI = 'मैं चिंता और तनाव से जूझ रहे वयस्कों के साथ काम करती हूँ।';

const profileBody = {
  about: 'I help adults with anxiety and low mood, using CBT.',
  fees: '1800',
  specialities: ['Anxiety'],
  languages: ['English', 'Hindi'],
  sessionModes: ['Online'],
  expertise: ['Stress & Anxiety'],
  location: { city: 'Pune' },
  address: { line1: '', line2: '', pincode: '' },
};

const join = async (overrides: Parameters<typeof joinFields>[0]) =>
  postJoin(ctx.app, joinFields(overrides), {
    image: { name: 'me.jpg', type: 'image/jpeg', data: await jpegWithExif() },
  });

const rowOf = async (email: string) =>
  (await ctx.db.select().from(therapists).where(eq(therapists.email, email)))[0];

describe('the optional Hindi introduction', () => {
  it('is saved from the join form when written, and left empty when not', async () => {
    const withHindi = await join({ aboutHi: `  ${HINDI}  ` });
    expect(withHindi.statusCode, withHindi.body).toBe(200);
    expect((await rowOf('asha.rao@example.com'))?.aboutHi).toBe(HINDI);

    const without = await join({ email: 'meera@example.com' });
    expect(without.statusCode, without.body).toBe(200);
    expect((await rowOf('meera@example.com'))?.aboutHi).toBeNull();
  });

  it('is held to the English one’s length limit, on joining and in the dashboard', async () => {
    const long = 'क'.repeat(JOIN_LIMITS.aboutChars + 1);
    const joined = await join({ aboutHi: long });
    expect(joined.statusCode).toBe(400);
    expect(await rowOf('asha.rao@example.com')).toBeUndefined();

    const { therapist, t } = await therapistScene(ctx);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/profile',
      headers: { token: therapist.token },
      payload: { ...profileBody, aboutHi: long },
    });
    expect(saved.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
    expect(row?.aboutHi).toBeNull();
  });

  it('is edited in the dashboard, read back there and shown on the public profile', async () => {
    const { therapist, t } = await therapistScene(ctx);
    const put = (aboutHi?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/dashboard/profile',
        headers: { token: therapist.token },
        payload: { ...profileBody, ...(aboutHi === undefined ? {} : { aboutHi }) },
      });
    const publicAbout = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${t.slug}` });
      expect(res.statusCode).toBe(200);
      const doctor = res.json().data as { about: string; aboutHi?: string };
      return { about: doctor.about, aboutHi: doctor.aboutHi };
    };

    const saved = await put(HINDI);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ about: profileBody.about, aboutHi: HINDI });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/profile',
      headers: { token: therapist.token },
    });
    expect(read.json().profile.aboutHi).toBe(HINDI);
    expect(await publicAbout()).toEqual({ about: profileBody.about, aboutHi: HINDI });

    // Emptied (or left out), the profile has no Hindi introduction again.
    expect((await put('   ')).json().profile.aboutHi).toBe('');
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
    expect(row?.aboutHi).toBeNull();
    expect(await publicAbout()).toEqual({ about: profileBody.about, aboutHi: undefined });
  });
});
