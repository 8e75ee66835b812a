import { AdoptLater } from '../../components/adopt-later';
import { useParams } from 'react-router';
import { PROFESSIONAL_TITLES } from '@app/domain/catalogues';
import { isTitleSlug, titleForSlug } from '@app/domain/listing';
import { NotFound } from '../../components/not-found';
import { PageHead } from '../../components/seo/page-head';
import { TherapistDirectory } from '../../features/therapists/components/therapist-directory';
import { FirstSession, PartnerCta } from '../../features/therapists/components/listing-sections';
import { ListingFaq } from '../../features/therapists/components/listing-faq';

/** /therapists, /doctors and their /{professionalTitle} variants (spec §2). */
export function TherapistsRoute() {
  const { title: rawSlug } = useParams();
  const slug = rawSlug?.toLowerCase();
  // A malformed slug (Clinical_Psychologist) names no title: the not-found page, not a failed load.
  if (slug !== undefined && !isTitleSlug(slug)) return <NotFound />;
  const titleText = slug ? titleForSlug(slug, PROFESSIONAL_TITLES) : '';

  const pageTitle = titleText
    ? `${titleText} in India: Find Your Therapist`
    : 'Find Your Therapist in India';
  const description = titleText
    ? `Find a ${titleText} in India. Compare languages, session modes and fees in rupees, then book an online or in-person session with a ${titleText}.`
    : 'Browse mental-health therapists in India. Compare specialities, languages, session modes and fees in rupees, then book an online or in-person session.';

  return (
    <>
      <PageHead
        title={pageTitle}
        description={description}
        keywords={[
          'therapist',
          'counsellor',
          'psychologist',
          'online therapy',
          'India',
          ...(titleText ? [titleText] : []),
        ]}
        canonicalPath={slug ? `/therapists/${slug}` : '/therapists'}
      />

      <section className="border-b border-primary-100 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Your Therapist</h1>
          {titleText ? (
            <p className="mt-2 text-lg font-medium text-primary-800">{titleText}</p>
          ) : null}
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">
            Every profile is reviewed by our team before it goes live. Compare languages, session
            modes and fees, then book a time that suits you.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="therapist-list-heading"
        className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 sm:py-10"
      >
        <h2 id="therapist-list-heading" className="sr-only">
          {titleText || 'Therapists'}
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
