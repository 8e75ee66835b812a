import { LegalPage } from '#features/static-pages/components/legal-page';
import { usePolicyText } from '#features/static-pages/policy-text';
import { paths } from '#config/paths';

export function TermsRoute() {
  return <LegalPage path={paths.terms()} text={usePolicyText('terms')} />;
}
