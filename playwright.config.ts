import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journeys ask the shop's own GraphQL endpoint for test data with ad-hoc documents, which a
 * production build accepts only from trusted callers (`COMMERCE_API_KEY`); the key is set for the
 * server under test and for the tests alike.
 */
process.env.COMMERCE_API_KEY ||= 'e2e-trusted-caller';
/** Debian's Chromium when present (Playwright cannot download its own browser here). */
const systemChromium =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: systemChromium,
      args: systemChromium
        ? [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
          ]
        : [],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A production build against a fresh embedded database, created and seeded on first start.
    command: `rm -rf .data-e2e && npm run build && npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/api/health/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      // The shop under test always runs on its own fresh PGlite, even when DATABASE_URL is set for the integration tests.
      DATABASE_URL: '',
      // …and its caches and rate limits in its own process (e2e/two-instances.spec.ts starts a shared pair).
      REDIS_URL: '',
      COMMERCE_DATA_DIR: '.data-e2e/pglite',
      MEDIA_DIR: '.data-e2e/media',
      PORT: String(PORT),
      COMMERCE_API_KEY: process.env.COMMERCE_API_KEY,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
