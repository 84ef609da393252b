import { useMemo } from 'react';
import {
  marketingPlansIn,
  marketingPlansTexts,
  marketingServicesIn,
  marketingServicesTexts,
} from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text, useTexts } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';
import { ServiceCard } from './service-card';

/** The 20 marketing services of /services, each with the tariffs that include it. */
export function ServicesCatalog() {
  const texts = useTexts(marketingTexts).marketingServices;
  const servicesBook = useTexts(marketingServicesTexts);
  const marketingServices = useMemo(() => marketingServicesIn(servicesBook), [servicesBook]);
  const plansBook = useTexts(marketingPlansTexts);
  const planNames = useMemo(
    () => Object.fromEntries(marketingPlansIn(plansBook).map((plan) => [plan.id, plan.name])),
    [plansBook],
  );
  return (
    <Section aria-labelledby="services-list-title">
      <Container>
        <SectionIntro titleId="services-list-title" title={texts.title}>
          <Text variant="muted">{texts.lead}</Text>
        </SectionIntro>
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-labelledby="services-list-title">
          {marketingServices.map((service) => (
            <ServiceCard key={service.id} service={service} planNames={planNames} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
