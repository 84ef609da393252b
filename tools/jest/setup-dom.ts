import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';
import { loadToaster } from '../../shared-ui/src/components/toast/toast';
import { loadFormKit } from '../../shared-ui/src/forms/form-kit-loader';
import { PlanOrderDialog } from '../../shared-ui/src/forms/form-kit-parts';
import * as sharedIslands from '../../shared-ui/src/islands';

// react-router 7 expects the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);

// Forms, notices and shared-ui's islands load on first use in the browser; tests start with them in place.
beforeAll(() =>
  Promise.all([
    loadFormKit(),
    PlanOrderDialog.preload(),
    loadToaster(),
    ...Object.values(sharedIslands).map((island) => island.Component.preload()),
  ]),
);
