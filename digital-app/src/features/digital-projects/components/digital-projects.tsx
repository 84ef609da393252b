import { sectionIds } from 'shared-data/catalog';
import { digitalProjectsIn, digitalProjectsTexts } from 'shared-data/digital';
import { usePageLanguage, useTexts } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { LandingSection } from '../../../components/landing-section';
import { digitalTexts } from '../../../texts/book';
import { ProjectCard } from './project-card';

/** The digital landing's typical projects (anchor `projects`). */
export function DigitalProjects() {
  const texts = useTexts(digitalTexts).projects;
  const projects = digitalProjectsIn(useTexts(digitalProjectsTexts), usePageLanguage());
  return (
    <LandingSection id={sectionIds.projects} title={texts.title} lead={texts.lead} tone="alt">
      <Grid as="ul" aria-label={texts.list} columns={{ base: 1, md: 2, lg: 3 }} gap="lg">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </Grid>
    </LandingSection>
  );
}
