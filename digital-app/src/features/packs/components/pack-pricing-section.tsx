import { sectionIds } from 'shared-data/catalog';
import { Container, Section, SectionIntro, Text, useTexts } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { digitalTexts } from '../../../texts/book';
import { useDigitalPacks } from '../use-digital-packs';
import { PackCard } from './pack-card';

/** The landing's packs section (anchor `pricing`): a pack opens its order form, CONSTRUCTOR the constructor. */
export function PackPricingSection() {
  const texts = useTexts(digitalTexts).packs;
  const packs = useDigitalPacks();
  return (
    <Section id={sectionIds.pricing} aria-labelledby="packs-title">
      <Container>
        <SectionIntro titleId="packs-title" title={texts.title}>
          <Text variant="lead">{texts.lead}</Text>
        </SectionIntro>
        <Grid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="md">
          {packs.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} />
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
