import { digitalServicesIn, digitalServicesTexts, sectionIds } from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { digitalTexts } from '../../../texts/book';
import { ServiceCard } from './service-card';

const titleId = 'digital-services-title';

/** The 12 development services with their price ranges; each card opens the service order dialog. */
export function ServicesCatalog() {
  const texts = useTexts(digitalTexts).services;
  const services = digitalServicesIn(useTexts(digitalServicesTexts), usePageLanguage());
  return (
    <Section id={sectionIds.services} aria-labelledby={titleId}>
      <Container>
        <SectionIntro titleId={titleId} title={texts.title}>
          <Text variant="muted">{texts.lead}</Text>
        </SectionIntro>
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-labelledby={titleId}>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
