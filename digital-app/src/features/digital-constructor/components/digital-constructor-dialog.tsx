import { useTexts } from 'shared-ui';
import { RequestDialog } from 'shared-ui/layout';
import { DigitalConstructorFormIsland } from '../../../islands';
import { digitalTexts } from '../../../texts/book';

/** The id of the digital constructor's dialog, which the CONSTRUCTOR pack's button opens. */
export const digitalConstructorDialogId = 'digital-constructor';

/**
 * The digital project constructor in the page's markup, closed until a button opens it with
 * `opensDialog(digitalConstructorDialogId)`; its form is an island (`DigitalConstructorForm`).
 */
export function DigitalConstructorDialog() {
  const texts = useTexts(digitalTexts).constructorDialog;
  return (
    <RequestDialog id={digitalConstructorDialogId} title={texts.title} description={texts.description}>
      <DigitalConstructorFormIsland dialogId={digitalConstructorDialogId} />
    </RequestDialog>
  );
}
