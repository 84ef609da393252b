import { PageLayout } from 'shared-ui/layout';
import { PageIntro } from '../../components/page-intro';
import { BlogArticles } from '../../features/blog/components/blog-articles';
import { NewsletterBox } from '../../features/blog/components/newsletter-box';

/** `/blog`: the static articles and the newsletter box. */
export function BlogPage() {
  return (
    <PageLayout variant="marketing">
      <PageIntro
        eyebrow="Блог"
        title="Блог о маркетинге и разработке"
        lead="Практические статьи о продвижении, рекламе, SEO и автоматизации для бизнеса в Ташкенте и Узбекистане."
      />
      <BlogArticles />
      <NewsletterBox />
    </PageLayout>
  );
}
