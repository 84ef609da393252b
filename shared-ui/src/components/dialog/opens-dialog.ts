/**
 * The attributes that have a button open the modal dialog `dialogId` by itself, before and without the page's
 * scripts (Invoker Commands; the early script brings them to browsers without them). A page renders the button and
 * the dialog apart, each knowing the dialog's id.
 */
export const opensDialog = (dialogId: string) =>
  ({ command: 'show-modal', commandfor: dialogId, 'aria-haspopup': 'dialog' }) as const;
