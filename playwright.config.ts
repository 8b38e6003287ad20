import { defineConfig } from '@playwright/test';
import { playwrightChromiumArgs, chromiumPath } from './e2e/support/chromium';

// The server is started once by global-setup (fresh DATA_DIR, free port) and its URL shared through env.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys of several pages, each checked with axe: the longest take 25-35 s on an idle 2-core machine
  // and three times that on a loaded one. A test ends as soon as it passes, and each wait for something on
  // the page has its own 10 s (expect), so this only matters on a loaded machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: playwrightChromiumArgs },
  },
  outputDir: '.test-results/playwright',
});
