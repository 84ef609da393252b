import { readServerEnv } from 'shared-data/server';

/** The Chromium the end-to-end tests and the bench drive: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = readServerEnv(process.env).chromiumPath;

/** Flags that let Debian's Chromium run headless in a closed network as root. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
