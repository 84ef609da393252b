import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/launch/chromium';

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
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
  },
});
