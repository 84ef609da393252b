import { responsePromises } from 'shared-data/catalog';
import { projectBriefPoints, projectNextSteps } from 'shared-data/marketing';
import { Button, Container, Heading, opensDialog, Section, Text } from 'shared-ui';
import { ConsultationDialog, consultationDialogId } from 'shared-ui/layout';
import { IconCardGrid } from '../../../components/icon-card-grid';
import { PageIntro } from '../../../components/page-intro';

const briefItems = projectBriefPoints.map(({ id, label, description, icon }) => ({
  id,
  title: label,
  description,
  icon,
}));
const stepItems = projectNextSteps.map(({ id, value, label, description, icon }) => ({
  id,
  value,
  title: label,
  description,
  icon,
}));

/** /service: invites the visitor to describe a project and opens the consultation dialog for it. */
export function DiscussProject() {
  return (
    <>
      <PageIntro
        eyebrow="Обсудить проект"
        title="Расскажите о вашем проекте"
        lead={`Опишите задачу в нескольких словах — мы предложим решение, сроки и стоимость. ${responsePromises.consultationFormText}.`}
      >
        <div>
          <Button size="lg" {...opensDialog(consultationDialogId)}>
            Описать проект
          </Button>
          <ConsultationDialog />
        </div>
      </PageIntro>
      <Section aria-labelledby="project-brief-title">
        <Container>
          <Heading level={2} id="project-brief-title">
            Что рассказать о проекте
          </Heading>
          <Text variant="muted" css={(theme) => ({ margin: `${theme.space.xs} 0 ${theme.space.xl}` })}>
            Не обязательно знать всё заранее: достаточно общих ответов, остальное уточним на консультации.
          </Text>
          <IconCardGrid
            items={briefItems}
            aria-label="Что рассказать о проекте"
            columns={{ base: 1, md: 2, lg: 4 }}
          />
        </Container>
      </Section>
      <Section aria-labelledby="project-steps-title" tone="alt">
        <Container>
          <Heading level={2} id="project-steps-title" css={(theme) => ({ marginBottom: theme.space.xl })}>
            Что будет дальше
          </Heading>
          <IconCardGrid items={stepItems} aria-label="Что будет дальше" columns={{ base: 1, md: 3 }} />
        </Container>
      </Section>
    </>
  );
}
