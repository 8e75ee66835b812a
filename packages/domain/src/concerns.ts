import { CONCERN_CATEGORIES, type ConcernCategory, type SpecialityTag } from './catalogues';

/**
 * Which speciality tags (the listing's speciality filter values) serve each area of concern. A
 * concern's listing is the OR of its tags, so a therapist whose profile names a concern under "Area
 * of expertise" must carry one of these tags. Concerns with no tag in the catalogue (Addiction,
 * Digital Addiction) have no listing: they are never shown as links.
 */
export const CONCERN_SPECIALITIES: Readonly<Record<ConcernCategory, readonly SpecialityTag[]>> = {
  'ADHD Counselling': ['ADHD', 'Child Neurodevelopmental Disorders'],
  Addiction: [],
  'Anger Management': ['Self-Regulation', 'Dialectical Behavior Therapy (DBT)'],
  'Bipolar Counselling': ['Bipolar Disorder'],
  'Child Counselling': ['Child Counseling', 'Child Neurodevelopmental Disorders'],
  Depression: ['Depression'],
  'Digital Addiction': [],
  'Eating Disorders': ['Eating Disorders'],
  'Family Counselling': ['Family Therapy', 'Elderly Counseling'],
  'Fear & Phobias': ['Anxiety'],
  'Grief Counselling': ['Grief Counseling'],
  'LGBTQ+ Counselling': ['LGBTQ+ Counseling'],
  'OCD Counselling': ['OCD'],
  Parenting: ['Parenting Support'],
  'Personal Growth': ['Self-Esteem Issues', 'Career Counseling'],
  Relationships: ['Relationship Issues', 'Couples Therapy', 'Divorce Counseling'],
  'Stress & Anxiety': ['Anxiety', 'Stress Management'],
  'Teen & Adolescent': ['Teen Counseling'],
  'Trauma & Abuse': ['Trauma Therapy', 'PTSD'],
  Workplace: ['Workplace Stress'],
};

/** The concerns a set of speciality tags backs, in the order the tags come. */
export function concernsServedBy(tags: readonly string[]): ConcernCategory[] {
  const out: ConcernCategory[] = [];
  for (const tag of tags) {
    for (const concern of CONCERN_CATEGORIES) {
      if (CONCERN_SPECIALITIES[concern].includes(tag as SpecialityTag) && !out.includes(concern))
        out.push(concern);
    }
  }
  return out;
}

/** Concerns no speciality tag serves: a profile may name them, but no listing finds them. */
export const UNLISTED_CONCERNS: readonly ConcernCategory[] = CONCERN_CATEGORIES.filter(
  (c) => CONCERN_SPECIALITIES[c].length === 0,
);

/** How many listed therapists carry each tag (the search's speciality facet). */
export type TagCounts = ReadonlyMap<string, number>;

/**
 * The listing link of a concern, or null when no listed therapist serves it (so no link is drawn):
 * the speciality filter with each of its tags that someone carries.
 */
export function concernListingTags(concern: ConcernCategory, counts: TagCounts): string[] {
  return CONCERN_SPECIALITIES[concern].filter((tag) => (counts.get(tag.toLowerCase()) ?? 0) > 0);
}

/** Facet counts keyed by lower-case value. */
export function tagCounts(facet: readonly { value: string; count: number }[]): TagCounts {
  const counts = new Map<string, number>();
  for (const { value, count } of facet) {
    const key = value.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}
