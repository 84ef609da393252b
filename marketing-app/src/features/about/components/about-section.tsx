import { claimsTexts, sectionIds, siteClaimsIn } from 'shared-data/catalog';
import { aboutAgencyIn, aboutTexts } from 'shared-data/marketing';
import { Button, buttonRowStyles, Container, Heading, opensDialog, Section, Text, useTexts } from 'shared-ui';
import { Card, Stat, StatList } from 'shared-ui/content';
import { ConsultationDialog, consultationDialogId } from 'shared-ui/layout';
import { marketingTexts } from '../../../texts/book';
import { AboutDialog, aboutDialogId } from './about-dialog';

/** The home page's about section (anchor `about`): figures, and buttons to the about and consultation dialogs. */
export function AboutSection() {
  const titleId = `${sectionIds.about}-title`;
  const texts = useTexts(marketingTexts).about;
  const aboutAgency = aboutAgencyIn(useTexts(aboutTexts), siteClaimsIn(useTexts(claimsTexts)));
  return (
    <Section id={sectionIds.about} aria-labelledby={titleId}>
      <Container>
        <Card tone="brand" padding="lg" elevated>
          <Heading level={2} id={titleId} align="center">
            {aboutAgency.title}
          </Heading>
          <div css={(theme) => ({ maxWidth: '44rem', margin: `${theme.space.sm} auto ${theme.space.xl}` })}>
            <Text variant="lead" align="center">
              {aboutAgency.lead}
            </Text>
          </div>
          <div css={{ textAlign: 'center' }}>
            <StatList>
              {aboutAgency.stats.map((claim) => (
                <Stat key={claim.id} value={claim.value} label={claim.label} />
              ))}
            </StatList>
          </div>
          <div css={(theme) => ({ ...buttonRowStyles(theme), marginTop: theme.space.xl })}>
            <Button size="lg" variant="secondary" {...opensDialog(aboutDialogId)}>
              {texts.more}
            </Button>
            <Button size="lg" {...opensDialog(consultationDialogId)}>
              {texts.consultation}
            </Button>
          </div>
          <AboutDialog />
          <ConsultationDialog />
        </Card>
      </Container>
    </Section>
  );
}
