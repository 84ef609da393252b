import { Container, Section, useTexts } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { AchievementsStrip } from '../../features/advantages/components/achievements-strip';
import { AdvantagesSection } from '../../features/advantages/components/advantages-section';
import { marketingTexts } from '../../texts/book';

/** `/why-choose-us`: the advantage cards, the achievements strip and a call to action. */
export function WhyChooseUsPage() {
  const texts = useTexts(marketingTexts).whyChooseUsPage;
  return (
    <PageLayout variant="marketing">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      <AdvantagesSection />
      <AchievementsStrip />
      <Section aria-label={texts.callToAction}>
        <Container>
          <CtaCard variant="both" />
        </Container>
      </Section>
    </PageLayout>
  );
}
