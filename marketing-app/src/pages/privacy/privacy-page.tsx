import { privacyPolicyLeadIn, privacyPolicyPageTexts } from 'shared-data/marketing';
import { useTexts } from 'shared-ui';
import { PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { PrivacyPolicySections } from '../../features/privacy-policy/components/privacy-policy-sections';
import { marketingTexts } from '../../texts/book';

/** `/privacy`: the privacy policy, section by section. */
export function PrivacyPage() {
  const texts = useTexts(marketingTexts).privacy;
  const privacyPolicyLead = privacyPolicyLeadIn(useTexts(privacyPolicyPageTexts));
  return (
    <PageLayout variant="marketing">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={privacyPolicyLead} />
      <PrivacyPolicySections />
    </PageLayout>
  );
}
