import type { ConcernCategory, SpecialityTag } from '@app/domain/catalogues';
import type { Rng } from './prng';

/** How a concern reads inside a sentence. */
export const CONCERN_PHRASES: Record<ConcernCategory, string> = {
  'ADHD Counselling': 'ADHD',
  Addiction: 'addiction',
  'Anger Management': 'anger',
  'Bipolar Counselling': 'bipolar disorder',
  'Child Counselling': "children's emotional needs",
  Depression: 'depression',
  'Digital Addiction': 'digital overuse',
  'Eating Disorders': 'eating concerns',
  'Family Counselling': 'family conflict',
  'Fear & Phobias': 'phobias',
  'Grief Counselling': 'grief',
  'LGBTQ+ Counselling': 'LGBTQ+ identity concerns',
  'OCD Counselling': 'OCD',
  Parenting: 'parenting challenges',
  'Personal Growth': 'low self-esteem',
  Relationships: 'relationship difficulties',
  'Stress & Anxiety': 'anxiety',
  'Teen & Adolescent': 'teenage struggles',
  'Trauma & Abuse': 'trauma',
  Workplace: 'workplace burnout',
};

/** Therapy methods named by a tag, as they read in a sentence. */
export const TAG_APPROACHES: Partial<Record<SpecialityTag, string>> = {
  'Cognitive Behavioral Therapy (CBT)': 'cognitive behavioural therapy',
  'Dialectical Behavior Therapy (DBT)': 'dialectical behaviour therapy',
  'Mindfulness-Based Therapy': 'mindfulness-based practices',
  'Psychodynamic Therapy': 'psychodynamic exploration',
  'Solution-Focused Therapy': 'solution-focused work',
  'Art Therapy': 'expressive art',
  'Music Therapy': 'music-based techniques',
};

export interface BioInput {
  /** How the bio names the person: 'Dr. Iyer' or 'Ananya'. */
  callName: string;
  gender: string;
  title: string;
  city: string;
  years: number;
  audience: string;
  concerns: readonly ConcernCategory[];
  approaches: readonly string[];
  languages: readonly string[];
  online: boolean;
}

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A 2–4 sentence warm, professional bio, first or third person. */
export function buildBio(rng: Rng, b: BioInput): string {
  const firstPerson = b.gender === '' || rng.chance(0.35);
  const poss = b.gender === 'Female' ? 'Her' : b.gender === 'Male' ? 'His' : 'Their';
  const [c1 = 'anxiety', c2 = 'relationship difficulties'] = b.concerns.map(
    (c) => CONCERN_PHRASES[c],
  );
  const [a1 = 'person-centred counselling', a2 = 'practical coping skills'] = b.approaches;
  const t = b.title;
  const tl = t.toLowerCase();
  const langs = listText(b.languages);

  const intros = firstPerson
    ? [
        `I am ${article(t)} ${t} in ${b.city} and have worked with ${b.audience} for ${b.years} years, mostly around ${c1} and ${c2}.`,
        `Over ${b.years} years as ${article(t)} ${tl}, I have supported ${b.audience} through ${c1}, ${c2} and the quieter struggles in between.`,
        `I work with ${b.audience} who are finding their way through ${c1} or ${c2}, and I have been doing so for ${b.years} years.`,
      ]
    : [
        `${b.callName} is ${article(t)} ${t} based in ${b.city} with ${b.years} years of experience supporting ${b.audience} through ${c1} and ${c2}.`,
        `With ${b.years} years in practice, ${b.callName} works with ${b.audience} facing ${c1}, ${c2} and everyday life transitions.`,
        `${b.callName} is ${article(t)} ${tl} who has spent ${b.years} years helping ${b.audience} make sense of ${c1} and ${c2}.`,
      ];
  const approaches = firstPerson
    ? [
        `My approach draws on ${a1} and ${a2}, adapted to each person's pace and context.`,
        `I blend ${a1} with ${a2}, and I keep sessions collaborative and practical.`,
        `My work is grounded in ${a1}, with room for ${a2} when it helps.`,
      ]
    : [
        `${poss} approach draws on ${a1} and ${a2}, adapted to each person's pace and context.`,
        `Sessions are collaborative and practical, blending ${a1} with ${a2}.`,
        `${poss} practice is grounded in ${a1}, with room for ${a2} when it helps.`,
      ];
  const values = [
    `Sessions offer a warm, non-judgemental space to speak freely, in ${langs}.`,
    'Family, culture and community are treated as part of the story, never as an afterthought.',
    'Confidentiality, consent and respect sit at the heart of every session.',
    b.online
      ? 'Online sessions make it easy to keep going through busy weeks, travel or a move to another city.'
      : 'Clients are welcome to visit a quiet, comfortable practice space for each session.',
  ];
  const closings = [
    'Whether you are going through a difficult phase or simply want to understand yourself better, you are welcome here.',
    'Reaching out is the first step, and it is a brave one.',
    firstPerson
      ? 'Outside the therapy room, I run workshops on emotional wellbeing for schools and workplaces.'
      : `Outside the therapy room, ${b.callName} runs workshops on emotional wellbeing for schools and workplaces.`,
    'Small, steady changes are celebrated as much as big breakthroughs.',
  ];

  const approach = rng.pick(approaches);
  const sentences = [rng.pick(intros), approach];
  const extra = rng.int(0, 2);
  // Two sentences in a row starting with 'Sessions' read badly.
  if (extra >= 1)
    sentences.push(rng.pick(approach.startsWith('Sessions') ? values.slice(1) : values));
  if (extra >= 2 || (extra === 1 && rng.chance(0.3))) sentences.push(rng.pick(closings));
  return sentences.slice(0, 4).join(' ');
}
