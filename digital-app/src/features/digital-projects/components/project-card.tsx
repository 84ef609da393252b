import { type DigitalProject, digitalProjectsTexts } from 'shared-data/digital';
import { Heading, useTexts } from 'shared-ui';
import { Badge, Card } from 'shared-ui/content';
import { IconBadge } from '../../../components/icon-badge';
import { digitalTexts } from '../../../texts/book';

/** One typical project: its kind and industry, what is built, the result, the usual time and the stack. */
export function ProjectCard({ project }: { project: DigitalProject }) {
  const texts = useTexts(digitalTexts).projects;
  const { weeks } = useTexts(digitalProjectsTexts);
  return (
    <Card as="li" elevated>
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: theme.space.sm,
        })}
      >
        <IconBadge name={project.icon} />
        <Badge>{project.industry}</Badge>
      </div>
      <Heading level={3} size="xs">
        {project.type}
      </Heading>
      <dl
        css={(theme) => ({
          margin: 0,
          display: 'grid',
          gap: theme.space.sm,
          '& dt': { fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
          '& dd': { margin: 0, color: theme.colors.textMuted },
        })}
      >
        <div>
          <dt>{texts.built}</dt>
          <dd>{project.built}</dd>
        </div>
        <div>
          <dt>{texts.result}</dt>
          <dd>{project.result}</dd>
        </div>
        <div>
          <dt>{texts.time}</dt>
          <dd>{weeks(project.weeks)}</dd>
        </div>
      </dl>
      <ul
        aria-label={texts.technologies(project.type)}
        css={(theme) => ({
          margin: 0,
          marginTop: 'auto',
          padding: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.xs,
        })}
      >
        {project.technologies.map((technology) => (
          <li key={technology}>
            <Badge tone="neutral">{technology}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
