import { describe, expect, it } from 'vitest';
import { addressIn } from './language';
import { languageFromCookie, languageToOffer } from './language-choice';

describe('the language switch and offer', () => {
  it('opens the same page in the other language with its query and fragment', () => {
    expect(addressIn('/therapists?language=hindi&q=chinta', 'hi')).toBe(
      '/hi/therapists?language=hindi&q=chinta',
    );
    expect(addressIn('/', 'hi')).toBe('/hi');
    expect(addressIn('/hi/therapist/asha-rao#reviews', 'en')).toBe('/therapist/asha-rao#reviews');
    expect(addressIn('/about', 'en')).toBe('/about');
  });

  it('reads the remembered language from the cookie, ignoring anything else', () => {
    expect(languageFromCookie('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(languageFromCookie('xlang=hi')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('offers the remembered choice first, else what the browser asks for, never the same page', () => {
    expect(languageToOffer('en', null, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageToOffer('en', null, 'en-IN,en;q=0.9')).toBeNull();
    expect(languageToOffer('en', 'en', 'hi-IN')).toBeNull();
    expect(languageToOffer('en', 'hi', 'en-US')).toBe('hi');
    expect(languageToOffer('hi', 'hi', 'hi-IN')).toBeNull();
    expect(languageToOffer('hi', 'en', 'hi-IN')).toBe('en');
  });
});
