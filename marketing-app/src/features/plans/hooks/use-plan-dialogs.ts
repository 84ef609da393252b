import { useState } from 'react';
import { type MarketingPlan, marketingConstructorPlan } from 'shared-data/catalog';

/** Which of the tariff dialogs are open: the order form (for its plan), the custom-tariff form, the calculator. */
export function usePlanDialogs() {
  const [order, setOrder] = useState<{ plan: MarketingPlan; open: boolean }>({
    plan: marketingConstructorPlan,
    open: false,
  });
  const [customOpen, setCustomOpen] = useState(false);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  return {
    order,
    openOrder: (plan: MarketingPlan) => setOrder({ plan, open: true }),
    setOrderOpen: (open: boolean) => setOrder((current) => ({ ...current, open })),
    customOpen,
    setCustomOpen,
    calculatorOpen,
    setCalculatorOpen,
  };
}
