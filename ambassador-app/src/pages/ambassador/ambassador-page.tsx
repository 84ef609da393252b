import { PageLayout } from 'shared-ui';
import { AmbassadorAccess } from '../../features/ambassador-access/components/ambassador-access';

/** `/ambassador`: registration, the code login and the ambassador's dashboard. */
export function AmbassadorPage() {
  return (
    <PageLayout variant="marketing">
      <AmbassadorAccess />
    </PageLayout>
  );
}
