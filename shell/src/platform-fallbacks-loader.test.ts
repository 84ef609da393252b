import { JSDOM } from 'jsdom';
import { platformFallbacksScriptName } from 'shared-data/page';
import { bringPlatformFallbacks } from './platform-fallbacks-loader';

/** A page in a browser without buttons' commands and without dialogs' light dismiss, as jsdom is by itself. */
function oldBrowserPage() {
  const { window } = new JSDOM(
    '<!doctype html><html><head></head><body><button type="button" command="show-modal" commandfor="order">Выбрать тариф</button><dialog id="order"></dialog></body></html>',
  );
  return window as unknown as Window & typeof globalThis;
}

const fallbacksScript = (window: Window) =>
  window.document.head.querySelector<HTMLScriptElement>(`script[src="/${platformFallbacksScriptName}"]`);

describe('bringPlatformFallbacks', () => {
  it('loads the fallbacks, keeps a press on a command button until they arrive, then presses it again', () => {
    const window = oldBrowserPage();
    bringPlatformFallbacks(window);
    const script = fallbacksScript(window);
    expect(script).not.toBeNull();
    const button = window.document.querySelector('button') as HTMLButtonElement;
    const presses: boolean[] = [];
    button.addEventListener('click', (event) => presses.push(event.isTrusted));
    const press = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(presses).toEqual([]);
    script?.dispatchEvent(new window.Event('load'));
    expect(presses).toHaveLength(1);
    button.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(presses).toHaveLength(2);
  });

  it('lets presses go when the fallbacks cannot arrive', () => {
    const window = oldBrowserPage();
    bringPlatformFallbacks(window);
    fallbacksScript(window)?.dispatchEvent(new window.Event('error'));
    const press = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    window.document.querySelector('button')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('loads nothing where the browser does it all', () => {
    const window = oldBrowserPage();
    Object.defineProperty(window.HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
    Object.defineProperty(window.HTMLDialogElement.prototype, 'closedBy', {
      value: 'auto',
      configurable: true,
    });
    bringPlatformFallbacks(window);
    expect(fallbacksScript(window)).toBeNull();
  });
});
