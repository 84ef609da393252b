import { apply as applyInvokerCommands, isSupported as invokerCommandsSupported } from 'invokers-polyfill/fn';

// Loaded by the early script only where the browser lacks buttons' commands or dialogs' light dismiss: what the
// page's markup asks of the platform then works the same without the page's other scripts.
if (!invokerCommandsSupported()) applyInvokerCommands();
closeDialogsOnTheirBackdrop();

/**
 * `closedby="any"`: a click on a modal dialog's backdrop closes it. The backdrop's clicks reach the dialog element
 * itself, outside the box its content fills.
 */
export function closeDialogsOnTheirBackdrop(target: Window & typeof globalThis = window) {
  if ('closedBy' in target.HTMLDialogElement.prototype) return;
  target.document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof target.HTMLDialogElement) || !dialog.open) return;
    if (dialog.getAttribute('closedby') !== 'any' || event.detail === 0) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}
