import type { Rng } from './prng';

export interface HourRow {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Hourly start time, 'HH:MM' (IST). */
  startTime: string;
}

const hhmm = (h: number) => `${String(h).padStart(2, '0')}:00`;
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

type Pattern = 'split' | 'morning' | 'afternoon-evening' | 'evening' | 'full-day';

function blocks(rng: Rng, pattern: Pattern): number[] {
  const morning = () => range(rng.pick([8, 9, 10, 10, 11]), rng.int(2, 3));
  const afternoon = () => range(rng.pick([13, 14, 14, 15]), rng.int(2, 3));
  const evening = () => range(rng.pick([16, 17, 17, 18]), rng.int(2, 3));
  switch (pattern) {
    case 'split':
      return [...morning(), ...evening()];
    case 'morning':
      return range(rng.pick([9, 10]), rng.int(3, 4));
    case 'afternoon-evening':
      return [...afternoon(), ...evening()].filter((h, i, all) => all.indexOf(h) === i);
    case 'evening':
      return range(rng.pick([17, 18, 19]), rng.int(2, 3)).filter((h) => h <= 21);
    case 'full-day':
      return [...range(10, 3), ...range(14, 4)];
  }
}

/** Weekly hours on 3–6 weekdays, in blocks such as 10:00–13:00 and 17:00–20:00. */
export function weeklyHours(rng: Rng): HourRow[] {
  const pattern = rng.weighted<Pattern>([
    ['split', 40],
    ['morning', 18],
    ['afternoon-evening', 15],
    ['evening', 15],
    ['full-day', 12],
  ]);
  const dayCount = rng.int(3, 6);
  const pool = rng.chance(0.12) ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6];
  const days = rng.sample(pool, dayCount).sort((a, b) => a - b);
  const weekdayHours = blocks(rng, pattern);
  const mornings = weekdayHours.filter((h) => h < 14);
  const weekendHours = mornings.length > 0 ? mornings : weekdayHours.slice(0, 2);
  const rows: HourRow[] = [];
  for (const day of days) {
    // Weekends are often shorter: mornings only.
    const hours = day === 0 || day === 6 ? weekendHours : weekdayHours;
    for (const h of hours) rows.push({ weekday: day, startTime: hhmm(h) });
  }
  return rows;
}
