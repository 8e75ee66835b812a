import sharp from 'sharp';
import { expect, type APIRequestContext } from './fixtures';

/** What differs between the therapists the browser tests apply as. */
export interface JoinForm {
  name: string;
  email: string;
  password: string;
  experience: string;
  about: string;
  /** The same start times on every weekday. */
  hours: string[];
}

/** Applies through the join call as the form sends it (multipart, the dev human check). */
export async function joinAsTherapist(request: APIRequestContext, form: JoinForm) {
  const image = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#3b8f86' },
  })
    .jpeg()
    .toBuffer();
  const json = (v: unknown) => JSON.stringify(v);
  const res = await request.post('/api/doctor/join', {
    multipart: {
      name: form.name,
      email: form.email,
      password: form.password,
      phone: '9876543210',
      gender: 'Female',
      professionalTitle: 'Clinical Psychologist',
      degree: 'MA Psychology',
      experience: form.experience,
      fees: '1500',
      about: form.about,
      specialities: json(['Anxiety']),
      languages: json(['English']),
      sessionModes: json(['Online']),
      expertise: json(['Stress & Anxiety']),
      location: json({ city: 'Kochi' }),
      address: json({ line1: '', line2: '', pincode: '' }),
      timeSlots: json(
        Object.fromEntries(
          ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => [d, form.hours]),
        ),
      ),
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs in through the API and answers the session token. */
export async function tokenOf(request: APIRequestContext, credentials: object) {
  const login = await request.post('/api/user/login', { data: credentials });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}
