import { PageLayout } from 'shared-ui/layout';
import { AmbassadorAccessIsland } from '../../islands';

/** `/ambassador`: registration, the code login and the ambassador's dashboard. */
export function AmbassadorPage() {
  return (
    <PageLayout variant="marketing">
      <AmbassadorAccessIsland />
    </PageLayout>
  );
}
