import { LANGUAGES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import type { Language, ProfessionalTitle, SpecialityTag } from '@app/domain/catalogues';
import type { City } from './places';
import type { Rng } from './prng';

/**
 * 1–4 languages a therapist in this city with this mother tongue plausibly offers: English for
 * most, the mother tongue, often the city's own language, Hindi where it is an everyday language.
 */
export function languagesFor(
  rng: Rng,
  p: { place: City; mother: Language; title: ProfessionalTitle },
): Language[] {
  const english = rng.chance(p.title === 'Psychiatrist' ? 0.98 : 0.9);
  const [local, ...others] = p.place.languages;
  const ordered: Language[] = [];
  if (english) ordered.push('English');
  ordered.push(p.mother);
  if (local !== undefined && (!english || rng.chance(0.65))) ordered.push(local);
  if (rng.chance(p.place.hindiBelt ? 0.85 : 0.3)) ordered.push('Hindi');
  for (const other of others) if (rng.chance(0.25)) ordered.push(other);
  const chosen = [...new Set(ordered)].slice(0, 4);
  return LANGUAGES.filter((l) => chosen.includes(l));
}

const SPEAKING_TAGS: Partial<Record<Language, SpecialityTag>> = {
  Bengali: 'Bengali-Speaking Therapist',
  Hindi: 'Hindi-Speaking Therapist',
  Tamil: 'Tamil-Speaking Therapist',
  Telugu: 'Telugu-Speaking Therapist',
};
const CONDITIONAL = new Set<SpecialityTag>([
  'Bengali-Speaking Therapist',
  'Hindi-Speaking Therapist',
  'Tamil-Speaking Therapist',
  'Telugu-Speaking Therapist',
  'In-Person Counseling',
  'Online Counseling',
]);
const COMMON: readonly SpecialityTag[] = [
  'Anxiety',
  'Depression',
  'Stress Management',
  'Self-Esteem Issues',
  'Relationship Issues',
  'Adult Therapy',
  'LGBTQ+ Counseling',
  'Mindfulness-Based Therapy',
  'Workplace Stress',
  'Grief Counseling',
  'Career Counseling',
  'Cognitive Behavioral Therapy (CBT)',
  'Solution-Focused Therapy',
];
const ANY = SPECIALITY_TAGS.filter((t) => !CONDITIONAL.has(t));

/** 3–8 speciality tags: the profession's core first, then common ones; language and mode tags only when true. */
export function specialitiesFor(
  rng: Rng,
  p: {
    core: readonly SpecialityTag[];
    languages: readonly Language[];
    online: boolean;
    inPerson: boolean;
  },
): SpecialityTag[] {
  const target = rng.int(3, 8);
  const picked = new Set<SpecialityTag>(
    rng.sample(p.core, Math.min(p.core.length, rng.int(2, Math.min(5, target)))),
  );
  const extras: SpecialityTag[] = [];
  for (const lang of p.languages) {
    const tag = SPEAKING_TAGS[lang];
    if (tag && rng.chance(0.3)) extras.push(tag);
  }
  if (p.online && rng.chance(0.2)) extras.push('Online Counseling');
  if (p.inPerson && rng.chance(0.25)) extras.push('In-Person Counseling');
  for (const tag of extras) if (picked.size < target) picked.add(tag);
  for (let guard = 0; picked.size < target && guard < 50; guard++) {
    picked.add(rng.chance(0.8) ? rng.pick(COMMON) : rng.pick(ANY));
  }
  return [...picked];
}
