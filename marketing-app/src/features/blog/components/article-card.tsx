import { useId } from 'react';
import type { BlogArticle } from 'shared-data/marketing';
import { Button, Heading, Icon, Text, useTexts } from 'shared-ui';
import { Badge, Card } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';
import { ArticleMeta, ArticleTags } from './article-meta';

/** Id of the note that explains why the articles cannot be opened yet. */
export const articlesNoteId = 'blog-articles-note';

export interface ArticleCardProps {
  article: BlogArticle;
  /** The featured article: larger, with its cover and excerpt. */
  featured?: boolean;
}

/**
 * An article of the blog. Its full text is not published yet, so the read button is disabled and points to the
 * note that says so.
 */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const titleId = useId();
  const texts = useTexts(marketingTexts).blog;
  return (
    <Card
      as={featured ? 'article' : 'li'}
      aria-labelledby={titleId}
      padding={featured ? 'lg' : 'md'}
      elevated={featured}
      css={(theme) =>
        featured
          ? { [theme.mq.lg]: { display: 'grid', gridTemplateColumns: '2fr 3fr', alignItems: 'stretch' } }
          : { height: '100%' }
      }
    >
      {featured ? (
        <div
          aria-hidden="true"
          css={(theme) => ({
            minHeight: '10rem',
            borderRadius: theme.radii.md,
            background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primaryHover})`,
            color: theme.colors.primaryContrast,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          <Icon name="trending-up" size={72} />
        </div>
      ) : null}
      <div
        css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, height: '100%' })}
      >
        {featured ? (
          <div>
            <Badge tone="accent">{texts.featured}</Badge>
          </div>
        ) : null}
        <ArticleTags article={article} />
        <Heading level={featured ? 2 : 3} size={featured ? 'md' : 'sm'} id={titleId}>
          {article.title}
        </Heading>
        <Text variant={featured ? 'lead' : 'body'}>{article.description}</Text>
        <Text variant="muted">{article.excerpt}</Text>
        <ArticleMeta article={article} />
        <div css={{ marginTop: 'auto' }}>
          <Button
            disabled
            variant={featured ? 'primary' : 'secondary'}
            size={featured ? 'md' : 'sm'}
            aria-describedby={articlesNoteId}
          >
            {featured ? texts.readFeatured : texts.read}
          </Button>
        </div>
      </div>
    </Card>
  );
}
