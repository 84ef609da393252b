import { marketingServices, paths } from 'shared-data/catalog';
import { Button, Container, followSiteLink, Heading, Section, Text } from 'shared-ui';
import { Card } from 'shared-ui/content';

/** The marketing landing's invitation to the full list of services on /services. */
export function ServicesCallToAction() {
  return (
    <Section aria-labelledby="services-cta-title" spacing="sm">
      <Container size="narrow">
        <Card tone="brand" padding="lg" elevated css={{ textAlign: 'center' }}>
          <Heading level={2} id="services-cta-title" size="md" align="center">
            Все {marketingServices.length} услуг в одном месте
          </Heading>
          <div css={(theme) => ({ margin: `${theme.space.sm} 0 ${theme.space.lg}` })}>
            <Text variant="lead" align="center">
              Посмотрите, что входит в каждую услугу и в каких тарифах она доступна.
            </Text>
          </div>
          <div>
            <Button href={paths.services} onClick={followSiteLink} size="lg">
              Смотреть все услуги
            </Button>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
