import { Link } from 'react-router';
import type { ListedTherapist } from '@app/domain/schemas/therapist';
import type { SearchListItem } from '@app/domain/schemas/search';
import { effectiveTitle } from '@app/domain/listing';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import { ChipList } from '#components/ui/chip-list';
import { CheckBadgeIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { formatFee, formatLanguages, formatSessionModes } from '#lib/format';
import { useT } from '#lib/i18n/i18n-context';
import { LikeButton } from './like-button';
import { paths } from '#config/paths';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { displayName } from '@app/domain/i18n/display-names';
import { nextAvailableText } from '@app/domain/i18n/dates';

const CARD = defineMessages({
  verified: { id: 'listing.card.verified', defaultMessage: 'Verified Therapist' },
  specialities: { id: 'listing.card.specialities', defaultMessage: 'Specialities' },
  languages: { id: 'listing.card.languages', defaultMessage: 'Languages' },
  sessionModes: { id: 'listing.card.sessionModes', defaultMessage: 'Session modes' },
  experience: { id: 'listing.card.experience', defaultMessage: 'Experience' },
  yearsOfExperience: {
    id: 'listing.card.yearsOfExperience',
    defaultMessage: '{years, plural, one {# year} other {# years}} of experience',
  },
  nextAvailable: { id: 'listing.card.nextAvailable', defaultMessage: 'Next available' },
  nextAvailableLead: { id: 'listing.card.nextAvailableLead', defaultMessage: 'Next available: ' },
  bookNextTime: {
    id: 'listing.card.bookNextTime',
    defaultMessage: "Book {name}'s next open time: ",
  },
  noOpenTimes: {
    id: 'listing.card.noOpenTimes',
    defaultMessage: 'No open times in the next {days} days',
  },
  perSession: { id: 'listing.card.perSession', defaultMessage: 'per session' },
  bookNowWith: { id: 'listing.card.bookNowWith', defaultMessage: 'Book Now with {name}' },
  bookNow: { id: 'listing.card.bookNow', defaultMessage: 'Book Now' },
});

export type TherapistCardProps = {
  /** A search result also carries experience and the first open slot. */
  therapist: ListedTherapist & Partial<Pick<SearchListItem, 'experience' | 'nextAvailable'>>;
  /** Heading level of the name, to keep the page's outline in order (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Load the photo eagerly (first cards above the fold). */
  eagerImage?: boolean;
  className?: string;
};

/** Small 'Verified Therapist' badge. */
export function VerifiedBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800 ring-1 ring-success-100',
        className,
      )}
    >
      <CheckBadgeIcon width={14} height={14} strokeWidth={2} />
      {t(CARD.verified)}
    </span>
  );
}

/**
 * A therapist in a list. The name link is stretched over the whole card (one link to the profile);
 * the like control and 'Book Now' sit above it as separate targets, so no interactive element is
 * nested in another.
 */
export function TherapistCard({
  therapist: t,
  headingLevel = 'h3',
  eagerImage,
  className,
}: TherapistCardProps) {
  const Heading = headingLevel;
  const words = useT();
  const title = effectiveTitle(t);
  const specialities = t.specialities.filter((s) => s.trim() !== '');
  const city = t.location.city.trim();

  return (
    <article
      data-testid="therapist-card"
      className={cn(
        'group relative flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-raised transition-shadow duration-200 hover:shadow-raised-hover sm:p-5',
        'has-[.stretched-link:focus-visible]:outline-3 has-[.stretched-link:focus-visible]:outline-offset-2 has-[.stretched-link:focus-visible]:outline-primary-700',
        className,
      )}
    >
      <div className="flex gap-4">
        <Avatar
          src={t.image}
          name={t.name}
          id={t.id}
          size={88}
          eager={eagerImage}
          className="rounded-card"
        />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold">
            <Link
              to={paths.therapist(t.slug)}
              className="stretched-link rounded-sm text-slate-900 outline-none group-hover:text-primary-800 focus-visible:outline-none"
            >
              {t.name}
            </Link>
          </Heading>
          {title ? (
            <p className="mt-0.5 text-sm text-slate-600">{displayName(words, 'title', title)}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
            {t.verified ? <VerifiedBadge /> : null}
            {city ? (
              <span className="text-xs text-slate-600">{displayName(words, 'city', city)}</span>
            ) : null}
          </div>
        </div>
      </div>

      {specialities.length > 0 ? (
        <ChipList
          items={specialities.map((s) => displayName(words, 'speciality', s))}
          maxRows={2}
          label={words(CARD.specialities)}
          className="mt-4"
        />
      ) : null}

      <dl className="my-4 grid gap-2 text-sm">
        <div className="flex items-start gap-2">
          <dt className="fact-icon fact-icon-languages mt-px text-slate-500">
            <span className="sr-only">{words(CARD.languages)}</span>
          </dt>
          <dd className="text-slate-700">{formatLanguages(t.languages, words)}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="fact-icon fact-icon-modes mt-px text-slate-500">
            <span className="sr-only">{words(CARD.sessionModes)}</span>
          </dt>
          <dd className="text-slate-700">{formatSessionModes(t.sessionModes, words)}</dd>
        </div>
        {t.experience !== undefined ? (
          <div className="flex items-start gap-2">
            <dt className="fact-icon fact-icon-experience mt-px text-slate-500">
              <span className="sr-only">{words(CARD.experience)}</span>
            </dt>
            <dd className="text-slate-700">
              {words(CARD.yearsOfExperience, { years: t.experience })}
            </dd>
          </div>
        ) : null}
        {t.nextAvailable !== undefined ? (
          <div className="flex items-start gap-2">
            <dt className="fact-icon fact-icon-next mt-px text-slate-500">
              <span className="sr-only">{words(CARD.nextAvailable)}</span>
            </dt>
            <dd className="text-slate-700">
              {t.nextAvailable ? (
                <Link
                  to={paths.booking(t.slug, {
                    date: t.nextAvailable.slotDate,
                    time: t.nextAvailable.slotTime,
                  })}
                  className="relative z-10 rounded-sm font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  <span aria-hidden="true">{words(CARD.nextAvailableLead)}</span>
                  <span className="sr-only">{words(CARD.bookNextTime, { name: t.name })}</span>
                  {nextAvailableText(t.nextAvailable, new Date(), words)}
                </Link>
              ) : (
                words(CARD.noOpenTimes, { days: AVAILABILITY_DAYS })
              )}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-auto flex items-center gap-2 border-t border-slate-100 pt-4">
        <p className="mr-auto leading-tight">
          <span className="block text-lg font-semibold text-slate-900">
            {formatFee(t.fees, words)}
          </span>
          <span className="text-xs text-slate-600">{words(CARD.perSession)}</span>
        </p>
        <LikeButton therapistId={t.id} therapistName={t.name} liked={t.liked} likes={t.likes} />
        <Link
          to={paths.booking(t.slug)}
          className={buttonClasses('accent', 'md', 'relative z-10')}
          aria-label={words(CARD.bookNowWith, { name: t.name })}
        >
          {words(CARD.bookNow)}
        </Link>
      </div>
    </article>
  );
}
