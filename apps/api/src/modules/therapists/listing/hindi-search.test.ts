/**
 * Hindi search finds what its English twin finds, on the demo data: the same therapists for a
 * need, a city or a language typed in Devanagari or romanised Hindi as for the English word.
 */
import { describe, expect, it } from 'vitest';
import { demo, searchFirst } from '../../../test/demo-listing';

/**
 * Every listed therapist a search text finds, as a set (sorted): relevance may order a word that
 * also appears in a profile's text a little differently from its Hindi twin.
 */
const found = (text: string) => searchFirst(text, 1000).sort();

const listedWith = (value: string) =>
  demo
    .filter(
      (t) =>
        t.available &&
        ((t.specialities as string[]).includes(value) || (t.expertise as string[]).includes(value)),
    )
    .map((t) => t.slug)
    .sort();

const TWINS: [hindi: string, english: string][] = [
  ['चिंता', 'anxiety'],
  ['chinta', 'anxiety'],
  ['अवसाद', 'depression'],
  ['tanav', 'stress'],
  ['तनाव', 'stress'],
  ['रिश्ते', 'relationships'],
  ['दिल्ली', 'delhi'],
  ['मुंबई', 'mumbai'],
  ['बेंगलुरु', 'bengaluru'],
  ['हिन्दी', 'hindi'],
  ['तमिल', 'tamil'],
  ['मनोचिकित्सक', 'psychiatrist'],
];

describe('Hindi search finds what its English twin finds', () => {
  it.each(TWINS)('%s finds the therapists %s finds', (hindi, english) => {
    const expected = found(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(found(hindi)).toEqual(expected);
  });

  it('finds the catalogue’s Hindi display names as the pages show them', () => {
    expect(listedWith('Couples Therapy').length).toBeGreaterThan(0);
    expect(found('कपल थेरेपी')).toEqual(listedWith('Couples Therapy'));
    expect(found('तनाव और चिंता')).toEqual(listedWith('Stress & Anxiety'));
    expect(found('ट्रॉमा थेरेपी')).toEqual(listedWith('Trauma Therapy'));
    expect(found('अंग्रेज़ी')).toEqual(found('english'));
  });

  it('forgives a typo in Hindi as in English', () => {
    expect(found('अवसात')).toEqual(found('depression'));
  });
});
