import { formatDateIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { parseSlotDateKey } from '@app/domain/ist';
import { pageT } from '#lib/i18n/messages';

/** '2026-12-07' (a date input's value) → '7_12_2026'; '' when empty or malformed. */
export function keyOfDateInput(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${Number(m[3])}_${Number(m[2])}_${Number(m[1])}` : '';
}

/** '7_12_2026' → 'Mon, 7 Dec 2026' ('सोम, 7 दिस॰ 2026'). */
export function dateKeyText(key: string, t: Translator = pageT()): string {
  const d = parseSlotDateKey(key);
  return d ? formatDateIn(t.language, d, 'short') : key;
}
