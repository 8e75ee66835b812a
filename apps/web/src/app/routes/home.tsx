import { AdoptLater } from '#components/adopt-later';
import { homeMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';
import { PageHead } from '#components/seo/page-head';
import { useFacetOptions } from '#features/therapists/api/search-therapists';
import { FeaturedTherapists } from '#features/therapists/components/featured-therapists';
import { HeroSearch } from '#features/home/components/hero-search';
import { ChatWithUs, HowItWorks } from '#features/home/components/how-it-works';
import { BlogCards, Concerns, SelfAssessments } from '#features/home/components/resource-links';
import { Testimonials } from '#features/home/components/testimonials';

const values = (list: readonly { value: string; count: number }[] | undefined) =>
  (list ?? []).filter((f) => f.count > 0).map((f) => f.value);

/** Home page (spec public-and-account.md §2). */
export function HomeRoute() {
  const facets = useFacetOptions().data;
  const t = useT();
  return (
    <>
      <PageHead {...homeMeta(t)} />
      <HeroSearch
        options={{
          specialities: values(facets?.specialities).sort((a, b) => a.localeCompare(b)),
          languages: values(facets?.languages),
          locations: values(facets?.locations).sort((a, b) => a.localeCompare(b)),
        }}
      />
      <AdoptLater>
        <Concerns />
      </AdoptLater>
      <AdoptLater>
        <FeaturedTherapists />
      </AdoptLater>
      <AdoptLater>
        <SelfAssessments />
      </AdoptLater>
      <AdoptLater>
        <HowItWorks />
      </AdoptLater>
      <AdoptLater>
        <Testimonials />
      </AdoptLater>
      <AdoptLater>
        <BlogCards />
        <ChatWithUs />
      </AdoptLater>
    </>
  );
}
