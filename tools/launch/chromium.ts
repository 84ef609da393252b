import { readServerEnv } from 'shared-data/server';

let path: string | undefined;

/**
 * The Chromium the end-to-end tests and the bench drive: `CHROMIUM_PATH`, else Debian's. Read on the first call, not
 * on import, so a module that only needs the flags reads no configuration.
 */
export const chromiumPath = () => {
  path ??= readServerEnv(process.env).chromiumPath;
  return path;
};

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
