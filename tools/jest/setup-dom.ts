import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';
import { loadToaster } from '../../shared-ui/src/components/toast/toast';
import { loadFormKit } from '../../shared-ui/src/forms/form-kit-loader';

// react-router 7 expects the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);

// Forms and notices load on first use in the browser; tests start with them in place.
beforeAll(() => Promise.all([loadFormKit(), loadToaster()]));
