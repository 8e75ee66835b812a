import { describe, expect, it } from 'vitest';
import { cityKey, editDistance, readSearchText, soundKey, textWords } from './search-text';

const parts = (text: string) => readSearchText(text).map((u) => u.text);

describe('reading a search text', () => {
  it('keeps Devanagari words whole and drops apostrophes', () => {
    expect(textWords('चिंता और तनाव')).toEqual(['चिंता', 'और', 'तनाव']);
    expect(textWords("Can't sleep, always WORRIED!")).toEqual([
      'cant',
      'sleep',
      'always',
      'worried',
    ]);
  });

  it('reads the longest known phrase, then words, leaving out words that never narrow', () => {
    expect(parts('cant sleep, always worried')).toEqual(['cant sleep', 'worried']);
    expect(parts('I lost my job')).toEqual(['lost my job']);
    expect(parts('hindi speaking therapist in delhi')).toEqual(['hindi', 'delhi']);
    expect(parts('mujhe chinta hai')).toEqual(['chinta']);
    expect(parts('I need a therapist')).toEqual([]);
  });

  it('knows what needs, languages and cities mean, in English and Hindi, typos forgiven', () => {
    const [panic] = readSearchText('panic attacks');
    expect(panic?.meaning?.specialities).toContain('Anxiety');
    expect(panic?.known).toBe(true);
    expect(readSearchText('चिंता')[0]?.meaning?.specialities).toContain('Anxiety');
    expect(readSearchText('अवसाद')[0]?.meaning?.specialities).toContain('Depression');
    expect(readSearchText('रिश्ते')[0]?.meaning?.concerns).toContain('Relationships');
    expect(readSearchText('हिंदी')[0]?.meaning?.languages).toEqual(['Hindi']);
    expect(readSearchText('दिल्ली')[0]?.meaning?.cities).toEqual(['delhi']);
    const typo = readSearchText('anxeity')[0];
    expect(typo?.meaning?.specialities).toContain('Anxiety');
    expect(typo?.known).toBe(false);
    expect(readSearchText('zzqxv')[0]?.meaning).toBeNull();
  });

  it('reads the catalogue’s Hindi names as Hindi pages show them, and romanised Hindi', () => {
    const [couples] = readSearchText('कपल थेरेपी');
    expect(couples?.text).toBe('कपल थेरेपी');
    expect(couples?.meaning?.specialities).toEqual(['Couples Therapy']);
    expect(readSearchText('तनाव और चिंता')[0]?.meaning?.concerns).toEqual(['Stress & Anxiety']);
    expect(readSearchText('डिप्रेशन')[0]?.meaning?.specialities).toContain('Depression');
    expect(readSearchText('मनोचिकित्सक')[0]?.meaning?.titles).toContain('Psychiatrist');
    expect(readSearchText('मुंबई')[0]?.meaning?.cities).toEqual(['mumbai']);
    expect(readSearchText('chinta')[0]?.meaning).toEqual(readSearchText('anxiety')[0]?.meaning);
    expect(readSearchText('tanav')[0]?.meaning?.specialities).toEqual(
      readSearchText('stress')[0]?.meaning?.specialities,
    );
  });

  it('gives every name of a city one key', () => {
    for (const name of ['Bangalore', 'bengaluru', 'बेंगलुरु', 'Bengalooru'])
      expect(cityKey(name)).toBe('bengaluru');
    expect(cityKey('Bombay')).toBe('mumbai');
    expect(cityKey('Gurgaon')).toBe('gurugram');
    expect(cityKey('Navi Mumbai')).toBe('navi mumbai');
  });
});

describe('how near two words are', () => {
  it('counts a dropped, doubled or swapped letter as one edit', () => {
    expect(editDistance('depresison', 'depression', 2)).toBe(1);
    expect(editDistance('hydrabad', 'hyderabad', 2)).toBe(1);
    expect(editDistance('sharmaa', 'sharma', 1)).toBe(1);
    expect(editDistance('mumbai', 'chennai', 2)).toBe(3);
  });
  it('hears romanised spellings of one name alike', () => {
    expect(soundKey('meer')).toBe(soundKey('mir'));
    expect(soundKey('joseph')).toBe(soundKey('josef'));
    expect(soundKey('ranaade')).toBe(soundKey('ranade'));
    expect(soundKey('चिंता')).toBe('चिंता');
  });
});
