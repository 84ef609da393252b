import { sharedUiTexts, useTexts } from 'shared-ui';
import { ConsultationDialogFormIsland } from 'shared-ui/islands';
import { Dialog } from '../../components/dialog';

/** The id of a page's consultation dialog, which every button that opens it names (`opensDialog`). */
export const consultationDialogId = 'consultation';

/**
 * The free consultation dialog, once per page that offers it: in the page's markup, closed, opened by any button
 * with `opensDialog(consultationDialogId)` before and without script. Its form is the island inside.
 */
export function ConsultationDialog() {
  const texts = useTexts(sharedUiTexts).consultationDialog;
  return (
    <Dialog id={consultationDialogId} title={texts.title} description={texts.description}>
      <ConsultationDialogFormIsland dialogId={consultationDialogId} />
    </Dialog>
  );
}
