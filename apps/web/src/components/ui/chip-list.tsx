import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export type ChipListProps = {
  items: readonly string[];
  /** Rows to show before collapsing the rest into a '+N' chip. */
  maxRows?: number;
  /** Accessible name of the list, e.g. 'Specialities'. */
  label: string;
  className?: string;
  chipClassName?: string;
};

const GAP_PX = 6; // matches gap-1.5

/**
 * Chips that wrap onto at most `maxRows` rows; the remainder is summarised as a '+N' chip whose
 * accessible name lists the hidden items. Layout is measured on a hidden copy, so the visible list
 * never flickers between states.
 */
export function ChipList({ items, maxRows = 2, label, className, chipClassName }: ChipListProps) {
  const measureRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState<number>(items.length);
  const key = items.join('\u0000');

  useLayoutEffect(() => {
    const list = measureRef.current;
    if (!list) return;
    const compute = () => {
      const chips = Array.from(list.querySelectorAll<HTMLElement>('[data-chip]'));
      const plus = list.querySelector<HTMLElement>('[data-plus]');
      const width = list.clientWidth;
      if (chips.length === 0 || width === 0) return;
      const rowTops = [...new Set(chips.map((c) => c.offsetTop))].sort((a, b) => a - b);
      if (rowTops.length <= maxRows) {
        setVisible(chips.length);
        return;
      }
      const lastRowTop = rowTops[maxRows - 1] ?? 0;
      const fit = chips.filter((c) => c.offsetTop <= lastRowTop).length;
      const plusWidth = plus?.offsetWidth ?? 40;
      let count = fit;
      while (count > 0) {
        const last = chips[count - 1];
        if (!last) break;
        const onLastRow = last.offsetTop === lastRowTop;
        if (!onLastRow || last.offsetLeft + last.offsetWidth + GAP_PX + plusWidth <= width) break;
        count--;
      }
      setVisible(count);
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(list);
    return () => observer.disconnect();
    // `key` stands for the items' content.
  }, [key, maxRows]);

  if (items.length === 0) return null;
  const shown = items.slice(0, visible);
  const hidden = items.slice(visible);
  const chip = cn(
    'inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium leading-4 text-slate-700',
    chipClassName,
  );

  return (
    <div className={cn('relative', className)}>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {shown.map((item, i) => (
          <li key={`${i}-${item}`} className={chip}>
            {item}
          </li>
        ))}
        {hidden.length > 0 ? (
          <li className={cn(chip, 'bg-primary-50 text-primary-800')}>
            <span aria-hidden="true">+{hidden.length}</span>
            <span className="sr-only">
              and {hidden.length} more: {hidden.join(', ')}
            </span>
          </li>
        ) : null}
      </ul>
      {/* Invisible measuring copy: same width, all chips, plus a sample overflow chip. */}
      <ul
        ref={measureRef}
        aria-hidden="true"
        className="pointer-events-none invisible absolute inset-x-0 top-0 flex flex-wrap gap-1.5"
      >
        {items.map((item, i) => (
          <li key={`${i}-${item}`} data-chip className={chip}>
            {item}
          </li>
        ))}
        <li data-plus className={chip}>
          +{items.length}
        </li>
      </ul>
    </div>
  );
}
