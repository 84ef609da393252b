import { type ChangeEvent, useId, useState } from 'react';
import type { SearchSuggestion } from 'shared-data/catalog';
import { consultationHref, findSuggestions, searchMinQueryLength } from 'shared-data/site';
import { AppLink, followSiteLink, Icon, useTypedBeforeHydration } from 'shared-ui';
import { SearchResults } from './search-results';

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
      {results.length > 0 ? <SearchResults results={results} /> : null}
    </>
  );
}
