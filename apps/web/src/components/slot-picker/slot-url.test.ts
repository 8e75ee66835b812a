import { describe, expect, it } from 'vitest';
import { initialSlotChoice, readSlotQuery } from './slot-url';

describe('booking addresses', () => {
  it('reads a choice and ignores a mode it does not know', () => {
    expect(readSlotQuery(new URLSearchParams('date=14_3_2026&time=18:00&mode=online'))).toEqual({
      date: '14_3_2026',
      time: '18:00',
      mode: 'online',
    });
    expect(readSlotQuery(new URLSearchParams('mode=video')).mode).toBeNull();
  });

  it("starts from the address, else from the client's own hold", () => {
    const hold = {
      slotDate: '15_3_2026',
      slotTime: '10:00',
      sessionType: 'in-person' as const,
    };
    const empty = readSlotQuery(new URLSearchParams(''));
    expect(initialSlotChoice(empty, hold)).toEqual({
      dateKey: '15_3_2026',
      time: '10:00',
      mode: 'in-person',
    });
    expect(initialSlotChoice(empty, null)).toEqual({ dateKey: null, time: null, mode: null });
    const asked = readSlotQuery(new URLSearchParams('date=16_3_2026&time=11:00&mode=online'));
    expect(initialSlotChoice(asked, hold)).toEqual({
      dateKey: '16_3_2026',
      time: '11:00',
      mode: 'online',
    });
  });
});
