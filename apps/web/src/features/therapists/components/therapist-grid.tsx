import type { ReactNode } from 'react';
import type { ListedTherapist } from '@app/domain/schemas/therapist';
import { cn } from '#lib/cn';
import { TherapistCard, type TherapistCardProps } from './therapist-card';
import { TherapistCardSkeleton } from './therapist-card-skeleton';
import { AdoptLater } from '#components/adopt-later';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type TherapistGridProps = {
  therapists: readonly ListedTherapist[];
  /** Heading level for the card names (default h3). */
  headingLevel?: TherapistCardProps['headingLevel'];
  /** How many cards load their photo eagerly (the first row). */
  eagerCount?: number;
  className?: string;
  /** Accessible name of the list. */
  label?: string;
  /**
   * Cards after the eager ones are drawn as they near the window: the listing's dozen. Off for the
   * home page's featured six, which sit between sections of other colours (a card not yet drawn
   * has only an estimated height, and a checker reading colours there sees the next section).
   */
  laterCardsWhenNear?: boolean;
};

const gridClasses = 'grid grid-cols-1 gap-4 sm:gap-5 md:grid-cols-2 xl:grid-cols-3';

/** A responsive grid of therapist cards: 1 column on phones, 2 on tablets, 3 from 1280px. */
export function TherapistGrid({
  therapists,
  headingLevel,
  eagerCount = 3,
  className,
  label,
  laterCardsWhenNear = true,
}: TherapistGridProps) {
  const t = useT();
  return (
    <ul aria-label={label ?? t(LISTING.searchLabel)} className={cn(gridClasses, className)}>
      {therapists.map((t, i) => (
        <li key={t.id}>
          <AdoptLater
            className="h-full [--draw-when-near-size:22rem]"
            belowFirstScreen={laterCardsWhenNear && i >= eagerCount}
          >
            <TherapistCard therapist={t} headingLevel={headingLevel} eagerImage={i < eagerCount} />
          </AdoptLater>
        </li>
      ))}
    </ul>
  );
}

/** Skeleton grid shown while therapists load; announces the loading state once. */
export function TherapistGridSkeleton({
  count = 6,
  className,
}: {
  count?: number;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{t(LISTING.loading)}</span>
      <div className={gridClasses}>
        {Array.from({ length: count }, (_, i) => (
          <TherapistCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export type ListStateProps = {
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
  className?: string;
};

/** Designed empty or error state: what happened, and a way forward. */
export function ListState({
  title,
  children,
  tone = 'neutral',
  action,
  className,
}: ListStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center rounded-card border px-6 py-12 text-center',
        tone === 'error' ? 'border-danger-100 bg-danger-50' : 'border-slate-200 bg-slate-50',
        className,
      )}
    >
      <p
        className={cn(
          'text-lg font-semibold',
          tone === 'error' ? 'text-danger-800' : 'text-slate-900',
        )}
      >
        {title}
      </p>
      {children ? <div className="mt-2 max-w-md text-slate-600">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
