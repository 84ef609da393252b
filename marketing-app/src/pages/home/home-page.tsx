import { ConsultationSection, PageLayout } from 'shared-ui/layout';
import { DivisionServices } from '../../components/division-services';
import { AboutSection } from '../../features/about/components/about-section';
import { DivisionChoice } from '../../features/division-choice/components/division-choice';
import { HomeAnchorNav, homeSections } from '../../features/division-choice/components/home-anchor-nav';
import { DivisionComparison } from '../../features/division-comparison/components/division-comparison';
import { PricingSection } from '../../features/plans/components/pricing-section';
import { ServiceSearch } from '../../features/service-search/components/service-search';

/** `/`: the visitor chooses a division, finds a service, compares the divisions and gets to know the agency. */
export function HomePage() {
  return (
    <PageLayout variant="marketing">
      <HomeAnchorNav />
      <DivisionChoice id={homeSections.choice.id} />
      <ServiceSearch id={homeSections.search.id} />
      <DivisionComparison id={homeSections.comparison.id} />
      <DivisionServices id={homeSections.services.id} />
      <AboutSection />
      <PricingSection />
      <ConsultationSection />
    </PageLayout>
  );
}
