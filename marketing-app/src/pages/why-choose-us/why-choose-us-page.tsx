import { OverviewPage } from '../overview/overview-page';

/** Route page; its sections come in with the marketing pages work. */
export function WhyChooseUsPage() {
  return <OverviewPage />;
}
