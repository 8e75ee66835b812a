import { describe, expect, it } from 'vitest';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { insertClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const ctx = useTestApp();

type Language = 'en' | 'hi';

const post = (url: string, payload: object, language: Language, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': language, ...(token ? { token } : {}) },
    payload,
  });

/** The same call in English and in Hindi: status and words of each. */
async function inBoth(
  call: (
    language: Language,
    n: number,
  ) => Promise<{ statusCode: number; json: () => { message: string } }>,
) {
  const answers = [];
  for (const [n, language] of (['en', 'hi'] as const).entries()) {
    const res = await call(language, n);
    answers.push([res.statusCode, res.json().message]);
  }
  return answers;
}

describe('what the account calls answer, in the caller’s language', () => {
  it('answers a new account in Hindi, and in English as before', async () => {
    const answers = await inBoth((language, n) =>
      post(
        '/api/user/register',
        {
          first_name: 'Asha',
          last_name: 'Rao',
          username: `asha_${n}`,
          email: `asha${n}@example.in`,
          password: 'secret-pass',
          turnstileToken: DEV_HUMAN_TOKEN,
        },
        language,
      ),
    );
    expect(answers).toEqual([
      [200, 'Account created successfully'],
      [200, 'आपका खाता बन गया है।'],
    ]);
  });

  it('answers a saved profile, a reset link and a sign-out in Hindi', async () => {
    const profile = await inBoth(async (language, n) =>
      post(
        '/api/user/update-profile',
        { firstName: 'Meera', lastName: 'Iyer', username: `meera_${n}` },
        language,
        (await insertClient(ctx.db)).token,
      ),
    );
    expect(profile).toEqual([
      [200, 'Profile updated successfully'],
      [200, 'प्रोफ़ाइल अपडेट हो गई है।'],
    ]);
    const reset = await inBoth((language) =>
      post('/api/user/forgot-password', { email: 'nobody@example.in' }, language),
    );
    expect(reset).toEqual([
      [200, 'Password reset link sent to your email'],
      [200, 'पासवर्ड रीसेट करने का लिंक आपके ईमेल पर भेज दिया गया है'],
    ]);
    const logout = await inBoth(async (language) =>
      post('/api/user/logout', {}, language, (await insertClient(ctx.db)).token),
    );
    expect(logout).toEqual([
      [200, 'Logged out successfully'],
      [200, 'आप लॉग आउट हो गए हैं।'],
    ]);
  });
});
