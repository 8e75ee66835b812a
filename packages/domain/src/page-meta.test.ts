import { describe, expect, it } from 'vitest';
import {
  fullTitle,
  HOME_META,
  listingPageMeta,
  matchPage,
  professionalTitleOfSlug,
  therapistPageMeta,
} from './page-meta';
import { translatorFor } from './i18n/catalogues';

const SITE = 'Manas Care';

describe('matchPage', () => {
  it('knows the fixed pages, with or without a trailing slash', () => {
    expect(matchPage('/', SITE)).toMatchObject({ kind: 'page', meta: { canonicalPath: '/' } });
    expect(matchPage('/about/', SITE)).toMatchObject({
      kind: 'page',
      meta: { title: 'About Us', canonicalPath: '/about' },
    });
    expect(matchPage('/login', SITE)).toMatchObject({ kind: 'page', meta: { noIndex: true } });
    expect(matchPage('/join-therapist', SITE)).toMatchObject({
      kind: 'page',
      meta: { title: 'Join as Therapist', canonicalPath: '/join-therapist' },
    });
  });

  it('knows the dashboard and admin console, kept out of search engines', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/hours',
      '/dashboard/income',
      '/dashboard/calendar',
      '/dashboard/time-off',
      '/admin',
      '/admin/reports',
    ]) {
      expect(matchPage(path, SITE), path).toMatchObject({ kind: 'page', meta: { noIndex: true } });
    }
    for (const path of ['/dashboard/nope', '/dashboard/hours/x', '/admin/reports/x']) {
      expect(matchPage(path, SITE), path).toEqual({ kind: 'unknown' });
    }
  });

  it('titles listing routes from their slug and points /doctors at /therapists', () => {
    expect(matchPage('/therapists/clinical-psychologist', SITE)).toMatchObject({
      kind: 'page',
      meta: {
        title: 'Clinical Psychologist in India: Find Your Therapist',
        canonicalPath: '/therapists/clinical-psychologist',
      },
    });
    expect(matchPage('/doctors/Marriage-and-Family-Therapist', SITE)).toMatchObject({
      kind: 'page',
      meta: {
        title: 'Marriage and Family Therapist in India: Find Your Therapist',
        canonicalPath: '/therapists/marriage-and-family-therapist',
      },
    });
    expect(matchPage('/doctors', SITE)).toMatchObject({
      kind: 'page',
      meta: { canonicalPath: '/therapists' },
    });
  });

  it('answers not-found for a title the catalogue does not have or a slug that is not one', () => {
    for (const path of [
      '/therapists/nonexistent-title',
      '/therapists/Clinical_Psychologist',
      '/therapists/clinical--psychologist',
      '/doctors/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      expect(matchPage(path, SITE), path).toEqual({ kind: 'unknown' });
    }
  });

  it('gives the server and the app one listing head, keywords included', () => {
    expect(listingPageMeta('clinical-psychologist')).toEqual(
      (matchPage('/therapists/clinical-psychologist', SITE) as { meta: unknown }).meta,
    );
    expect(listingPageMeta('Psychiatrist')?.keywords).toContain('Psychiatrist');
    expect(listingPageMeta()?.keywords?.length).toBeGreaterThan(0);
    expect(listingPageMeta('nonexistent-title')).toBeNull();
    expect(professionalTitleOfSlug('art-therapist')).toBe('Art Therapist');
    expect(HOME_META.keywords?.length).toBeGreaterThan(0);
    expect(matchPage('/', SITE)).toMatchObject({ meta: HOME_META });
  });

  it('sends therapist pages to a lookup and everything else to not-found', () => {
    expect(matchPage('/therapist/dr-asha', SITE)).toEqual({
      kind: 'therapist',
      page: 'profile',
      slug: 'dr-asha',
    });
    expect(matchPage('/booking/dr-asha', SITE)).toMatchObject({ page: 'booking' });
    for (const path of ['/nope', '/therapist', '/therapist/a/b', '/about/x', '/therapist/%E0%A4']) {
      expect(matchPage(path, SITE), path).toEqual({ kind: 'unknown' });
    }
  });
});

describe('therapistPageMeta', () => {
  const t = {
    slug: 'dr-asha',
    name: 'Dr. Asha Rao',
    image: '/api/media/avatars/asha.svg',
    professionalTitle: '',
    speciality: 'Counsellor',
    languages: ['Hindi', 'English'],
    location: { city: 'Pune' },
  };

  it('previews a profile with the name, effective title and photo', () => {
    expect(therapistPageMeta(t, 'profile')).toEqual({
      title: 'Dr. Asha Rao, Counsellor',
      description:
        'Book an online or in-person session with Dr. Asha Rao, Counsellor in Pune. Languages: Hindi, English.',
      canonicalPath: '/therapist/dr-asha',
      image: '/api/media/avatars/asha.svg',
      type: 'profile',
    });
    const booking = therapistPageMeta(t, 'booking');
    expect(booking.noIndex).toBeUndefined();
    expect(booking.canonicalPath).toBe(`/therapist/${t.slug}`);
  });

  it('writes a Hindi head with Hindi catalogue names, the person’s name as written', () => {
    const hi = translatorFor('hi');
    expect(therapistPageMeta(t, 'profile', hi)).toMatchObject({
      title: 'Dr. Asha Rao, काउंसलर',
      description:
        'पुणे में Dr. Asha Rao, काउंसलर के साथ ऑनलाइन या आमने-सामने सेशन बुक करें। भाषाएँ: हिन्दी, अंग्रेज़ी।',
      canonicalPath: '/therapist/dr-asha',
    });
    expect(therapistPageMeta(t, 'booking', hi).title).toBe('Dr. Asha Rao के साथ सेशन बुक करें');
    expect(matchPage('/about', SITE, hi)).toMatchObject({ meta: { title: 'हमारे बारे में' } });
    expect(listingPageMeta(undefined, hi)?.keywords).toContain('थेरेपिस्ट');
  });

  it('appends the site name once', () => {
    expect(fullTitle('About Us', SITE)).toBe('About Us | Manas Care');
    expect(fullTitle('Manas Care blog', SITE)).toBe('Manas Care blog');
  });
});
