import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';
import { apply as applyInvokerCommands, isSupported as invokerCommandsSupported } from 'invokers-polyfill/fn';
import { toHaveNoViolations } from 'jest-axe';
import { giveDialogsTheirBehaviour } from './dialog-in-jsdom';

// react-router 7 expects the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);
// A component test types and clicks as a person does; on a busy or slow machine that takes longer than Jest's 5 s
// default, and a test cut short keeps typing into the next one's fields. (Jest reads `testTimeout` only from the
// top of its configuration, not from a project's, so it is set here for the browser projects.)
jest.setTimeout(15_000);
// What a person waits for (`findBy…`, `waitFor`) may take longer than Testing Library's 1 s on a busy machine: a
// page's answer rendered after its store and a mocked request settle took more under load. It is a longest wait, not a
// pause: each check passes as soon as the page shows it.
configure({ asyncUtilTimeout: 5000 });
// Dialogs open and close as in a browser: by `showModal`/`close`, and by buttons' commands (`command`/`commandfor`),
// which the pages' early script brings to browsers without them as the maintained polyfill does here.
// (A test file of server code runs in Node, without a window.)
if (typeof window !== 'undefined') {
  giveDialogsTheirBehaviour(window);
  if (!invokerCommandsSupported()) applyInvokerCommands();
}

// Forms, notices and shared-ui's islands load on first use in the browser; tests start with them in place. They are
// imported once the test file has been, so a module the test replaces (`jest.mock`) is replaced for them too.
beforeAll(async () => {
  const [{ loadToaster }, { ConstructorRequestForm, loadFormKit }, { islandRegistry }] = await Promise.all([
    import('shared-ui'),
    import('shared-ui/forms'),
    import('shared-ui/islands'),
  ]);
  await Promise.all([
    loadFormKit(),
    ConstructorRequestForm.preload(),
    loadToaster(),
    ...[...islandRegistry().values()].map((island) => island.Component.preload()),
  ]);
  // Every package's texts, in both languages, as a server has them: a test renders either language's page.
  await (await import('shared-data/site')).loadAllBooks();
});
