import { marketingServicesIn, marketingServicesTexts, paths } from 'shared-data/catalog';
import { Button, Container, followSiteLink, Heading, Section, Text, useTexts } from 'shared-ui';
import { Card } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

/** The marketing landing's invitation to the full list of services on /services. */
export function ServicesCallToAction() {
  const texts = useTexts(marketingTexts).servicesCallToAction;
  const serviceCount = marketingServicesIn(useTexts(marketingServicesTexts)).length;
  return (
    <Section aria-labelledby="services-cta-title" spacing="sm">
      <Container size="narrow">
        <Card tone="brand" padding="lg" elevated css={{ textAlign: 'center' }}>
          <Heading level={2} id="services-cta-title" size="md" align="center">
            {texts.title(serviceCount)}
          </Heading>
          <div css={(theme) => ({ margin: `${theme.space.sm} 0 ${theme.space.lg}` })}>
            <Text variant="lead" align="center">
              {texts.lead}
            </Text>
          </div>
          <div>
            <Button href={paths.services} onClick={followSiteLink} size="lg">
              {texts.button}
            </Button>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
