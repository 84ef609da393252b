import { useTexts } from 'shared-ui';
import { PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { BlogArticles } from '../../features/blog/components/blog-articles';
import { NewsletterBox } from '../../features/blog/components/newsletter-box';
import { marketingTexts } from '../../texts/book';

/** `/blog`: the static articles and the newsletter box. */
export function BlogPage() {
  const texts = useTexts(marketingTexts).blog;
  return (
    <PageLayout variant="marketing">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      <BlogArticles />
      <NewsletterBox />
    </PageLayout>
  );
}
