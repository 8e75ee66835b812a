import { defineMessage, type MessageDescriptor } from '@app/domain/i18n/define';

export type Advisor = {
  id: string;
  name: string;
  role: MessageDescriptor;
  summary: MessageDescriptor;
  about: MessageDescriptor;
  approach: MessageDescriptor;
  message: MessageDescriptor;
};

/** Independent, voluntary advisors shown on the about page (display only). */
export const ADVISORS: readonly Advisor[] = [
  {
    id: 'advisor-kavitha-raman',
    name: 'Dr. Kavitha Raman',
    role: defineMessage({
      id: 'about.advisor1Role',
      defaultMessage: 'Clinical Psychologist, Chennai',
    }),
    summary: defineMessage({
      id: 'about.advisor1Summary',
      defaultMessage: 'Two decades of work with anxiety, depression and young adults.',
    }),
    about: defineMessage({
      id: 'about.advisor1About',
      defaultMessage:
        'Dr. Raman is an RCI-registered clinical psychologist who has worked in hospital and community settings in Tamil Nadu for over twenty years, and trains young psychologists in supervised practice.',
    }),
    approach: defineMessage({
      id: 'about.advisor1Approach',
      defaultMessage:
        'She combines cognitive behavioural therapy with a warm, paced conversation, and believes the first session should feel like being listened to, not assessed.',
    }),
    message: defineMessage({
      id: 'about.advisor1Message',
      defaultMessage:
        'Reaching out is not a sign of weakness. Find someone you feel comfortable with, in a language you think in, and give it a few sessions.',
    }),
  },
  {
    id: 'advisor-arjun-mehta',
    name: 'Arjun Mehta',
    role: defineMessage({
      id: 'about.advisor2Role',
      defaultMessage: 'Counselling Psychologist, Pune',
    }),
    summary: defineMessage({
      id: 'about.advisor2Summary',
      defaultMessage: 'Works with couples, families and workplace stress.',
    }),
    about: defineMessage({
      id: 'about.advisor2About',
      defaultMessage:
        'Arjun has counselled couples and families for fifteen years and advises organisations on employee well-being programmes across Maharashtra.',
    }),
    approach: defineMessage({
      id: 'about.advisor2Approach',
      defaultMessage:
        'Systemic and solution-focused: he helps people notice what already works in their relationships and build on it.',
    }),
    message: defineMessage({
      id: 'about.advisor2Message',
      defaultMessage:
        'Most difficulties are shared ones. Coming together to talk, even once, can change how a family or a team copes.',
    }),
  },
  {
    id: 'advisor-farah-siddiqui',
    name: 'Dr. Farah Siddiqui',
    role: defineMessage({
      id: 'about.advisor3Role',
      defaultMessage: 'Psychiatrist, Hyderabad',
    }),
    summary: defineMessage({
      id: 'about.advisor3Summary',
      defaultMessage: 'Focuses on accessible, stigma-free mental-health care.',
    }),
    about: defineMessage({
      id: 'about.advisor3About',
      defaultMessage:
        'Dr. Siddiqui is a consultant psychiatrist who has run community outreach clinics in Telangana and Andhra Pradesh and writes on mental-health awareness in Urdu and English.',
    }),
    approach: defineMessage({
      id: 'about.advisor3Approach',
      defaultMessage:
        'She sees therapy and, when needed, medical care as partners, and encourages clear information about what each can and cannot do.',
    }),
    message: defineMessage({
      id: 'about.advisor3Message',
      defaultMessage:
        'You deserve care that respects your privacy and your budget. Ask questions until you understand your options.',
    }),
  },
];
