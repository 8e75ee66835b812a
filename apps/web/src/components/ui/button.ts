import { cn } from '#lib/cn';

export type ButtonVariant =
  'primary' | 'accent' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'md' | 'lg' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  // teal-700 on white text: 5.5:1
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900',
  // orange-700 with white text: 5.2:1 (orange-600 would fail contrast)
  accent: 'bg-accent-700 text-white hover:bg-accent-800 active:bg-accent-900',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:border-primary-700 hover:text-primary-800 active:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  // red-700 with white text: 6.5:1; for actions that cannot be undone
  danger: 'bg-danger-700 text-white hover:bg-danger-800 active:bg-danger-800',
  'danger-outline':
    'border border-danger-700 bg-white text-danger-800 hover:bg-danger-50 active:bg-danger-100',
};

// Every size keeps a 44px touch target except `sm`, which is for dense desktop-only spots.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-[0.9375rem]',
  lg: 'min-h-12 px-6 text-base',
};

/** Class names for a button-looking element (use on <button>, <Link> or <a>). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}
