import { digitalPacks, sectionIds } from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { packTexts } from '../pack-texts';
import { PackCard } from './pack-card';

/** The landing's packs section (anchor `pricing`): a pack opens its order form, CONSTRUCTOR the constructor. */
export function PackPricingSection() {
  return (
    <Section id={sectionIds.pricing} aria-labelledby="packs-title">
      <Container>
        <SectionIntro titleId="packs-title" title={packTexts.title}>
          <Text variant="lead">{packTexts.lead}</Text>
        </SectionIntro>
        <Grid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="md">
          {digitalPacks.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} />
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
