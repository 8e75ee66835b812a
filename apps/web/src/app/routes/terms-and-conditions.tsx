import { SITE } from '#lib/site';
import { LegalPage } from '#features/static-pages/components/legal-page';
import { TERMS_SECTIONS } from '#features/static-pages/content/terms';
import { paths } from '#config/paths';

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms and Conditions"
      description={`The terms for using ${SITE.name}: eligibility, bookings and fees, therapists, and your responsibilities.`}
      path={paths.terms()}
      updated="1 January 2026"
      intro={
        <p>
          These terms apply when you use {SITE.name} to find a therapist, create an account or book
          a session. By using the service you agree to them.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
