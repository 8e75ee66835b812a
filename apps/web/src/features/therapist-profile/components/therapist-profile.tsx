import { useEffect, type ReactNode } from 'react';
import { therapistPageMeta } from '@app/domain/page-meta';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { NotFound } from '#components/not-found';
import { PageHead } from '#components/seo/page-head';
import { Skeleton } from '#components/ui/skeleton';
import { isApiError } from '#lib/api-client';
import { showError } from '#lib/toast';
import { useTherapist } from '#lib/therapist-detail';
import { BookingPanel } from './booking-panel';
import { ProfileBio } from './profile-bio';
import { ProfileFacts, ProfileHeader } from './profile-header';
import { TherapistJsonLd } from './therapist-json-ld';
import { AdoptLater } from '#components/adopt-later';
import { useT } from '#lib/i18n/i18n-context';
import { PROFILE } from '../lib/profile-words';
import { displayName, type NameKind } from '@app/domain/i18n/display-names';

export type TherapistProfileProps = {
  slug: string;
  /** The like control, supplied by the page (it belongs to the therapists feature). */
  renderLike?: (therapist: TherapistProfile) => ReactNode;
};

function Tags({ items, label, kind }: { items: readonly string[]; label: string; kind: NameKind }) {
  const t = useT();
  const clean = items.filter((s) => s.trim() !== '');
  if (clean.length === 0) return <p className="text-slate-600">{t(PROFILE.notProvided)}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {clean.map((s) => (
        <li
          key={s}
          className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900"
        >
          {displayName(t, kind, s)}
        </li>
      ))}
    </ul>
  );
}

/** /therapist/{slug}: profile, facts, bio and the booking panel; not-found when it cannot load. */
export function TherapistProfile({ slug, renderLike }: TherapistProfileProps) {
  const query = useTherapist(slug, { keepWhileSigningIn: true });
  const words = useT();
  const error = query.error;

  useEffect(() => {
    if (!error) return;
    // Spec §8: the reason as a toast, then the not-found page.
    const status = isApiError(error) ? error.status : 0;
    const missing = status === 404 || status === 400;
    showError(words(missing ? PROFILE.notFound : PROFILE.loadFailed), {
      id: 'therapist-load',
    });
  }, [error, words]);

  if (query.isError) return <NotFound />;
  if (query.isPending) return <ProfileSkeleton />;

  const t = query.data;
  // A Hindi page shows the therapist's own Hindi introduction when they wrote one.
  const hindiAbout = words.language === 'hi' && t.aboutHi ? t.aboutHi : null;
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <PageHead {...therapistPageMeta(t, 'profile', words)} />
      <TherapistJsonLd therapist={t} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="grid gap-6">
          <ProfileHeader therapist={t} likeControl={renderLike?.(t)} />
          <ProfileFacts therapist={t} />
          <AdoptLater>
            <section
              aria-labelledby="about-heading"
              className="rounded-card border border-slate-200 bg-white p-5 sm:p-7"
            >
              <h2 id="about-heading" className="text-xl font-semibold">
                {words(PROFILE.about, { name: t.name })}
              </h2>
              {hindiAbout === null && words.language !== 'en' && isEnglishText(t.about) ? (
                <p className="mt-2 text-sm text-slate-600">{words(PROFILE.writtenInEnglish)}</p>
              ) : null}
              <div className="mt-3">
                <ProfileBio text={hindiAbout ?? t.about} />
              </div>
              <h2 className="mt-7 text-xl font-semibold">{words(PROFILE.specializations)}</h2>
              <div className="mt-3">
                <Tags
                  items={t.specialities}
                  label={words(PROFILE.specializations)}
                  kind="speciality"
                />
              </div>
              <h2 className="mt-7 text-xl font-semibold">{words(PROFILE.expertise)}</h2>
              <div className="mt-3">
                <Tags items={t.expertise} label={words(PROFILE.expertise)} kind="concern" />
              </div>
            </section>
          </AdoptLater>
        </div>
        <AdoptLater className="lg:sticky lg:top-24">
          <BookingPanel therapist={t} />
        </AdoptLater>
      </div>
    </div>
  );
}

/** Text written in Latin letters only (no Devanagari): the therapist wrote it in English. */
const isEnglishText = (text: string) => /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text);

function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t(PROFILE.loading)}</span>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-6">
          <div className="flex gap-5 rounded-card border border-slate-200 bg-white p-7">
            <Skeleton className="size-32 rounded-card" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-7 w-24" />
            </div>
          </div>
          <Skeleton className="h-48 rounded-card" />
        </div>
        <Skeleton className="h-96 rounded-card" />
      </div>
    </div>
  );
}
