import { useState } from 'react';
import { divisionComparison, siteClaims } from 'shared-data/catalog';
import { Button, ConsultationDialog, Container, Heading, Section, Stat, StatList, Text } from 'shared-ui';

const titleId = 'services-hero-title';
const heroStats = [siteClaims.digitalProjects, divisionComparison.digital, siteClaims.support];

/** The hero of /digital/services: the offer, three figures and the free consultation dialog. */
export function ServicesHero() {
  const [consultationOpen, setConsultationOpen] = useState(false);
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
            <Button size="lg" variant="secondary" onClick={() => setConsultationOpen(true)}>
              Получить консультацию
            </Button>
          </div>
          <StatList aria-label="Студия в цифрах">
            {heroStats.map((claim) => (
              <Stat key={claim.id} value={claim.value} label={claim.label} />
            ))}
          </StatList>
        </div>
      </Container>
      <ConsultationDialog open={consultationOpen} onOpenChange={setConsultationOpen} />
    </Section>
  );
}
