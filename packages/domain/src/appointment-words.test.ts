import { describe, expect, it } from 'vitest';
import {
  appointmentActions,
  appointmentStatus,
  type AppointmentStatusInput,
} from './appointment-status';
import { appointmentWords, ACTION_WORDS, STATUS_WORDS } from './appointment-words';
import { translatorFor } from './i18n/catalogues';

const en = translatorFor('en');
const hi = translatorFor('hi');
const now = new Date('2026-03-14T12:30:00Z');

/** Every combination of the fields the card's status and buttons read. */
function* inputs(): Generator<AppointmentStatusInput> {
  for (const slotDate of ['20_3_2026', '14_3_2026', '1_3_2026'])
    for (const cancelled of [false, true])
      for (const payment of [false, true])
        for (const isApproved of [false, true])
          for (const isCompleted of [false, true])
            for (const sessionStatus of [null, 'not-attended'] as const)
              for (const cancellationStatus of [null, 'pending', 'approved', 'rejected'] as const)
                for (const cancellationRequestedBy of [null, 'user', 'therapist'] as const)
                  for (const cancelledBy of [null, 'user', 'therapist', 'admin', 'system'] as const)
                    for (const refundPaise of [null, 0, 9900])
                      for (const proposalDeclined of [false, true])
                        yield {
                          slotDate,
                          slotTime: slotDate === '14_3_2026' ? '17:30' : '18:00',
                          cancelled,
                          payment,
                          isApproved,
                          isCompleted,
                          sessionStatus,
                          cancellationStatus,
                          cancellationRequestedBy,
                          cancelledBy,
                          refundPaise,
                          reservationExpiresAt: '2026-03-14T12:45:00Z',
                          proposalDeclined,
                        };
}

function cardTexts(): Set<string> {
  const texts = new Set<string>();
  for (const input of inputs()) {
    texts.add(appointmentStatus(input).label);
    for (const action of appointmentActions(input, now)) {
      texts.add(action.label);
      if (action.tooltip) texts.add(action.tooltip);
    }
  }
  return texts;
}

describe('appointmentWords', () => {
  const texts = [...cardTexts()];

  it.each(texts)('keeps "%s" word for word in English and words it in Hindi', (text) => {
    expect(appointmentWords(en, text)).toBe(text);
    expect(appointmentWords(hi, text)).toMatch(/[\u0900-\u097F]/);
  });

  it('has no message the card never shows', () => {
    const shown = new Set(texts.map((text) => appointmentWords(en, text)));
    for (const message of [...Object.values(STATUS_WORDS), ...Object.values(ACTION_WORDS)])
      expect(shown).toContain(en(message));
  });
});
