import { divisionComparison, siteClaims } from 'shared-data/catalog';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Stat, StatList } from 'shared-ui/content';
import { ConsultationButton } from '../../../components/consultation-button';

const titleId = 'services-hero-title';
const heroStats = [siteClaims.digitalProjects, divisionComparison.digital, siteClaims.support];

/** The hero of /digital/services: the offer, three figures and the free consultation dialog. */
export function ServicesHero() {
  return (
    <Section aria-labelledby={titleId} tone="brand">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, maxWidth: '48rem' })}>
          <Heading level={1} id={titleId} size="xl">
            Услуги разработки
          </Heading>
          <Text variant="lead">
            Сайты, мобильные приложения, боты, CRM и AI-решения для бизнеса Ташкента и всего Узбекистана: от
            идеи и дизайна до запуска и поддержки.
          </Text>
          <div>
            <ConsultationButton label="Получить консультацию" size="lg" variant="secondary" />
          </div>
          <StatList aria-label="Студия в цифрах">
            {heroStats.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
    </Section>
  );
}
