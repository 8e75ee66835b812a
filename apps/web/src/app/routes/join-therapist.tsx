import { PageHead } from '#components/seo/page-head';
import { JoinPage } from '#features/join-therapist/components/join-page';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';

/** /join-therapist: the therapist application. */
export function JoinTherapistRoute() {
  return (
    <>
      <PageHead
        title="Join as Therapist"
        description={`Apply to list your practice on ${SITE.name}. Clients across India find, book and pay for sessions online; your profile goes live after approval.`}
        canonicalPath={paths.joinTherapist()}
      />
      <JoinPage />
    </>
  );
}
