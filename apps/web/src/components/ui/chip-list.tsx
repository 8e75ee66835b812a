import { cn } from '#lib/cn';
import { chipsThatFit } from './chip-fit';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  more: { id: 'common.chips.more', defaultMessage: 'and {count} more: {names}' },
});

export type ChipListProps = {
  items: readonly string[];
  /** Rows to show before collapsing the rest into a '+N' chip. */
  maxRows?: number;
  /** Accessible name of the list, e.g. 'Specialities'. */
  label: string;
  className?: string;
  chipClassName?: string;
};

/**
 * A therapist card's body on a 360px screen, the narrowest common phone (360 less 16px of page and
 * 16px of card padding on each side). On narrower screens a list may take a third row.
 */
const ROW_WIDTH_PX = 296;

/**
 * Chips that wrap onto at most `maxRows` rows; the remainder is summarised as a '+N' chip whose
 * accessible name lists the hidden items. How many fit is estimated from the text (chip-fit.ts),
 * so the list is the same when drawn by the server and never changes once shown.
 */
export function ChipList({ items, maxRows = 2, label, className, chipClassName }: ChipListProps) {
  const t = useT();
  if (items.length === 0) return null;
  const visible = chipsThatFit(items, maxRows, ROW_WIDTH_PX);
  const shown = items.slice(0, visible);
  const hidden = items.slice(visible);
  const chip = cn(
    'inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium leading-4 text-slate-700',
    chipClassName,
  );

  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((item, i) => (
        <li key={`${i}-${item}`} className={chip}>
          {item}
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className={cn(chip, 'bg-primary-50 text-primary-800')}>
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="sr-only">
            {t(M.more, { count: hidden.length, names: hidden.join(', ') })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
