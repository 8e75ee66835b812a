import { describe, expect, it } from 'vitest';
import { chipsThatFit, chipWidth } from './chip-fit';

const ROW = 272;

describe('chipWidth', () => {
  it('counts padding and grows with the text, wide letters more than narrow ones', () => {
    expect(chipWidth('')).toBe(20);
    expect(chipWidth('Anxiety')).toBeGreaterThan(chipWidth('Grief'));
    expect(chipWidth('mmmm')).toBeGreaterThan(chipWidth('iiii'));
  });
});

describe('chipsThatFit', () => {
  it('shows every chip when they fit in the rows', () => {
    expect(chipsThatFit(['Anxiety', 'Stress', 'Grief'], 2, ROW)).toBe(3);
    expect(chipsThatFit([], 2, ROW)).toBe(0);
  });

  it('stops at the last row and leaves room on it for the +N chip', () => {
    const items = Array.from({ length: 12 }, (_, i) => `Speciality ${i}`);
    const shown = chipsThatFit(items, 2, ROW);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(items.length);
    // Rebuild the rows the way a wrapping list would, with the +N chip after the shown ones.
    const widths = [...items.slice(0, shown), `+${items.length - shown}`].map(chipWidth);
    let rows = 1;
    let used = 0;
    for (const width of widths) {
      if (used > 0 && used + 6 + width > ROW) {
        rows++;
        used = width;
      } else used += used > 0 ? 6 + width : width;
    }
    expect(rows).toBeLessThanOrEqual(2);
    // One more chip would not have left room.
    expect(chipsThatFit(items, 2, ROW + 400)).toBeGreaterThan(shown);
  });

  it('gives a chip wider than a row a row of its own', () => {
    const long = 'Obsessive compulsive disorder and related conditions of every kind';
    expect(chipWidth(long)).toBeGreaterThan(ROW);
    expect(chipsThatFit([long, 'Anxiety'], 2, ROW)).toBe(2);
    expect(chipsThatFit([long, long, 'Anxiety'], 2, ROW)).toBe(1);
  });

  it('keeps to one row when asked to', () => {
    expect(
      chipsThatFit(['Anxiety', 'Depression', 'Stress', 'Relationships', 'Grief'], 1, ROW),
    ).toBe(3);
  });
});
