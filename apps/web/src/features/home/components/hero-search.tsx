import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BOOKING_FEE_RUPEES } from '@app/domain/constants';
import { formatRupees } from '@app/domain/pricing';
import { buttonClasses } from '#components/ui/button';
import { Combobox } from '#components/ui/combobox';
import { SearchIcon } from '#components/ui/icons';
import { HeroIllustration } from './illustrations';
import { paths } from '#config/paths';
import { defineMessages } from '@app/domain/i18n/define';
import { displayName } from '@app/domain/i18n/display-names';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  eyebrow: { id: 'home.hero.eyebrow', defaultMessage: 'Therapy, in your language' },
  heading: { id: 'home.hero.heading', defaultMessage: 'Find a therapist you can trust' },
  lead: {
    id: 'home.hero.lead',
    defaultMessage:
      'Talk to a qualified therapist in India, online or in person. Reserve your session with a refundable {fee}, adjusted in the therapist’s final fee.',
  },
  searchLabel: { id: 'home.hero.searchLabel', defaultMessage: 'Find a therapist' },
  concern: { id: 'home.hero.concern', defaultMessage: 'I want help with...' },
  anyConcern: { id: 'home.hero.anyConcern', defaultMessage: 'Any concern' },
  language: { id: 'home.hero.language', defaultMessage: 'Language' },
  anyLanguage: { id: 'home.hero.anyLanguage', defaultMessage: 'Any language' },
  location: { id: 'home.hero.location', defaultMessage: 'Location' },
  anyCity: { id: 'home.hero.anyCity', defaultMessage: 'Any city' },
  find: { id: 'home.hero.find', defaultMessage: 'Find Therapists' },
  browseAll: { id: 'home.hero.browseAll', defaultMessage: 'Browse All Therapists' },
});

export type HeroOptions = { specialities: string[]; languages: string[]; locations: string[] };

/**
 * Home hero: three searchable dropdowns that open the listing with only the chosen filters. A
 * concern or a city typed in words of one's own ("panic attacks", "hydrabad") that is no listed
 * choice becomes the listing's text search; a listed city typed and not picked ("mumbai") is kept
 * as the location filter.
 */
type HeroChoice = { speciality: string; language: string; location: string };

// Back from the results finds the fields as they were: the choice is remembered for this history
// entry (its key), for the length of the browser session.
const storageKey = (entryKey: string) => `hero-search:${entryKey}`;

function savedChoice(entryKey: string): HeroChoice | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKey(entryKey));
    const saved: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof saved !== 'object' || saved === null) return undefined;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const s = saved as Record<string, unknown>;
    return {
      speciality: text(s.speciality),
      language: text(s.language),
      location: text(s.location),
    };
  } catch {
    return undefined;
  }
}

function saveChoice(entryKey: string, choice: HeroChoice) {
  try {
    window.sessionStorage.setItem(storageKey(entryKey), JSON.stringify(choice));
  } catch {
    // Storage may be unavailable (private mode, quota): the fields then start empty on Back.
  }
}

/** The listed choice the typed words name (any case), or null. */
function listed(choices: readonly string[], typed: string): string | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  return choices.find((c) => c.toLowerCase() === wanted) ?? null;
}

export function HeroSearch({ options }: { options: HeroOptions }) {
  const navigate = useNavigate();
  const t = useT();
  const entryKey = useLocation().key;
  const [saved] = useState(() => savedChoice(entryKey));
  const [speciality, setSpeciality] = useState(saved?.speciality ?? '');
  const [language, setLanguage] = useState(saved?.language ?? '');
  const [location, setLocation] = useState(saved?.location ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveChoice(entryKey, { speciality, language, location });
    const qs = new URLSearchParams();
    const concern = listed(options.specialities, speciality);
    const city = listed(options.locations, location);
    const words = [concern ? '' : speciality.trim(), city ? '' : location.trim()];
    if (concern) qs.set('speciality', concern);
    // Words that are no listed choice (a concern in one's own words, a misspelt or old city name)
    // become the listing's text search, which reads them as the listing's own box does.
    const text = words.filter(Boolean).join(' ');
    if (text) qs.set('q', text);
    if (language) qs.set('language', language);
    if (city) qs.set('location', city);
    void navigate(paths.therapists(qs));
  };

  return (
    <section className="bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.4fr_1fr] lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {t(M.eyebrow)}
          </p>
          <h1 className="mt-3 max-w-xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {t(M.heading)}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            {t(M.lead, { fee: formatRupees(BOOKING_FEE_RUPEES) })}
          </p>
        </div>
        <div className="hidden justify-center lg:flex">
          <HeroIllustration />
        </div>
        <form
          onSubmit={onSubmit}
          role="search"
          aria-label={t(M.searchLabel)}
          className="grid gap-3 lg:col-span-2 lg:-mt-4 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end rounded-card border border-slate-200 bg-white p-4 shadow-raised sm:grid-cols-3 sm:p-5"
        >
          <Combobox
            label={t(M.concern)}
            placeholder={t(M.anyConcern)}
            optionLabel={(o) => displayName(t, 'speciality', o)}
            options={options.specialities}
            value={speciality}
            onChange={setSpeciality}
            freeText
          />
          <Combobox
            label={t(M.language)}
            placeholder={t(M.anyLanguage)}
            optionLabel={(o) => displayName(t, 'language', o)}
            options={options.languages}
            value={language}
            onChange={setLanguage}
          />
          <Combobox
            label={t(M.location)}
            placeholder={t(M.anyCity)}
            optionLabel={(o) => displayName(t, 'city', o)}
            options={options.locations}
            value={location}
            onChange={setLocation}
            freeText
          />
          <div className="flex flex-col gap-3 sm:col-span-3 sm:flex-row lg:col-span-1">
            <button
              type="submit"
              className={buttonClasses('accent', 'lg', 'sm:flex-1 lg:flex-none')}
            >
              <SearchIcon width={20} height={20} />
              {t(M.find)}
            </button>
            <Link
              to={paths.therapists()}
              className={buttonClasses('secondary', 'lg', 'sm:flex-1 lg:flex-none')}
            >
              {t(M.browseAll)}
            </Link>
          </div>
        </form>
      </div>
    </section>
  );
}
