import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../app/router';
import { paths } from './paths';

describe('paths', () => {
  it('builds the fixed addresses of the spec', () => {
    expect(paths.home()).toBe('/');
    expect(paths.therapists()).toBe('/therapists');
    expect(paths.contact()).toBe('/contact');
    expect(paths.terms()).toBe('/terms-and-conditions');
    expect(paths.refunds()).toBe('/cancellation-refunds-policy');
    expect(paths.privacyPolicy()).toBe('/privacy-policy');
    expect(paths.joinTherapist()).toBe('/join-therapist');
    expect(paths.myAppointments()).toBe('/my-appointments');
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.dashboard('featured')).toBe('/dashboard/featured');
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin('')).toBe('/admin');
    expect(paths.admin('applications', { status: 'changes_requested' })).toBe(
      '/admin/applications?status=changes_requested',
    );
  });

  it('carries listing filters as a query', () => {
    expect(paths.therapists({ language: 'hindi' })).toBe('/therapists?language=hindi');
    const tags = new URLSearchParams();
    tags.append('speciality', 'Anxiety & Stress');
    tags.append('speciality', 'Grief');
    expect(paths.therapists(tags)).toBe(
      '/therapists?speciality=Anxiety+%26+Stress&speciality=Grief',
    );
    expect(paths.therapists(new URLSearchParams())).toBe('/therapists');
  });

  it('writes the slot choice and where the visit began', () => {
    const choice = { date: '14_3_2026', time: '18:00', mode: 'in-person' as const };
    expect(paths.booking('asha-rao', choice, { fromProfile: true })).toBe(
      '/booking/asha-rao?date=14_3_2026&time=18%3A00&mode=in-person&from=profile',
    );
    expect(paths.booking('asha-rao')).toBe('/booking/asha-rao');
    expect(paths.booking('asha-rao', {}, { fromProfile: true })).toBe(
      '/booking/asha-rao?from=profile',
    );
    expect(paths.appointment('d1', { date: '14_3_2026', time: null })).toBe(
      '/appointment/d1?date=14_3_2026',
    );
    expect(paths.therapist('a/b c')).toBe('/therapist/a%2Fb%20c');
  });

  it('sends sign-in back where the visit was, URL-encoded, and leaves out the default', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ mode: 'login' })).toBe('/login?mode=login');
    expect(paths.login({ mode: 'login', redirect: '/' })).toBe('/login?mode=login');
    expect(paths.login({ mode: 'login', redirect: '/', keepRoot: true })).toBe(
      '/login?mode=login&redirect=%2F',
    );
    expect(paths.login({ mode: 'login', redirect: '/my-profile' })).toBe(
      '/login?mode=login&redirect=%2Fmy-profile',
    );
    expect(paths.login({ redirect: '/dashboard/featured' })).toBe(
      '/login?redirect=%2Fdashboard%2Ffeatured',
    );
    const back = paths.booking('asha-rao', { date: '14_3_2026', time: '18:00' });
    const url = new URL(paths.login({ mode: 'signup', redirect: back }), 'https://example.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('mode')).toBe('signup');
    expect(url.searchParams.get('redirect')).toBe(back);
  });

  it('every built address is one the router draws (not its catch-all)', () => {
    const built = [
      paths.home(),
      paths.therapists({ language: 'hindi' }),
      paths.therapist('asha-rao'),
      paths.booking('asha-rao', { date: '14_3_2026' }),
      paths.appointmentReview(),
      paths.appointment('d1'),
      paths.verify(),
      paths.login({ mode: 'login' }),
      paths.forgotPassword(),
      paths.resetPassword(),
      paths.myProfile(),
      paths.myAppointments(),
      paths.contact(),
      paths.about(),
      paths.privacyPolicy(),
      paths.terms(),
      paths.refunds(),
      paths.joinTherapist(),
      paths.specialties(),
      paths.dashboard(),
      paths.dashboard('hours'),
      paths.dashboard('profile'),
      paths.dashboard('income'),
      paths.dashboard('featured'),
      paths.admin(),
      paths.admin('reports'),
    ];
    for (const href of built) {
      const matches = matchRoutes(routes, new URL(href, 'https://example.test').pathname) ?? [];
      expect(matches.at(-1)?.route.path, href).not.toBe('*');
      expect(matches.length, href).toBeGreaterThan(0);
    }
  });
});

describe('every dashboard section is a page the server knows', () => {
  it('answers each section with the app, not 404', async () => {
    const { matchPage } = await import('@app/domain/page-meta');
    const { dashboardSections } = await import('./paths');
    for (const section of Object.keys(dashboardSections) as (keyof typeof dashboardSections)[]) {
      const path = paths.dashboard(section);
      expect(matchPage(path, 'Site').kind, path).toBe('page');
    }
  });
});
