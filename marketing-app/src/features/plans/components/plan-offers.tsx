import { ConstructorOffer } from './constructor-offer';
import { PlanCards } from './plan-cards';

/** Props of PlanOffers. */
export interface PlanOffersProps {
  /** Level of the block headings; the cards take the next one. */
  headingLevel: 2 | 3;
}

/**
 * The constructor block, the tariff cards and the exclusive block: a tariff's button opens its order form, the
 * constructor's buttons the calculator or, through its order request, the custom-tariff form.
 */
export function PlanOffers({ headingLevel }: PlanOffersProps) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xxl })}>
      <ConstructorOffer headingLevel={headingLevel} />
      <PlanCards headingLevel={headingLevel} />
    </div>
  );
}
