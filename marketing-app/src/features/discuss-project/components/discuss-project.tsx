import { useMemo } from 'react';
import { promoTexts, responsePromisesIn } from 'shared-data/catalog';
import { discussProjectTexts, projectBriefPointsIn, projectNextStepsIn } from 'shared-data/marketing';
import { Button, Container, Heading, opensDialog, Section, Text, usePageLanguage, useTexts } from 'shared-ui';
import { ConsultationDialog, consultationDialogId } from 'shared-ui/layout';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { PageIntro } from '../../../components/page-intro';
import { marketingTexts } from '../../../texts/book';

/** /service: invites the visitor to describe a project and opens the consultation dialog for it. */
export function DiscussProject() {
  const texts = useTexts(marketingTexts).discussProject;
  const language = usePageLanguage();
  const projectBook = useTexts(discussProjectTexts);
  const { briefItems, stepItems } = useMemo(
    () => ({
      briefItems: projectBriefPointsIn(projectBook, language).map(({ id, label, description, icon }) => ({
        id,
        title: label,
        description,
        icon,
      })),
      stepItems: projectNextStepsIn(projectBook, language).map(({ id, value, label, description, icon }) => ({
        id,
        value,
        title: label,
        description,
        icon,
      })),
    }),
    [projectBook, language],
  );
  const responsePromises = responsePromisesIn(useTexts(promoTexts));
  return (
    <>
      <PageIntro
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead(responsePromises.consultationFormMinutes)}
      >
        <div>
          <Button size="lg" {...opensDialog(consultationDialogId)}>
            {texts.describe}
          </Button>
          <ConsultationDialog />
        </div>
      </PageIntro>
      <Section aria-labelledby="project-brief-title">
        <Container>
          <Heading level={2} id="project-brief-title">
            {texts.briefTitle}
          </Heading>
          <Text variant="muted" css={(theme) => ({ margin: `${theme.space.xs} 0 ${theme.space.xl}` })}>
            {texts.briefLead}
          </Text>
          <IconCardGrid
            items={briefItems}
            aria-label={texts.briefTitle}
            columns={{ base: 1, md: 2, lg: 4 }}
          />
        </Container>
      </Section>
      <Section aria-labelledby="project-steps-title" tone="alt">
        <Container>
          <Heading level={2} id="project-steps-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
            {texts.stepsTitle}
          </Heading>
          <IconCardGrid items={stepItems} aria-label={texts.stepsTitle} columns={{ base: 1, md: 3 }} />
        </Container>
      </Section>
    </>
  );
}
