import { describe, expect, it } from 'vitest';
import { dashboardProfileBody } from '../schemas/dashboard';
import { therapistJoinPayload, type TherapistJoinInput } from '../schemas/therapist-join';
import { timeOffRange } from '../schemas/time-off';
import { validateJoinForm } from '../join-form';
import { translatorFor } from './catalogues';
import { formMessage } from './form-words';
import { PRACTICE_RULE_WORDS, PRACTICE_RULES, practiceRuleWithFigure } from './practice-rule-words';

const en = translatorFor('en');
const hi = translatorFor('hi');

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

/** Every rule text the therapist's schemas give for an empty or overlong form, and bad time off. */
const RULE_TEXTS = [
  ...new Set([
    ...messages(therapistJoinPayload.safeParse({})),
    // What only the join form checks (the photo), beside the payload's own rules.
    validateJoinForm({
      payload: {} as TherapistJoinInput,
      confirmPassword: '',
      agreed: true,
      hasImage: false,
    }).image!,
    ...messages(
      therapistJoinPayload.safeParse({
        name: 'Asha Rao',
        experience: 'ten',
        fees: 'free',
        about: 'x'.repeat(3001),
        aboutHi: 'क'.repeat(3001),
        address: { pincode: '12' },
      }),
    ),
    ...messages(
      dashboardProfileBody.safeParse({
        about: 'About me',
        fees: '1500',
        specialities: ['Anxiety'],
        languages: ['English'],
        sessionModes: ['In-Person'],
        expertise: ['Stress & Anxiety'],
        location: { city: 'Pune' },
      }),
    ),
    ...messages(timeOffRange.safeParse({ from: '9_12_2026', to: '1_12_2026' })),
    ...messages(timeOffRange.safeParse({ from: '1_12_2026', to: '1_12_2028' })),
    ...messages(
      timeOffRange.safeParse({ from: '1_12_2026', to: '1_12_2026', note: 'n'.repeat(201) }),
    ),
  ]),
].filter((text) => !/^(Invalid|Expected)/.test(text));

describe('the therapist form rules', () => {
  it('keep their English on English pages', () => {
    for (const text of RULE_TEXTS) expect(formMessage(en, text)).toBe(text);
  });

  it.each(RULE_TEXTS)('word "%s" in Devanagari on Hindi pages', (text) => {
    expect(formMessage(hi, text)).toMatch(/[\u0900-\u097F]/);
  });

  it('cover every message they hold', () => {
    const idOf = (text: string) =>
      PRACTICE_RULES.find(([english]) => english === text)?.[1].id ??
      practiceRuleWithFigure(text)?.message.id;
    const worded = new Set(RULE_TEXTS.map(idOf));
    for (const message of Object.values(PRACTICE_RULE_WORDS)) expect(worded).toContain(message.id);
  });
});
