import { describe, expect, it } from 'vitest';
import { MOVE_REFUSALS } from '../appointment-moves';
import { adminRescheduleBody, proposeTimesBody, respondRescheduleBody } from './reschedule';

const slot = (slotDate: string, slotTime = '10:00') => ({ slotDate, slotTime });

describe('the rescheduling requests', () => {
  it('take one to three different proposed times', () => {
    expect(proposeTimesBody.safeParse({ slots: [slot('1_12_2026')] }).success).toBe(true);
    expect(proposeTimesBody.safeParse({ slots: [] }).success).toBe(false);
    const four = ['1', '2', '3', '4'].map((d) => slot(`${d}_12_2026`));
    expect(proposeTimesBody.safeParse({ slots: four }).success).toBe(false);
    const twice = proposeTimesBody.safeParse({ slots: [slot('1_12_2026'), slot('1_12_2026')] });
    expect(twice.error?.issues[0]?.message).toBe(MOVE_REFUSALS.proposeSameTimes);
  });

  it('answer a proposal with one time or "decline", nothing else', () => {
    const id = 'a1';
    expect(respondRescheduleBody.safeParse({ appointmentId: id, choice: 'decline' }).success).toBe(
      true,
    );
    expect(
      respondRescheduleBody.safeParse({ appointmentId: id, choice: slot('1_12_2026') }).success,
    ).toBe(true);
    expect(respondRescheduleBody.safeParse({ appointmentId: id, choice: 'accept' }).success).toBe(
      false,
    );
  });

  it("need the team's reason for a move", () => {
    expect(adminRescheduleBody.safeParse({ ...slot('1_12_2026'), reason: ' ' }).success).toBe(
      false,
    );
    expect(adminRescheduleBody.safeParse({ ...slot('1_12_2026'), reason: 'Asked' }).success).toBe(
      true,
    );
  });
});
