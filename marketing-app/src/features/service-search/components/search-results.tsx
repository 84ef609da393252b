import { useId } from 'react';
import type { SearchSuggestion } from 'shared-data/catalog';
import { Button, followSiteLink, useTexts } from 'shared-ui';
import { Badge, Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

/** The suggestions of the service search: the service, its division badge and the division's action. */
export function SearchResults({ results }: { results: readonly SearchSuggestion[] }) {
  const listId = useId();
  const texts = useTexts(marketingTexts).serviceSearch;
  return (
    <div css={(theme) => ({ marginTop: theme.space.md })}>
      <Grid as="ul" aria-label={texts.results} columns={1} gap="sm">
        {results.map((result, index) => {
          const nameId = `${listId}-${index}`;
          return (
            <li
              key={`${result.type}-${result.service}`}
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: theme.space.sm,
                padding: theme.space.md,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.md,
                background: theme.colors.surface,
                boxShadow: theme.shadows.sm,
              })}
            >
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  gap: theme.space.xxs,
                })}
              >
                <span id={nameId} css={(theme) => ({ fontWeight: theme.fontWeights.semibold })}>
                  {result.service}
                </span>
                <Badge tone={result.type === 'marketing' ? 'accent' : 'neutral'}>{result.badge}</Badge>
              </div>
              <Button
                href={result.href}
                onClick={followSiteLink}
                size="sm"
                variant={result.type === 'marketing' ? 'primary' : 'secondary'}
                aria-describedby={nameId}
              >
                {result.action}
              </Button>
            </li>
          );
        })}
      </Grid>
    </div>
  );
}
