import { PageHead } from '#components/seo/page-head';
import { JoinPage } from '#features/join-therapist/components/join-page';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';
import { fixedPageMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';

/** /join-therapist: the therapist application. */
export function JoinTherapistRoute() {
  const t = useT();
  return (
    <>
      <PageHead {...fixedPageMeta(paths.joinTherapist(), SITE.name, t)} />
      <JoinPage />
    </>
  );
}
