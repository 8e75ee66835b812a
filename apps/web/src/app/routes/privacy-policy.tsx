import { LegalPage } from '#features/static-pages/components/legal-page';
import { usePolicyText } from '#features/static-pages/policy-text';
import { paths } from '#config/paths';

export function PrivacyPolicyRoute() {
  return <LegalPage path={paths.privacyPolicy()} text={usePolicyText('privacy')} />;
}
