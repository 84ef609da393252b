import { privacyPolicyLead } from 'shared-data/marketing';
import { PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { PrivacyPolicySections } from '../../features/privacy-policy/components/privacy-policy-sections';

/** `/privacy`: the privacy policy, section by section. */
export function PrivacyPage() {
  return (
    <PageLayout variant="marketing">
      <PageIntro eyebrow="Документы" title="Политика конфиденциальности" lead={privacyPolicyLead} />
      <PrivacyPolicySections />
    </PageLayout>
  );
}
