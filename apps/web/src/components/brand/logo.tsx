import { cn } from '#lib/cn';

/** The brand mark: a heart held by a leaf, on a teal tile. Decorative (the wordmark names it). */
export function LogoMark({ className, size = 36 }: { className?: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="64" height="64" rx="16" fill="#0f766e" />
      <path
        d="M32 50c-9-6.2-16-12.5-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 8.5-7 14.8-16 21z"
        fill="#f0fdfa"
      />
      <path d="M32 24.5c-2.6 4.5-2.6 10.5 0 17 2.6-6.5 2.6-12.5 0-17z" fill="#ea580c" />
    </svg>
  );
}

/**
 * Mark + 'Manas Care' wordmark. `tone="light"` for dark surfaces; `compact` keeps only the mark on
 * phones (the wordmark stays for screen readers), where a header holds more than the logo.
 */
export function Logo({
  tone = 'dark',
  compact = false,
  className,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-bold tracking-tight whitespace-nowrap',
          compact && 'max-sm:sr-only',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        Manas
        <span className={tone === 'dark' ? 'text-primary-700' : 'text-primary-200'}> Care</span>
      </span>
    </span>
  );
}
