import { formatDate, formatNumber } from 'shared-data/catalog';
import type { BlogArticle } from 'shared-data/marketing';
import { Icon, type IconName, Text } from 'shared-ui';
import { Badge, InlineList } from 'shared-ui/content';

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
  return (
    <InlineList aria-label="Об этой статье" gap="xxs">
      <MetaItem icon="users">{article.author}</MetaItem>
      <MetaItem icon="calendar">{formatDate(article.date)}</MetaItem>
      <MetaItem icon="clock">{`${article.readTime} мин чтения`}</MetaItem>
      <MetaItem icon="eye">{`${formatNumber(article.views)} просмотров`}</MetaItem>
      <MetaItem icon="mail">{`${article.comments} комментариев`}</MetaItem>
    </InlineList>
  );
}

/** The tags of an article. */
export function ArticleTags({ article }: { article: BlogArticle }) {
  return (
    <InlineList aria-label="Темы">
      {article.tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </InlineList>
  );
}
