import { Container, followSiteLink } from 'shared-ui';

/** The home page's sections that the top links point at. */
export const homeSections = {
  choice: { id: 'choice', label: 'Выбор направления' },
  search: { id: 'search', label: 'Поиск услуги' },
  comparison: { id: 'comparison', label: 'Сравнение' },
  services: { id: 'services', label: 'Услуги' },
} as const;

/** Links to the sections of the home page, at its top. */
export function HomeAnchorNav() {
  return (
    <nav
      aria-label="Разделы страницы"
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
          {Object.values(homeSections).map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
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
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
