export type Advisor = {
  id: string;
  name: string;
  role: string;
  summary: string;
  about: string;
  approach: string;
  message: string;
};

/** Independent, voluntary advisors shown on the about page (display only). */
export const ADVISORS: readonly Advisor[] = [
  {
    id: 'advisor-kavitha-raman',
    name: 'Dr. Kavitha Raman',
    role: 'Clinical Psychologist, Chennai',
    summary: 'Two decades of work with anxiety, depression and young adults.',
    about:
      'Dr. Raman is an RCI-registered clinical psychologist who has worked in hospital and community settings in Tamil Nadu for over twenty years, and trains young psychologists in supervised practice.',
    approach:
      'She combines cognitive behavioural therapy with a warm, paced conversation, and believes the first session should feel like being listened to, not assessed.',
    message:
      'Reaching out is not a sign of weakness. Find someone you feel comfortable with, in a language you think in, and give it a few sessions.',
  },
  {
    id: 'advisor-arjun-mehta',
    name: 'Arjun Mehta',
    role: 'Counselling Psychologist, Pune',
    summary: 'Works with couples, families and workplace stress.',
    about:
      'Arjun has counselled couples and families for fifteen years and advises organisations on employee well-being programmes across Maharashtra.',
    approach:
      'Systemic and solution-focused: he helps people notice what already works in their relationships and build on it.',
    message:
      'Most difficulties are shared ones. Coming together to talk, even once, can change how a family or a team copes.',
  },
  {
    id: 'advisor-farah-siddiqui',
    name: 'Dr. Farah Siddiqui',
    role: 'Psychiatrist, Hyderabad',
    summary: 'Focuses on accessible, stigma-free mental-health care.',
    about:
      'Dr. Siddiqui is a consultant psychiatrist who has run community outreach clinics in Telangana and Andhra Pradesh and writes on mental-health awareness in Urdu and English.',
    approach:
      'She sees therapy and, when needed, medical care as partners, and encourages clear information about what each can and cannot do.',
    message:
      'You deserve care that respects your privacy and your budget. Ask questions until you understand your options.',
  },
];
