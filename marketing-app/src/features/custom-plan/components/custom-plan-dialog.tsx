import { promoTexts, responsePromisesIn } from 'shared-data/site';
import { useTexts } from 'shared-ui';
import { RequestDialog } from 'shared-ui/layout';
import { CustomPlanFormIsland } from '../../../islands';
import { marketingTexts } from '../../../texts/book';

/** The id of the custom-tariff dialog, which the constructor tariff's order dialog opens on top of itself. */
export const customPlanDialogId = 'custom-plan';

/** Props of CustomPlanDialog. */
export interface CustomPlanDialogProps {
  /** Dialogs under this one that a sent request closes too. */
  closesToo?: string[];
}

/**
 * The custom-tariff request in the page's markup, closed until a button opens it with
 * `opensDialog(customPlanDialogId)`; its form is an island (`CustomPlanForm`).
 */
export function CustomPlanDialog({ closesToo }: CustomPlanDialogProps) {
  const texts = useTexts(marketingTexts).customPlan;
  const promises = responsePromisesIn(useTexts(promoTexts));
  return (
    <RequestDialog
      id={customPlanDialogId}
      title={texts.title}
      description={texts.description(promises.constructorHours)}
    >
      <CustomPlanFormIsland dialogId={customPlanDialogId} {...(closesToo ? { closesToo } : {})} />
    </RequestDialog>
  );
}
