import { AdoptLater } from '#components/adopt-later';
import { useParams } from 'react-router';
import { listingPageMeta, professionalTitleOfSlug } from '@app/domain/page-meta';
import { NotFound } from '#components/not-found';
import { PageHead } from '#components/seo/page-head';
import { useT } from '#lib/i18n/i18n-context';
import { defineMessages } from '@app/domain/i18n/define';
import { displayName } from '@app/domain/i18n/display-names';

const M = defineMessages({
  heading: { id: 'listing.heading', defaultMessage: 'Find Your Therapist' },
  lead: {
    id: 'listing.lead',
    defaultMessage:
      'Every profile is reviewed by our team before it goes live. Compare languages, session modes and fees, then book a time that suits you.',
  },
  therapists: { id: 'listing.therapists', defaultMessage: 'Therapists' },
});
import { TherapistDirectory } from '#features/therapists/components/therapist-directory';
import { FirstSession, PartnerCta } from '#features/therapists/components/listing-sections';
import { ListingFaq } from '#features/therapists/components/listing-faq';

/** /therapists, /doctors and their /{professionalTitle} variants (spec §2). */
export function TherapistsRoute() {
  const { title: rawSlug } = useParams();
  // The server's head and this page's come from one function; an unknown title is not found.
  const t = useT();
  const meta = listingPageMeta(rawSlug, t);
  if (!meta) return <NotFound />;
  const slug = rawSlug?.toLowerCase();
  const englishTitle = slug ? professionalTitleOfSlug(slug) : null;
  const titleText = englishTitle ? displayName(t, 'title', englishTitle) : null;

  return (
    <>
      <PageHead {...meta} />

      <section className="border-b border-primary-100 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(M.heading)}</h1>
          {titleText ? (
            <p className="mt-2 text-lg font-medium text-primary-800">{titleText}</p>
          ) : null}
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t(M.lead)}</p>
        </div>
      </section>

      <section
        aria-labelledby="therapist-list-heading"
        className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10"
      >
        <h2 id="therapist-list-heading" className="sr-only">
          {titleText || t(M.therapists)}
        </h2>
        <TherapistDirectory titleSlug={slug} />
      </section>
      <AdoptLater>
        <FirstSession />
        <PartnerCta />
        <ListingFaq />
      </AdoptLater>
    </>
  );
}
