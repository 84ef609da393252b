/**
 * The attributes that have a button open the modal dialog `dialogId` by itself, before and without the page's
 * scripts (Invoker Commands; the early script brings them to browsers without them). A page renders the button and
 * the dialog apart, each knowing the dialog's id.
 */
export const opensDialog = (dialogId: string) =>
  ({ command: 'show-modal', commandfor: dialogId, 'aria-haspopup': 'dialog' }) as const;

/**
 * Closes the dialog `dialogId` from script, as its close button would: a form island inside a dialog the page
 * rendered closes it once its lead is sent.
 */
export function closeDialog(dialogId: string) {
  const dialog = document.getElementById(dialogId);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}
