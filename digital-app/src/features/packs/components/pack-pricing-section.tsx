import { digitalPacks, sectionIds } from 'shared-data/catalog';
import { Container, Heading, Section, Text } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { packTexts } from '../pack-texts';
import { PackCard } from './pack-card';

/** The landing's packs section (anchor `pricing`): a pack opens its order form, CONSTRUCTOR the constructor. */
export function PackPricingSection() {
  return (
    <Section id={sectionIds.pricing} aria-labelledby="packs-title">
      <Container>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.xl })}>
          <Heading level={2} id="packs-title">
            {packTexts.title}
          </Heading>
          <Text variant="lead">{packTexts.lead}</Text>
        </div>
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
