/**
 * jsdom has `<dialog>` without its behaviour (no `showModal`, no `close`, no Escape). Tests of dialogs need the part
 * a person meets: what opens shows with `open` and takes focus, what closes fires `close` and gives focus back,
 * Escape closes the top one. A click on the backdrop is the platform fallbacks' (`shell/src/platform-fallbacks.ts`);
 * the browser's own behaviour is what the end-to-end journeys in Chromium check.
 */
export function giveDialogsTheirBehaviour(window: Window & typeof globalThis) {
  const { HTMLDialogElement } = window;
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const toggled = (dialog: HTMLDialogElement, newState: 'open' | 'closed') => {
    const event = new window.Event('toggle');
    Object.assign(event, { oldState: newState === 'open' ? 'closed' : 'open', newState });
    dialog.dispatchEvent(event);
  };
  const modal = new WeakSet<HTMLDialogElement>();
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) return;
      openers.set(this, window.document.activeElement);
      modal.add(this);
      this.setAttribute('open', '');
      const first = this.querySelector<HTMLElement>(
        '[autofocus], button, a[href], input:not([type="hidden"]), select, textarea',
      );
      first?.focus();
      toggled(this, 'open');
    },
    show(this: HTMLDialogElement) {
      if (this.open) return;
      this.setAttribute('open', '');
      toggled(this, 'open');
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      modal.delete(this);
      const opener = openers.get(this);
      if (opener instanceof window.HTMLElement && opener.isConnected) opener.focus();
      toggled(this, 'closed');
      this.dispatchEvent(new window.Event('close'));
    },
    requestClose(this: HTMLDialogElement) {
      if (this.dispatchEvent(new window.Event('cancel', { cancelable: true }))) this.close();
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  const topModal = () =>
    [...window.document.querySelectorAll('dialog[open]')]
      .filter((dialog): dialog is HTMLDialogElement => modal.has(dialog as HTMLDialogElement))
      .pop();
  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    topModal()?.requestClose();
  });
}
