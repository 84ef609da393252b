import { useTexts } from 'shared-ui';
import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { DiscussProject } from '../../features/discuss-project/components/discuss-project';
import { marketingTexts } from '../../texts/book';

/** `/service`, the target of "Обсудить проект": describe the project, then the consultation form. */
export function ServicePage() {
  const texts = useTexts(marketingTexts).servicePage;
  return (
    <PageLayout variant="marketing">
      <DiscussProject />
      <ConsultationSection title={texts.consultation} />
    </PageLayout>
  );
}
