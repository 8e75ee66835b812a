import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';

const ctx = useTestApp();
let n = 0;

const register = (first_name: string, last_name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: `10.9.0.${++n}`,
    payload: {
      first_name,
      last_name,
      username: `person_${n}`,
      email: `person${n}@example.in`,
      password: 'Person#2026',
      turnstileToken: DEV_HUMAN_TOKEN,
    },
  });

const updateProfile = (token: string, firstName: string, lastName: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { token },
    payload: { firstName, lastName, username: `renamed_${++n}` },
  });

describe('names as Indians write them', () => {
  it('are taken at sign-up and on My Profile', async () => {
    for (const [first, last] of [
      ['K.', 'Ramesh'],
      ['Anne-Marie', "D'Souza"],
      ['प्रिया', 'Rao-Iyer'],
    ] as const) {
      const res = await register(first, last);
      expect(res.statusCode, `${first} ${last}: ${res.body}`).toBeLessThan(300);
    }
    const { token } = await insertClient(ctx.db);
    const res = await updateProfile(token, 'K. Ramesh', 'D’Souza-Iyer');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuse invisible direction controls with UNSAFE_TEXT, line breaks with the name rule', async () => {
    const rtl = await register('Rtl\u202Eevil', 'Rao');
    expect(rtl.statusCode).toBe(400);
    expect(rtl.json()).toMatchObject({ success: false, code: 'UNSAFE_TEXT', field: 'first_name' });

    const { token } = await insertClient(ctx.db);
    const hidden = await updateProfile(token, 'Asha', 'Rao\u200B');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ code: 'UNSAFE_TEXT', field: 'lastName' });

    const broken = await updateProfile(token, 'Asha\nRao', 'Rao');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'firstName',
      message: MESSAGES.profile.nameCharacters,
    });
  });

  it('refuse invisible controls in free text too, and keep its line breaks', async () => {
    const contact = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact/submit',
        remoteAddress: `10.9.1.${++n}`,
        payload: {
          first_name: 'Asha',
          email: 'asha@example.in',
          message,
          turnstileToken: DEV_HUMAN_TOKEN,
        },
      });
    const flipped = await contact('Please call me \u2066back\u2069 tomorrow.');
    expect(flipped.statusCode).toBe(400);
    expect(flipped.json()).toMatchObject({ code: 'UNSAFE_TEXT', field: 'message' });
    const lines = await contact('Please call me back.\nTomorrow, after 5 PM.');
    expect(lines.statusCode, lines.body).toBe(200);
  });
});
