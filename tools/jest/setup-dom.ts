import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';

// react-router 7 expects the encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);
