import { sectionIds } from 'shared-data/catalog';
import { digitalProjects } from 'shared-data/digital';
import { Grid } from 'shared-ui/content';
import { LandingSection } from '../../../components/landing-section';
import { ProjectCard } from './project-card';

/** The digital landing's typical projects (anchor `projects`). */
export function DigitalProjects() {
  return (
    <LandingSection
      id={sectionIds.projects}
      title="Какие проекты мы делаем"
      lead="Типичные задачи наших клиентов: что мы создаём, какой результат получает бизнес и сколько времени занимает запуск."
      tone="alt"
    >
      <Grid as="ul" aria-label="Проекты" columns={{ base: 1, md: 2, lg: 3 }} gap="lg">
        {digitalProjects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </Grid>
    </LandingSection>
  );
}
