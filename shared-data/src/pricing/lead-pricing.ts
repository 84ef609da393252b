import type { ConstructorItem } from '../catalog/digital-constructor';
import { digitalConstructorPlanName } from '../catalog/digital-packs';
import { optionLabel } from '../catalog/form-options';
import type { CalculatorService } from '../catalog/marketing-calculator';
import { marketingConstructorPlanName } from '../catalog/marketing-plans';
import {
  customPlanChecklist,
  digitalConstructorItems,
  marketingCalculatorServices,
} from '../catalog/russian';
import type { PricedItem } from '../catalog/types';
import { formatMoney } from '../format/money';
import type { Lead } from '../schemas/lead.schema';
import { quotePrice } from './offer-pricing';
import { findOrderableOffer } from './plan-lookup';
import { type SelectionTotal, selectionTotal } from './selection';

/** Prices a selection of the marketing CONSTRUCTOR calculator; throws SelectionError (see `selectionTotal`). */
export function calculatorTotal(selection: unknown): SelectionTotal<CalculatorService> {
  return selectionTotal(selection, marketingCalculatorServices);
}

/** Prices a selection of the digital constructor; throws SelectionError (see `selectionTotal`). */
export function constructorTotal(selection: unknown): SelectionTotal<ConstructorItem> {
  return selectionTotal(selection, digitalConstructorItems);
}

/** The mail's list of a selection: one line `name xN (sum)` per item; throws SelectionError. */
export function selectedServicesText(selection: unknown, items: readonly PricedItem[]): string {
  return selectionTotal(selection, items)
    .lines.map(({ item, quantity, sum }) => `${item.name} x${quantity} (${formatMoney(sum)})`)
    .join('\n');
}

/**
 * The figures of a lead as the server computes them from the catalog, never from the browser's numbers.
 * `null` where the lead has no such figure (a consultation has no price; a custom tariff is priced individually).
 */
export interface LeadPricing {
  planName: string | null;
  planPrice: number | null;
  discountAmount: number;
  finalPrice: number | null;
  totalAmount: number | null;
  /** `name xN (sum)` lines of a calculator or constructor selection, or the ticked checklist of a custom tariff. */
  selectedServices: string | null;
}

const none: LeadPricing = {
  planName: null,
  planPrice: null,
  discountAmount: 0,
  finalPrice: null,
  totalAmount: null,
  selectedServices: null,
};

/**
 * Recomputes a validated lead's figures. The promo-code discount applies to plan orders only; whether the code
 * counts is the caller's decision (`promoApplied`). Throws when the lead names something the catalog lacks,
 * which `validateLead` has already ruled out.
 */
export function priceLead(lead: Lead, { promoApplied }: { promoApplied: boolean }): LeadPricing {
  switch (lead.type) {
    case 'plan_order': {
      const offer = findOrderableOffer(lead.plan_name);
      if (!offer) {
        throw new Error(`Unknown plan: ${lead.plan_name}`);
      }
      const quote = quotePrice(offer.price, promoApplied);
      return {
        ...none,
        planName: offer.name,
        planPrice: quote.price,
        discountAmount: quote.discountAmount,
        finalPrice: quote.finalPrice,
        totalAmount: quote.finalPrice,
      };
    }
    case 'calculator': {
      const { total } = calculatorTotal(lead.selection);
      return {
        ...none,
        planName: marketingConstructorPlanName,
        planPrice: total,
        finalPrice: total,
        totalAmount: total,
        selectedServices: selectedServicesText(lead.selection, marketingCalculatorServices),
      };
    }
    case 'digital_constructor': {
      const { total } = constructorTotal(lead.selection);
      return {
        ...none,
        planName: digitalConstructorPlanName,
        planPrice: total,
        finalPrice: total,
        totalAmount: total,
        selectedServices: selectedServicesText(lead.selection, digitalConstructorItems),
      };
    }
    case 'custom_plan':
      return {
        ...none,
        planName: marketingConstructorPlanName,
        selectedServices:
          lead.selected_services.length > 0
            ? lead.selected_services
                .map((value) => optionLabel(customPlanChecklist, value) ?? value)
                .join('\n')
            : null,
      };
    case 'service_order':
      return { ...none, planName: lead.service };
    case 'consultation':
    case 'landing_consultation':
      return none;
  }
}
