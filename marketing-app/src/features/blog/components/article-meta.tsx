import { formatDate, formatNumber } from 'shared-data/catalog';
import type { BlogArticle } from 'shared-data/marketing';
import { Icon, type IconName, Text, usePageLanguage, useTexts } from 'shared-ui';
import { Badge, InlineList } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';

function MetaItem({ icon, children }: { icon: IconName; children: string }) {
  return (
    <Text
      as="li"
      variant="small"
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xxs,
        color: theme.colors.textMuted,
      })}
    >
      <Icon name={icon} size={16} />
      {children}
    </Text>
  );
}

/** Author, date, reading time, views and comments of an article. */
export function ArticleMeta({ article }: { article: BlogArticle }) {
  const texts = useTexts(marketingTexts).blog;
  const language = usePageLanguage();
  return (
    <InlineList aria-label={texts.about} gap="xxs">
      <MetaItem icon="users">{article.author}</MetaItem>
      <MetaItem icon="calendar">{formatDate(article.date, language)}</MetaItem>
      <MetaItem icon="clock">{texts.readTime(article.readTime)}</MetaItem>
      <MetaItem icon="eye">{texts.views(formatNumber(article.views))}</MetaItem>
      <MetaItem icon="mail">{texts.comments(article.comments)}</MetaItem>
    </InlineList>
  );
}

/** The tags of an article. */
export function ArticleTags({ article }: { article: BlogArticle }) {
  const texts = useTexts(marketingTexts).blog;
  return (
    <InlineList aria-label={texts.tags}>
      {article.tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </InlineList>
  );
}
