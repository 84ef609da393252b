import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';

// react-router 7 expects the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);

// Forms, notices and shared-ui's islands load on first use in the browser; tests start with them in place. They are
// imported once the test file has been, so a module the test replaces (`jest.mock`) is replaced for them too.
beforeAll(async () => {
  const [{ loadToaster }, { ConstructorDialog, loadFormKit, PlanOrderDialog }, { islandRegistry }] =
    await Promise.all([import('shared-ui'), import('shared-ui/forms'), import('shared-ui/islands')]);
  await Promise.all([
    loadFormKit(),
    PlanOrderDialog.preload(),
    ConstructorDialog.preload(),
    loadToaster(),
    ...[...islandRegistry().values()].map((island) => island.Component.preload()),
  ]);
});
