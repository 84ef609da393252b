import { useMemo } from 'react';
import { blogArticlesIn, blogTexts, featuredArticleOf, listedArticlesOf } from 'shared-data/marketing';
import {
  Container,
  Heading,
  Section,
  Text,
  usePageLanguage,
  useTexts,
  visuallyHiddenStyles,
} from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { marketingTexts } from '../../../texts/book';
import { ArticleCard, articlesNoteId } from './article-card';

/** The featured article and the five listed ones; every article of the blog is shown, so nothing loads more. */
export function BlogArticles() {
  const texts = useTexts(marketingTexts).blog;
  const language = usePageLanguage();
  const articlesBook = useTexts(blogTexts);
  const articles = useMemo(() => blogArticlesIn(articlesBook, language), [articlesBook, language]);
  const featuredArticle = featuredArticleOf(articles);
  const listedArticles = listedArticlesOf(articles);
  return (
    <Section aria-labelledby="blog-articles-title">
      <Container css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl })}>
        <Heading level={2} id="blog-articles-title" css={visuallyHiddenStyles}>
          {texts.articles}
        </Heading>
        <Text
          id={articlesNoteId}
          variant="small"
          css={(theme) => ({
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            background: theme.colors.primarySubtle,
          })}
        >
          {texts.note}
        </Text>
        <ArticleCard article={featuredArticle} featured />
        <section
          aria-labelledby="blog-more-title"
          css={(theme) => ({ display: 'grid', gap: theme.space.lg })}
        >
          <Heading level={2} size="md" id="blog-more-title">
            {texts.more}
          </Heading>
          <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-labelledby="blog-more-title">
            {listedArticles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </Grid>
          <Text variant="muted" align="center">
            {texts.end}
          </Text>
        </section>
      </Container>
    </Section>
  );
}
