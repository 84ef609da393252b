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
  useTypedBeforeHydration,
} from 'shared-ui';

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

const plural = new Intl.PluralRules('ru-RU');
const serviceWords: Record<string, string> = { one: 'услуга', few: 'услуги', many: 'услуг' };

/** "Найдено 3 услуги" for the polite status line. */
export function foundText(count: number): string {
  const category = plural.select(count);
  const word = serviceWords[category] ?? serviceWords.many;
  return `${category === 'one' ? 'Найдена' : 'Найдено'} ${count} ${word}`;
}

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
          Название услуги
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
            placeholder="Например, таргет, SEO или бот"
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
          Поиск начинается с {searchMinQueryLength + 1} букв.
        </p>
      </div>
      <p
        role="status"
        css={(theme) => ({
          margin: `${theme.space.md} 0 0`,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {searching && results.length > 0 ? foundText(results.length) : null}
        {searching && results.length === 0 ? (
          <>
            По запросу «{query.trim()}» ничего не найдено. Попробуйте другое слово или{' '}
            <AppLink
              href={consultationHref}
              onClick={followSiteLink}
              css={(theme) => ({ color: theme.colors.primary })}
            >
              спросите нас на консультации
            </AppLink>
            .
          </>
        ) : null}
      </p>
      {results.length > 0 ? (
        <LoadBoundary
          failed={(retry) => (
            <p role="alert" css={(theme) => ({ margin: `${theme.space.md} 0 0` })}>
              Не удалось показать услуги. Проверьте подключение.{' '}
              <Button variant="secondary" size="sm" onClick={retry}>
                Повторить
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
