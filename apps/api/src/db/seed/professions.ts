import type { ProfessionalTitle, SpecialityTag } from '@app/domain/catalogues';

export interface Degree {
  text: string;
  /** A doctorate or a medical degree: the name may carry 'Dr.'. */
  doctor: 'always' | 'sometimes' | 'never';
  minYears: number;
}

export interface Profession {
  weight: number;
  degrees: readonly Degree[];
  /** Tags this kind of practice usually lists first. */
  core: readonly SpecialityTag[];
  audiences: readonly string[];
  approaches: readonly string[];
  feeBonus: number;
}

const d = (text: string, minYears = 2, doctor: Degree['doctor'] = 'never'): Degree => ({
  text,
  minYears,
  doctor,
});

const ADULTS = [
  'adults',
  'young adults and working professionals',
  'students and young professionals',
  'individuals and couples',
];

export const PROFESSIONS: Record<ProfessionalTitle, Profession> = {
  'Clinical Psychologist': {
    weight: 16,
    degrees: [
      d('M.Phil Clinical Psychology (RCI registered)'),
      d('MA Psychology, M.Phil Clinical Psychology'),
      d('MSc Psychology, M.Phil Clinical Psychology'),
      d('PhD Clinical Psychology', 6, 'sometimes'),
      d('M.Phil, PhD Clinical Psychology', 7, 'sometimes'),
    ],
    core: [
      'Anxiety',
      'Depression',
      'Cognitive Behavioral Therapy (CBT)',
      'OCD',
      'PTSD',
      'Bipolar Disorder',
      'Trauma Therapy',
      'Dialectical Behavior Therapy (DBT)',
      'Adult Therapy',
      'Eating Disorders',
    ],
    audiences: ADULTS,
    approaches: [
      'cognitive behavioural therapy',
      'evidence-based assessment',
      'dialectical behaviour therapy',
      'trauma-informed care',
    ],
    feeBonus: 300,
  },
  'Counselling Psychologist': {
    weight: 14,
    degrees: [
      d('MA Counselling Psychology'),
      d('MSc Applied Psychology'),
      d('MA Psychology (Counselling)'),
      d('PhD Psychology', 6, 'sometimes'),
    ],
    core: [
      'Anxiety',
      'Relationship Issues',
      'Self-Esteem Issues',
      'Stress Management',
      'Career Counseling',
      'Adult Therapy',
      'Cognitive Behavioral Therapy (CBT)',
      'Solution-Focused Therapy',
    ],
    audiences: ADULTS,
    approaches: [
      'person-centred counselling',
      'cognitive behavioural therapy',
      'solution-focused work',
      'acceptance and commitment therapy',
    ],
    feeBonus: 100,
  },
  Psychiatrist: {
    weight: 8,
    degrees: [
      d('MBBS, MD Psychiatry', 3, 'always'),
      d('MBBS, DPM', 3, 'always'),
      d('MBBS, DNB Psychiatry', 3, 'always'),
      d('MBBS, MD Psychiatry, DM Child Psychiatry', 6, 'always'),
    ],
    core: ['Depression', 'Anxiety', 'Bipolar Disorder', 'OCD', 'ADHD', 'PTSD', 'Adult Therapy'],
    audiences: ['adults and young people', 'adults and older adults', 'adolescents and adults'],
    approaches: [
      'careful diagnosis and medication management',
      'psychoeducation for the whole family',
      'combined medication and talk therapy',
    ],
    feeBonus: 900,
  },
  Psychotherapist: {
    weight: 10,
    degrees: [
      d('MA Psychology, Diploma in Psychotherapy'),
      d('MSc Counselling and Psychotherapy'),
      d('MA Clinical Psychology, Certified Psychoanalytic Psychotherapist', 5),
    ],
    core: [
      'Psychodynamic Therapy',
      'Mindfulness-Based Therapy',
      'Cognitive Behavioral Therapy (CBT)',
      'Trauma Therapy',
      'Relationship Issues',
      'Self-Esteem Issues',
      'Dialectical Behavior Therapy (DBT)',
    ],
    audiences: ADULTS,
    approaches: [
      'psychodynamic exploration',
      'mindfulness-based practices',
      'emotion-focused therapy',
      'narrative therapy',
    ],
    feeBonus: 200,
  },
  Counsellor: {
    weight: 12,
    degrees: [
      d('MA Counselling Psychology'),
      d('PG Diploma in Guidance and Counselling'),
      d('MSW (Medical and Psychiatric Social Work)'),
      d('MA Psychology'),
    ],
    core: [
      'Stress Management',
      'Relationship Issues',
      'Career Counseling',
      'Self-Esteem Issues',
      'Workplace Stress',
      'Grief Counseling',
      'Solution-Focused Therapy',
    ],
    audiences: [
      'students and young professionals',
      'adults',
      'working professionals',
      'individuals and couples',
    ],
    approaches: [
      'person-centred counselling',
      'solution-focused work',
      'practical coping skills',
      'mindfulness-based practices',
    ],
    feeBonus: 0,
  },
  Psychologist: {
    weight: 8,
    degrees: [
      d('MA Psychology'),
      d('MSc Applied Psychology'),
      d('MSc Psychology, PG Diploma in Counselling'),
    ],
    core: [
      'Anxiety',
      'Depression',
      'Stress Management',
      'Self-Esteem Issues',
      'Adult Therapy',
      'Cognitive Behavioral Therapy (CBT)',
    ],
    audiences: ADULTS,
    approaches: [
      'cognitive behavioural therapy',
      'person-centred counselling',
      'acceptance and commitment therapy',
    ],
    feeBonus: 50,
  },
  'Family Therapist': {
    weight: 5,
    degrees: [
      d('MSc Family Therapy'),
      d('MA Psychology, PG Diploma in Family Therapy'),
      d('M.Phil Psychiatric Social Work', 3),
    ],
    core: [
      'Family Therapy',
      'Couples Therapy',
      'Parenting Support',
      'Divorce Counseling',
      'Relationship Issues',
    ],
    audiences: ['couples and families', 'families and young people', 'parents and couples'],
    approaches: [
      'systemic family therapy',
      'emotionally focused couples work',
      'narrative therapy',
    ],
    feeBonus: 200,
  },
  'Child Psychologist': {
    weight: 6,
    degrees: [
      d('M.Phil Clinical Psychology (Child and Adolescent)'),
      d('MSc Child Development, MA Psychology'),
      d('PhD Developmental Psychology', 6, 'sometimes'),
    ],
    core: [
      'Child Counseling',
      'ADHD',
      'Child Neurodevelopmental Disorders',
      'Teen Counseling',
      'Parenting Support',
      'Neurodiversity-Affirming Psychologist',
      'Self-Regulation',
    ],
    audiences: [
      'children, teenagers and their parents',
      'children and families',
      'young children and adolescents',
    ],
    approaches: [
      'play-based therapy',
      'parent coaching',
      'developmental assessment',
      'cognitive behavioural therapy adapted for children',
    ],
    feeBonus: 250,
  },
  'Marriage and Family Therapist': {
    weight: 3,
    degrees: [
      d('MSc Marriage and Family Therapy'),
      d('MA Psychology, Certificate in Couples Therapy (Gottman Level 2)', 4),
    ],
    core: [
      'Couples Therapy',
      'Family Therapy',
      'Divorce Counseling',
      'Relationship Issues',
      'Parenting Support',
    ],
    audiences: ['couples and families', 'couples at every stage', 'partners and families'],
    approaches: [
      'emotionally focused couples work',
      'the Gottman method',
      'systemic family therapy',
    ],
    feeBonus: 250,
  },
  'Rehabilitation Psychologist': {
    weight: 2,
    degrees: [
      d('M.Phil Rehabilitation Psychology (RCI registered)'),
      d('MA Psychology, PG Diploma in Rehabilitation Psychology'),
    ],
    core: [
      'Child Neurodevelopmental Disorders',
      'Neurodiversity-Affirming Psychologist',
      'Self-Regulation',
      'ADHD',
      'Elderly Counseling',
    ],
    audiences: [
      'children with developmental needs and their families',
      'adults living with chronic illness',
      'older adults and caregivers',
    ],
    approaches: ['functional assessment', 'skills-based rehabilitation', 'caregiver support'],
    feeBonus: 100,
  },
  'Psychiatric Social Worker': {
    weight: 2,
    degrees: [
      d('M.Phil Psychiatric Social Work (NIMHANS)', 3),
      d('MSW, M.Phil Psychiatric Social Work', 3),
    ],
    core: [
      'Family Therapy',
      'Elderly Counseling',
      'Bipolar Disorder',
      'Depression',
      'Grief Counseling',
    ],
    audiences: [
      'families and caregivers',
      'adults and their families',
      'older adults and caregivers',
    ],
    approaches: ['family psychoeducation', 'community-based care', 'solution-focused work'],
    feeBonus: 0,
  },
  'Art Therapist': {
    weight: 2,
    degrees: [
      d('MA Psychology, PG Diploma in Expressive Arts Therapy'),
      d('MA Art Therapy'),
      d('MSc Psychology, Certified Dance Movement Therapist'),
    ],
    core: [
      'Art Therapy',
      'Music Therapy',
      'Child Counseling',
      'Self-Regulation',
      'Trauma Therapy',
      'Mindfulness-Based Therapy',
    ],
    audiences: ['children and adults', 'teenagers and young adults', 'adults'],
    approaches: ['expressive art', 'music and movement', 'mindfulness-based practices'],
    feeBonus: 0,
  },
};
