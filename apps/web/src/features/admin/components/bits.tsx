import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { istParts } from '../lib/admin-format';

const TONES = {
  pending: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  positive: 'bg-success-50 text-success-800 ring-success-600/30',
  negative: 'bg-danger-50 text-danger-800 ring-danger-600/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-400/40',
} as const;
export type Tone = keyof typeof TONES;

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A section's heading and intro, with room for its filters. */
export function SectionHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children ? <div className="mt-3 flex flex-wrap items-end gap-3">{children}</div> : null}
    </div>
  );
}

const control =
  'mt-1 block min-h-11 rounded-control border border-slate-300 bg-white px-3 text-base';

export function TextFilter(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  placeholder?: string;
}) {
  return (
    <label className="text-sm font-medium text-slate-800">
      {p.label}
      <input
        type={p.type ?? 'search'}
        value={p.value}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
        className={cn(control, 'w-56 max-w-full')}
      />
    </label>
  );
}

export function SelectFilter(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <label className="text-sm font-medium text-slate-800">
      {p.label}
      <select value={p.value} onChange={(e) => p.onChange(e.target.value)} className={control}>
        {p.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A row action button that says what it does. */
export function RowAction({
  children,
  onClick,
  danger,
}: {
  children: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center rounded-control border px-2.5 text-sm font-semibold whitespace-nowrap',
        danger
          ? 'border-danger-100 text-danger-700 hover:bg-danger-50'
          : 'border-slate-300 text-slate-800 hover:border-primary-700 hover:text-primary-800',
      )}
    >
      {children}
    </button>
  );
}

/** An instant on two lines that never wrap inside: the day, then the IST time. */
export function IstWhen({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  const { day, time } = istParts(iso);
  return (
    <span className="block whitespace-nowrap">
      {day}
      <span className="block text-xs text-slate-600">{time}</span>
    </span>
  );
}
