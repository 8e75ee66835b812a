import type { StatusTone } from '@app/domain/appointment-status';
import { cn } from '#lib/cn';

// Each text colour is ≥ 4.5:1 on its tint.
const TONES: Record<StatusTone, { badge: string; dot: string }> = {
  pending: { badge: 'bg-warning-50 text-warning-800 ring-warning-600/30', dot: 'bg-warning-600' },
  positive: { badge: 'bg-success-50 text-success-800 ring-success-600/30', dot: 'bg-success-600' },
  negative: { badge: 'bg-danger-50 text-danger-800 ring-danger-600/30', dot: 'bg-danger-600' },
  neutral: { badge: 'bg-slate-100 text-slate-700 ring-slate-400/40', dot: 'bg-slate-500' },
};

/** The card's status, coloured by what it means: amber pending, green good, red cancelled, slate. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  const colours = TONES[tone];
  return (
    <span
      data-testid="appointment-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        colours.badge,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', colours.dot)} />
      {label}
    </span>
  );
}
