import { digitalPricingHref } from 'shared-data/catalog';
import { Button, buttonRowStyles, Container, followSiteLink, Heading, Section, Text } from 'shared-ui';
import { Card } from 'shared-ui/content';
import { ConsultationButton } from '../../../components/consultation-button';

const titleId = 'services-cta-title';

/** The closing call to action of /digital/services: a technical consultation or the packs. */
export function ServicesCta() {
  return (
    <Section aria-labelledby={titleId}>
      <Container>
        <Card tone="brand" elevated>
          <div css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
            <Heading level={2} id={titleId} align="center">
              Не знаете, с чего начать?
            </Heading>
            <div css={{ maxWidth: '40rem' }}>
              <Text variant="lead" align="center">
                Технический специалист разберёт вашу задачу, предложит решение и оценит сроки и бюджет
                проекта. Бесплатно.
              </Text>
            </div>
            <div
              css={(theme) => ({
                ...buttonRowStyles(theme),
                width: '100%',
                '& > *, & > * > button': { width: '100%' },
                [theme.mq.sm]: { '& > *': { width: 'auto' } },
              })}
            >
              <ConsultationButton label="Техническая консультация" />
              <Button variant="secondary" href={digitalPricingHref} onClick={followSiteLink}>
                Смотреть пакеты
              </Button>
            </div>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
