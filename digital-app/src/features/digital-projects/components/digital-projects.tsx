import { sectionIds } from 'shared-data/catalog';
import { digitalProjects } from 'shared-data/digital';
import { useTexts } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { LandingSection } from '../../../components/landing-section';
import { digitalTexts } from '../../../texts/book';
import { ProjectCard } from './project-card';

/** The digital landing's typical projects (anchor `projects`). */
export function DigitalProjects() {
  const texts = useTexts(digitalTexts).projects;
  return (
    <LandingSection id={sectionIds.projects} title={texts.title} lead={texts.lead} tone="alt">
      <Grid as="ul" aria-label={texts.list} columns={{ base: 1, md: 2, lg: 3 }} gap="lg">
        {digitalProjects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </Grid>
    </LandingSection>
  );
}
