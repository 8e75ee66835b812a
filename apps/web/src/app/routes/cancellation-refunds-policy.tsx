import { LegalPage } from '#features/static-pages/components/legal-page';
import { usePolicyText } from '#features/static-pages/policy-text';
import { paths } from '#config/paths';

export function RefundsRoute() {
  return <LegalPage path={paths.refunds()} text={usePolicyText('refunds')} />;
}
