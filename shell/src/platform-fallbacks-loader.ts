import { platformFallbacksScriptName } from 'shared-data/page';

/** Whether the browser opens dialogs from buttons' commands and closes them on their backdrop by itself. */
const platformDoesItAll = (target: Window & typeof globalThis) =>
  'command' in target.HTMLButtonElement.prototype &&
  typeof target.HTMLDialogElement === 'function' &&
  'closedBy' in target.HTMLDialogElement.prototype;

/**
 * Part of the early script: on a browser without buttons' commands (`command`/`commandfor`) or dialogs' light
 * dismiss, loads the shell's fallbacks for them (`platformFallbacksScriptName`). A press on a command button before
 * they have arrived is kept and pressed again once they have, so the visitor's first tap still opens its dialog;
 * if they cannot arrive, the press is let go.
 */
export function bringPlatformFallbacks(target: Window & typeof globalThis = window) {
  if (platformDoesItAll(target)) return;
  const { document } = target;
  const withoutCommands = !('command' in target.HTMLButtonElement.prototype);
  const pressed: HTMLElement[] = [];
  const keep = (event: Event) => {
    const button = event.target instanceof target.Element ? event.target.closest('button[commandfor]') : null;
    if (!(button instanceof target.HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!pressed.includes(button)) pressed.push(button);
  };
  if (withoutCommands) document.addEventListener('click', keep, true);
  const script = document.createElement('script');
  script.src = `/${platformFallbacksScriptName}`;
  const letGo = () => document.removeEventListener('click', keep, true);
  script.onload = () => {
    letGo();
    for (const button of pressed.splice(0)) if (button.isConnected) button.click();
  };
  script.onerror = letGo;
  document.head.append(script);
}
