import { type ChangeEvent, Suspense, useId, useState } from 'react';
import type { SearchSuggestion } from 'shared-data/catalog';
import { consultationHref, findSuggestions, loadOnce, searchMinQueryLength } from 'shared-data/site';
import {
  AppLink,
  Button,
  followSiteLink,
  Icon,
  LoadBoundary,
  lazyComponent,
  useTexts,
  useTypedBeforeHydration,
} from 'shared-ui';
import { MarkedPart } from '../../../components/marked-part';
import { marketingTexts } from '../../../texts/book';

/**
 * The suggestions' cards (they take shared-ui/content) come when the visitor starts on the field, not with the page:
 * the box sits far from the first screen on phones, and most visits never search.
 */
const SearchResults = lazyComponent(
  loadOnce(() => import(/* webpackChunkName: "search-results" */ './search-results')),
  'SearchResults',
);
const fetchResults = () => {
  SearchResults.preload().catch(() => undefined);
};

/** Props of ServiceSearchBox: every suggestion it may show (`searchSuggestions`), so its code loads no catalog. */
export interface ServiceSearchBoxProps {
  suggestions: readonly SearchSuggestion[];
}

/**
 * The search field, its status line and the suggestions: type more than two letters to see at most five matching
 * services.
 */
export function ServiceSearchBox({ suggestions }: ServiceSearchBoxProps) {
  const [query, setQuery] = useState('');
  const typedEarly = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  const inputId = useId();
  const hintId = useId();
  const results = findSuggestions(suggestions, query);
  const searching = query.trim().length > searchMinQueryLength;
  const texts = useTexts(marketingTexts).serviceSearch;

  return (
    <>
      <div css={(theme) => ({ marginTop: theme.space.lg })}>
        <label
          htmlFor={inputId}
          css={(theme) => ({
            display: 'block',
            marginBottom: theme.space.xs,
            fontWeight: theme.fontWeights.semibold,
          })}
        >
          {texts.label}
        </label>
        <div css={{ position: 'relative' }}>
          <span
            css={(theme) => ({
              position: 'absolute',
              top: '50%',
              left: theme.space.md,
              display: 'inline-flex',
              transform: 'translateY(-50%)',
              color: theme.colors.textMuted,
              pointerEvents: 'none',
            })}
          >
            <Icon name="search" />
          </span>
          <input
            ref={typedEarly}
            id={inputId}
            type="search"
            value={query}
            autoComplete="off"
            aria-describedby={hintId}
            placeholder={texts.placeholder}
            onFocus={fetchResults}
            onPointerEnter={fetchResults}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
            css={(theme) => ({
              width: '100%',
              minHeight: '56px',
              padding: `0 ${theme.space.md} 0 ${theme.space.xxl}`,
              border: `1px solid ${theme.colors.borderStrong}`,
              borderRadius: theme.radii.pill,
              background: theme.colors.surface,
              color: theme.colors.text,
              fontSize: theme.fontSizes.lg,
              '&::placeholder': { color: theme.colors.textMuted },
              '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
            })}
          />
        </div>
        <p
          id={hintId}
          css={(theme) => ({
            margin: `${theme.space.xs} 0 0`,
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {texts.hint(searchMinQueryLength + 1)}
        </p>
      </div>
      <p
        role="status"
        css={(theme) => ({
          margin: `${theme.space.md} 0 0`,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {searching && results.length > 0 ? texts.found(results.length) : null}
        {searching && results.length === 0 ? (
          <MarkedPart
            text={texts.nothingFound(query.trim())}
            part={texts.nothingFoundLink}
            mark={(words) => (
              <AppLink
                href={consultationHref}
                onClick={followSiteLink}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                {words}
              </AppLink>
            )}
          />
        ) : null}
      </p>
      {results.length > 0 ? (
        <LoadBoundary
          failed={(retry) => (
            <p role="alert" css={(theme) => ({ margin: `${theme.space.md} 0 0` })}>
              {texts.failed}{' '}
              <Button variant="secondary" size="sm" onClick={retry}>
                {texts.retry}
              </Button>
            </p>
          )}
        >
          <Suspense fallback={null}>
            <SearchResults results={results} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
