import { describe, it, expect } from 'vitest';
import { isFeaturedActive, pickFeatured, seededShuffle } from './featured';

type T = { id: string; featured: boolean; featuredExpiry: string | null; available: boolean };
const now = new Date('2026-03-18T06:00:00Z'); // Wednesday, ISO week 12
const future = '2026-04-01T00:00:00Z';
const past = '2026-03-01T00:00:00Z';

const make = (id: string, over: Partial<T> = {}): T => ({
  id,
  featured: false,
  featuredExpiry: null,
  available: true,
  ...over,
});
const ids = (xs: T[]) => xs.map((x) => x.id);

describe('isFeaturedActive', () => {
  it('needs the flag, a future expiry and availability', () => {
    expect(isFeaturedActive(make('a', { featured: true, featuredExpiry: future }), now)).toBe(true);
    expect(isFeaturedActive(make('a', { featured: true, featuredExpiry: past }), now)).toBe(false);
    expect(
      isFeaturedActive(make('a', { featured: true, featuredExpiry: now.toISOString() }), now),
    ).toBe(false);
    expect(isFeaturedActive(make('a', { featured: true, featuredExpiry: null }), now)).toBe(false);
    expect(isFeaturedActive(make('a', { featured: false, featuredExpiry: future }), now)).toBe(
      false,
    );
    expect(
      isFeaturedActive(
        make('a', { featured: true, featuredExpiry: future, available: false }),
        now,
      ),
    ).toBe(false);
  });
});

describe('pickFeatured', () => {
  const featured = ['f1', 'f2', 'f3'].map((id) =>
    make(id, { featured: true, featuredExpiry: future }),
  );
  const expired = make('x1', { featured: true, featuredExpiry: past });
  const unavailable = make('u1', { available: false });
  const plain = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => make(id));
  const all = [...plain, expired, unavailable, ...featured];

  it('puts eligible featured first, then fills from other available therapists', () => {
    const picked = pickFeatured(all, now);
    expect(picked).toHaveLength(6);
    expect(new Set(ids(picked.slice(0, 3)))).toEqual(new Set(['f1', 'f2', 'f3']));
    expect(ids(picked)).not.toContain('u1');
    for (const p of picked.slice(3)) expect(['p1', 'p2', 'p3', 'p4', 'p5', 'x1']).toContain(p.id);
  });

  it('expired featured therapists only fill', () => {
    const picked = pickFeatured([expired, ...featured], now);
    expect(ids(picked).at(-1)).toBe('x1');
  });

  it('respects max and small inputs', () => {
    expect(pickFeatured(all, now, 2)).toHaveLength(2);
    expect(pickFeatured([unavailable], now)).toEqual([]);
    expect(pickFeatured(featured.slice(0, 1), now)).toHaveLength(1);
  });

  it('input order is irrelevant', () => {
    const reversed = [...all].reverse();
    expect(ids(pickFeatured(reversed, now))).toEqual(ids(pickFeatured(all, now)));
  });

  it('is stable within an ISO week (Monday to Sunday, IST)', () => {
    const many = Array.from({ length: 12 }, (_, i) => make(`t${String(i).padStart(2, '0')}`));
    const monday = new Date('2026-03-15T18:30:00Z'); // Mon 16 Mar 00:00 IST
    const sunday = new Date('2026-03-22T18:29:00Z'); // Sun 22 Mar 23:59 IST
    expect(ids(pickFeatured(many, monday))).toEqual(ids(pickFeatured(many, sunday)));
  });

  it('changes order in a different week', () => {
    const many = Array.from({ length: 12 }, (_, i) => make(`t${String(i).padStart(2, '0')}`));
    const nextWeek = new Date('2026-03-22T18:30:00Z'); // Mon 23 Mar IST
    expect(ids(pickFeatured(many, nextWeek))).not.toEqual(ids(pickFeatured(many, now)));
  });
});

describe('seededShuffle', () => {
  it('is a deterministic permutation', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8];
    const a = seededShuffle(xs, 42);
    expect(a).toEqual(seededShuffle(xs, 42));
    expect([...a].sort()).toEqual(xs);
    expect(xs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
