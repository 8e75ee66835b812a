import { defineMessages, type MessageDescriptor } from './define';
import { MESSAGES } from '../messages';
import { JOIN_TEXT } from '../schemas/therapist-join-basics';
import { TIME_OFF_MESSAGES } from '../schemas/time-off-text';

/**
 * The words of a therapist's form rules (the join form, the dashboard's profile, application and
 * time off): the schemas keep their English and `formMessage` words them on the page. Namespace
 * `form`.
 */
export const PRACTICE_RULE_WORDS = defineMessages({
  nameRequired: { id: 'form.practice.nameRequired', defaultMessage: 'Name is required' },
  titleRequired: {
    id: 'form.practice.titleRequired',
    defaultMessage: 'Please choose your professional title',
  },
  degreeRequired: {
    id: 'form.practice.degreeRequired',
    defaultMessage: 'Qualifications are required',
  },
  experienceRequired: {
    id: 'form.practice.experienceRequired',
    defaultMessage: 'Years of experience is required',
  },
  experienceDigits: {
    id: 'form.practice.experienceDigits',
    defaultMessage: 'Years of experience must contain digits only',
  },
  feesRequired: { id: 'form.practice.feesRequired', defaultMessage: 'Hourly fee is required' },
  feesNumeric: { id: 'form.practice.feesNumeric', defaultMessage: 'Hourly fee must be a number' },
  aboutRequired: {
    id: 'form.practice.aboutRequired',
    defaultMessage: 'Please tell clients about yourself',
  },
  specialitiesRequired: {
    id: 'form.practice.specialitiesRequired',
    defaultMessage: 'Please choose at least one specialization',
  },
  languagesRequired: {
    id: 'form.practice.languagesRequired',
    defaultMessage: 'Please choose at least one language',
  },
  modesRequired: {
    id: 'form.practice.modesRequired',
    defaultMessage: 'Please choose at least one session mode',
  },
  expertiseRequired: {
    id: 'form.practice.expertiseRequired',
    defaultMessage: 'Please choose at least one area of expertise',
  },
  pincodeDigits: { id: 'form.practice.pincodeDigits', defaultMessage: 'Pin code must be 6 digits' },
  phoneInvalid: {
    id: 'form.practice.phoneInvalid',
    defaultMessage: 'Please enter a valid 10-digit phone number',
  },
  hoursRequired: {
    id: 'form.practice.hoursRequired',
    defaultMessage: 'Please select at least one available day and time slot',
  },
  cityRequired: {
    id: 'form.practice.cityRequired',
    defaultMessage: 'City/Town/Village is required',
  },
  addressRequired: {
    id: 'form.practice.addressRequired',
    defaultMessage: 'Address Line 1 and Pin Code are required when offering In-Person sessions',
  },
  imageRequired: {
    id: 'form.practice.imageRequired',
    defaultMessage: 'Please select a doctor image before submitting',
  },
  atMost: { id: 'form.practice.atMost', defaultMessage: 'At most {max} characters' },
  timeOffOrder: {
    id: 'form.practice.timeOffOrder',
    defaultMessage: 'The last day off cannot be before the first day.',
  },
  timeOffTooLong: {
    id: 'form.practice.timeOffTooLong',
    defaultMessage: 'Time off can cover at most a year at a time.',
  },
  timeOffNote: {
    id: 'form.practice.timeOffNote',
    defaultMessage: 'Please keep the note within {max} characters.',
  },
});

const W = PRACTICE_RULE_WORDS;

/** Each English rule text of those schemas with its words. */
export const PRACTICE_RULES: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [JOIN_TEXT.nameRequired, W.nameRequired],
  [JOIN_TEXT.titleRequired, W.titleRequired],
  [JOIN_TEXT.degreeRequired, W.degreeRequired],
  [JOIN_TEXT.experienceRequired, W.experienceRequired],
  [JOIN_TEXT.experienceDigits, W.experienceDigits],
  [JOIN_TEXT.feesRequired, W.feesRequired],
  [JOIN_TEXT.feesNumeric, W.feesNumeric],
  [JOIN_TEXT.aboutRequired, W.aboutRequired],
  [JOIN_TEXT.specialitiesRequired, W.specialitiesRequired],
  [JOIN_TEXT.languagesRequired, W.languagesRequired],
  [JOIN_TEXT.modesRequired, W.modesRequired],
  [JOIN_TEXT.expertiseRequired, W.expertiseRequired],
  [JOIN_TEXT.pincodeDigits, W.pincodeDigits],
  [MESSAGES.join.phoneInvalid, W.phoneInvalid],
  [MESSAGES.join.slotRequired, W.hoursRequired],
  [MESSAGES.join.cityRequired, W.cityRequired],
  [MESSAGES.join.addressRequired, W.addressRequired],
  [MESSAGES.join.imageRequired, W.imageRequired],
  [TIME_OFF_MESSAGES.order, W.timeOffOrder],
  [TIME_OFF_MESSAGES.tooLong, W.timeOffTooLong],
];

/** A rule text that carries its figure: 'At most 3000 characters', the note's limit. */
export function practiceRuleWithFigure(
  message: string,
): { message: MessageDescriptor; max: number } | null {
  const atMost = /^At most (\d+) characters$/.exec(message);
  if (atMost) return { message: W.atMost, max: Number(atMost[1]) };
  const note = /^Please keep the note within (\d+) characters\.$/.exec(message);
  if (note) return { message: W.timeOffNote, max: Number(note[1]) };
  return null;
}
