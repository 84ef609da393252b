import { defineConfig } from '@playwright/test';

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

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-artifacts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker runs a whole site (five processes); two cores fit one.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
  },
});
