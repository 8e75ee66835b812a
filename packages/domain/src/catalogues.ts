/** Fixed lists from the spec (public-and-account.md §3, booking-and-payments.md §3). */

export const LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Telugu',
  'Marathi',
  'Tamil',
  'Gujarati',
  'Kannada',
  'Urdu',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Sindhi',
  'Kashmiri',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const CONCERN_CATEGORIES = [
  'ADHD Counselling',
  'Addiction',
  'Anger Management',
  'Bipolar Counselling',
  'Child Counselling',
  'Depression',
  'Digital Addiction',
  'Eating Disorders',
  'Family Counselling',
  'Fear & Phobias',
  'Grief Counselling',
  'LGBTQ+ Counselling',
  'OCD Counselling',
  'Parenting',
  'Personal Growth',
  'Relationships',
  'Stress & Anxiety',
  'Teen & Adolescent',
  'Trauma & Abuse',
  'Workplace',
] as const;
export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

export const SPECIALITY_TAGS = [
  'ADHD',
  'Adult Therapy',
  'Anxiety',
  'Art Therapy',
  'Bengali-Speaking Therapist',
  'Bipolar Disorder',
  'Career Counseling',
  'Child Counseling',
  'Child Neurodevelopmental Disorders',
  'Cognitive Behavioral Therapy (CBT)',
  'Couples Therapy',
  'Depression',
  'Dialectical Behavior Therapy (DBT)',
  'Divorce Counseling',
  'Eating Disorders',
  'Elderly Counseling',
  'Family Therapy',
  'Grief Counseling',
  'Hindi-Speaking Therapist',
  'In-Person Counseling',
  'LGBTQ+ Counseling',
  'Mindfulness-Based Therapy',
  'Music Therapy',
  'Neurodiversity-Affirming Psychologist',
  'OCD',
  'Online Counseling',
  'Parenting Support',
  'Psychodynamic Therapy',
  'PTSD',
  'Relationship Issues',
  'Self-Esteem Issues',
  'Self-Regulation',
  'Solution-Focused Therapy',
  'Stress Management',
  'Tamil-Speaking Therapist',
  'Teen Counseling',
  'Telugu-Speaking Therapist',
  'Trauma Therapy',
  'Workplace Stress',
] as const;
export type SpecialityTag = (typeof SPECIALITY_TAGS)[number];

/** Registration / join form options. */
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

/** Listing filter order; 'Not Specified' covers an empty gender and 'Prefer not to say'. */
export const GENDER_FILTER_OPTIONS = ['Male', 'Female', 'Non-binary', 'Not Specified'] as const;
export type GenderFilterOption = (typeof GENDER_FILTER_OPTIONS)[number];

export const SESSION_MODES = ['In-Person', 'Online'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

/** Index = JavaScript day number (0 = Sunday). */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// The spec does not list titles; these are the common Indian mental-health professional titles.
export const PROFESSIONAL_TITLES = [
  'Clinical Psychologist',
  'Counselling Psychologist',
  'Psychiatrist',
  'Psychotherapist',
  'Counsellor',
  'Psychologist',
  'Family Therapist',
  'Child Psychologist',
  'Marriage and Family Therapist',
  'Rehabilitation Psychologist',
  'Psychiatric Social Worker',
  'Art Therapist',
] as const;
export type ProfessionalTitle = (typeof PROFESSIONAL_TITLES)[number];
