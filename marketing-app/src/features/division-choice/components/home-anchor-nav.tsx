import { Container, followSiteLink, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';

/** The home page's sections that the top links point at; their names are the book's (`homeNav.sections`). */
export const homeSections = {
  choice: { id: 'choice' },
  search: { id: 'search' },
  comparison: { id: 'comparison' },
  services: { id: 'services' },
} as const;

const sectionKeys = Object.keys(homeSections) as (keyof typeof homeSections)[];

/** Links to the sections of the home page, at its top. */
export function HomeAnchorNav() {
  const texts = useTexts(marketingTexts).homeNav;
  return (
    <nav
      aria-label={texts.label}
      css={(theme) => ({
        borderBottom: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      })}
    >
      <Container>
        <ul
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: theme.space.xs,
            margin: 0,
            padding: `${theme.space.sm} 0`,
            listStyle: 'none',
          })}
        >
          {sectionKeys.map((key) => (
            <li key={key}>
              <a
                href={`#${homeSections[key].id}`}
                onClick={followSiteLink}
                css={(theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: theme.sizes.touchTarget,
                  padding: `0 ${theme.space.md}`,
                  borderRadius: theme.radii.pill,
                  color: theme.colors.text,
                  fontSize: theme.fontSizes.sm,
                  fontWeight: theme.fontWeights.semibold,
                  textDecoration: 'none',
                  transition: `background-color ${theme.transitions.fast}`,
                  '&:hover': { background: theme.colors.primarySubtle, color: theme.colors.primary },
                })}
              >
                {texts.sections[key]}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
