import { SITE } from '#lib/site';
import { LegalPage } from '#features/static-pages/components/legal-page';
import { PRIVACY_SECTIONS } from '#features/static-pages/content/privacy';
import { paths } from '#config/paths';

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`What ${SITE.name} collects, why, how health information is protected, and your rights over your data.`}
      path={paths.privacyPolicy()}
      updated="1 January 2026"
      intro={
        <p>
          Looking for help with your mental health is personal. This policy explains, in plain
          words, what information {SITE.name} collects, why we need it and how we protect it.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
