import { useState } from 'react';
import { cn } from '#lib/cn';
import { initialsOf } from '@app/domain/initials';

// Light tints with dark text: each pair is ≥ 7:1.
const PALETTE = [
  'bg-teal-100 text-teal-900',
  'bg-sky-100 text-sky-900',
  'bg-indigo-100 text-indigo-900',
  'bg-rose-100 text-rose-900',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-violet-100 text-violet-900',
  'bg-orange-100 text-orange-900',
] as const;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export type AvatarProps = {
  /** Image URL; empty or failing images fall back to initials on a colour derived from `id`. */
  src?: string | null;
  name: string;
  id: string;
  size: number;
  className?: string;
  /** Set for images above the fold. */
  eager?: boolean;
};

/** A person's photo, or their initials. The name is announced by the surrounding text, so alt is empty. */
export function Avatar({ src, name, id, size, className, eager }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src.trim() !== '' && failedSrc !== src;
  if (usable) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn('shrink-0 bg-slate-100 object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-semibold select-none',
        PALETTE[hash(id) % PALETTE.length],
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.34) }}
    >
      {initialsOf(name)}
    </span>
  );
}
