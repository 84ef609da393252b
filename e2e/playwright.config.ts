import { defineConfig } from '@playwright/test';
import { readToolEnv } from '../tools/env';
import { chromiumArgs, chromiumPath } from '../tools/launch/chromium';

const { E2E_WORKERS, E2E_TRACE } = readToolEnv();

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-artifacts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker runs a whole site of its own (five processes). The browser, not the site, takes most of the CPU, and
  // two workers keep two cores busy: the suite took ~600 s against ~1,000 s on one.
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    // Recording a trace of every test costs about 40% more CPU; a failure keeps its screenshot either way.
    trace: E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
