import { Container, Section } from 'shared-ui';
import { CtaCard, PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { AchievementsStrip } from '../../features/advantages/components/achievements-strip';
import { AdvantagesSection } from '../../features/advantages/components/advantages-section';

/** `/why-choose-us`: the advantage cards, the achievements strip and a call to action. */
export function WhyChooseUsPage() {
  return (
    <PageLayout variant="marketing">
      <PageIntro
        eyebrow="Почему мы"
        title="Почему выбирают нас"
        lead="Мы отвечаем за заявки и продажи, а не за охваты: работаем прозрачно, быстро стартуем и закрепляем результат в договоре."
      />
      <AdvantagesSection />
      <AchievementsStrip />
      <Section aria-label="Консультация">
        <Container>
          <CtaCard variant="both" />
        </Container>
      </Section>
    </PageLayout>
  );
}
