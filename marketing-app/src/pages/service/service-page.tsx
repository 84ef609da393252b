import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { DiscussProject } from '../../features/discuss-project/components/discuss-project';

/** `/service`, the target of "Обсудить проект": describe the project, then the consultation form. */
export function ServicePage() {
  return (
    <PageLayout variant="marketing">
      <DiscussProject />
      <ConsultationSection title="Или запишитесь на консультацию" />
    </PageLayout>
  );
}
