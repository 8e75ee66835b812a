import { SITE } from '#lib/site';
import { LegalPage } from '#features/static-pages/components/legal-page';
import { REFUNDS_SECTIONS } from '#features/static-pages/content/refunds';
import { paths } from '#config/paths';

export function RefundsRoute() {
  return (
    <LegalPage
      title="Cancellation and Refunds Policy"
      description={`When the ${SITE.name} booking fee is refunded, how to cancel, and how long refunds take.`}
      path={paths.refunds()}
      updated="1 January 2026"
      intro={
        <p>
          Plans change. Here is exactly what happens to the booking fee when a session is cancelled,
          by you or by the therapist.
        </p>
      }
      sections={REFUNDS_SECTIONS}
    />
  );
}
