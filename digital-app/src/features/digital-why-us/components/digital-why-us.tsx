import { claimsTexts, sectionIds, siteClaimsIn } from 'shared-data/catalog';
import { digitalProjectsTexts, digitalWhyUsIn } from 'shared-data/digital';
import { Heading, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Card, Grid } from 'shared-ui/content';
import { IconBadge } from '../../../components/icon-badge';
import { LandingSection } from '../../../components/landing-section';
import { digitalTexts } from '../../../texts/book';

/** The digital landing's reasons to choose the studio (anchor `why-us`). */
export function DigitalWhyUs() {
  const texts = useTexts(digitalTexts).whyUs;
  const reasons = digitalWhyUsIn(
    useTexts(digitalProjectsTexts),
    usePageLanguage(),
    siteClaimsIn(useTexts(claimsTexts)),
  );
  return (
    <LandingSection id={sectionIds.whyUs} title={texts.title} lead={texts.lead} tone="alt">
      <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="lg">
        {reasons.map(({ id, icon, label, description }) => (
          <Card key={id} as="li" elevated>
            <IconBadge name={icon} />
            <Heading level={3} size="xs">
              {label}
            </Heading>
            <Text variant="muted">{description}</Text>
          </Card>
        ))}
      </Grid>
    </LandingSection>
  );
}
