/**
 * Search that finds what people mean, measured on the demo data (the seed's 72 therapists):
 * everyday queries, each with the therapists it should put first. A need, city or language query
 * passes when at least four of the first five are relevant (or all of them, where fewer than four
 * are listed); a name query when the named therapist is among the first three.
 */
import { describe, expect, it } from 'vitest';
import { type TherapistSeed } from '../../../db/seed/demo-data';
import { cityMatches } from '@app/domain/listing-rules';
import { demo, searchFirst } from '../../../test/demo-listing';

const listed = demo.filter((t) => t.available);
const firstFive = (text: string) => searchFirst(text, 5);

type Is = (t: TherapistSeed) => boolean;
const has =
  (...values: string[]): Is =>
  (t) =>
    values.some(
      (v) =>
        (t.specialities as string[]).includes(v) ||
        (t.expertise as string[]).includes(v) ||
        t.professionalTitle === v,
    );
const speaks =
  (language: string): Is =>
  (t) =>
    t.languages.includes(language);
const inCity =
  (city: string): Is =>
  (t) =>
    cityMatches(city, t.city);
const both =
  (...all: Is[]): Is =>
  (t) =>
    all.every((is) => is(t));

const ANXIETY = has('Anxiety', 'Stress Management', 'Stress & Anxiety', 'Fear & Phobias');
const DEPRESSION = has('Depression');
const RELATIONSHIPS = has(
  'Relationship Issues',
  'Couples Therapy',
  'Divorce Counseling',
  'Relationships',
  'Marriage and Family Therapist',
);
const WORK = has('Workplace Stress', 'Workplace', 'Stress Management', 'Career Counseling');
const female: Is = (t) => t.gender === 'Female';

/** Needs, cities and languages: the query and who is relevant to it. */
const NEEDS: [string, Is][] = [
  ['panic attacks', ANXIETY],
  ['feeling low', DEPRESSION],
  ['burnout at work', WORK],
  [
    'cant sleep, always worried',
    has('Anxiety', 'Stress Management', 'Stress & Anxiety', 'Depression'),
  ],
  ["I can't stop worrying", ANXIETY],
  ['anxiety', ANXIETY],
  ['anxeity', ANXIETY],
  ['i need help for my depression', DEPRESSION],
  ['depresion', DEPRESSION],
  ['lonely and sad', DEPRESSION],
  ['marriage problems', RELATIONSHIPS],
  ['relashionship issues', RELATIONSHIPS],
  ['divorce', has('Divorce Counseling')],
  ['lost my father', has('Grief Counseling', 'Grief Counselling')],
  ['grief', has('Grief Counseling', 'Grief Counselling')],
  ['drinking problem', has('Addiction')],
  ['intrusive thoughts', has('OCD', 'OCD Counselling')],
  ['exam stress', has('Stress Management', 'Teen Counseling', 'Anxiety', 'Career Counseling')],
  ['my child has adhd', has('ADHD', 'ADHD Counselling', 'Child Neurodevelopmental Disorders')],
  ['teenager angry all the time', has('Teen Counseling', 'Teen & Adolescent', 'Anger Management')],
  ['work stress', WORK],
  ['career confusion', has('Career Counseling')],
  ['anger issues', has('Anger Management', 'Self-Regulation')],
  ['lgbtq friendly', has('LGBTQ+ Counseling', 'LGBTQ+ Counselling')],
  ['psychiatrist for medication', has('Psychiatrist')],
  ['eating disorder', has('Eating Disorders')],
  ['trauma', has('Trauma Therapy', 'PTSD', 'Trauma & Abuse')],
  ['autism', has('Child Neurodevelopmental Disorders', 'Neurodiversity-Affirming Psychologist')],
  ['couples counselling', RELATIONSHIPS],
  ['therapist in bangalore', inCity('Bengaluru')],
  ['bombay', inCity('Mumbai')],
  ['gurgaon', inCity('Gurugram')],
  ['calcutta', inCity('Kolkata')],
  ['madras', inCity('Chennai')],
  ['trivandrum', inCity('Thiruvananthapuram')],
  ['poona', inCity('Pune')],
  ['hydrabad', inCity('Hyderabad')],
  ['relationship issues in bangalore', both(RELATIONSHIPS, inCity('Bengaluru'))],
  ['hindi speaking therapist in delhi', both(speaks('Hindi'), inCity('Delhi'))],
  ['tamil speaking', speaks('Tamil')],
  ['online therapy in hindi', speaks('Hindi')],
  ['female therapist for anxiety', both(female, ANXIETY)],
  ['चिंता', ANXIETY],
  ['chinta', ANXIETY],
  ['tanav', has('Stress Management', 'Anxiety', 'Stress & Anxiety')],
  ['अवसाद', DEPRESSION],
  ['रिश्ते', RELATIONSHIPS],
  ['शादी', RELATIONSHIPS],
  ['mujhe neend nahi aati', has('Anxiety', 'Stress Management', 'Stress & Anxiety', 'Depression')],
  ['दिल्ली', inCity('Delhi')],
  ['मुंबई', inCity('Mumbai')],
  ['बेंगलुरु', inCity('Bengaluru')],
  ['हिंदी बोलने वाली महिला थेरेपिस्ट', both(speaks('Hindi'), female)],
];

/** Names as people type them, and the therapist they mean. */
const NAMES: [string, string][] = [
  ['nusrat meer', 'Nusrat Mir'],
  ['aditya rastogi', 'Dr. Aditya Rastogi'],
  ['shantanu josi', 'Shantanu Joshi'],
  ['harshad ranaade', 'Dr. Harshad Ranade'],
  ['bhavani vemuri', 'Dr. Bhavani Vemuri'],
  ['sneha josef', 'Sneha Joseph'],
  ['gurlen khanna', 'Gurleen Khanna'],
  ['dr ankita bora', 'Dr. Ankita Bora'],
  ['jatin motwni', 'Dr. Jatin Motwani'],
  ['tejinder bedi', 'Tejinder Bedi'],
];

function needPasses(query: string, relevant: Is) {
  const bySlug = new Map(listed.map((t) => [t.slug, t]));
  const top = firstFive(query).map((slug) => bySlug.get(slug)!);
  const needed = Math.min(4, listed.filter(relevant).length);
  const found = top.filter(relevant).length;
  return { passed: found >= needed, found, needed, top: top.map((t) => t.name) };
}

describe('search finds what people mean, on the demo data', () => {
  it('has at least 40 everyday queries, and every one answers as it should', () => {
    const results = [
      ...NEEDS.map(([query, relevant]) => ({ query, ...needPasses(query, relevant) })),
      ...NAMES.map(([query, name]) => {
        const top = firstFive(query).slice(0, 3);
        const slug = listed.find((t) => t.name === name)!.slug;
        return { query, passed: top.includes(slug), top };
      }),
    ];
    expect(results.length).toBeGreaterThanOrEqual(40);
    const failed = results.filter((r) => !r.passed);
    const share = (results.length - failed.length) / results.length;
    console.log(
      `search relevance: ${results.length - failed.length} of ${results.length} queries pass (${(share * 100).toFixed(0)}%)`,
    );
    expect(failed).toEqual([]);
  });

  it('narrows nothing with words that never narrow', () => {
    const all = searchFirst('I need a therapist', 100);
    expect(all).toHaveLength(listed.length);
  });
});
