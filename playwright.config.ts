import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { COOKIES } from './lib/stores';
import { E2E_SMTP_PORT } from './e2e/mail-port';
import { VARNISH_AVAILABLE } from './bench/varnish.mjs';
import { VARNISH_PORT } from './e2e/varnish-port';
import { DEVELOPMENT_HOSTS } from './e2e/hosts';

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

/** A PostgreSQL server and a Redis for e2e/two-instances.spec.ts. */
const SHARED_SERVICES = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!SHARED_SERVICES && !process.env.TEST_WORKER_INDEX) {
  console.log('two-instance journey: not run (set DATABASE_URL and REDIS_URL to run it)');
}

/** Varnish in front of the shop (e2e/varnish-setup.ts): wherever Debian's varnishd is installed, and always in CI. */
if (process.env.CI && !VARNISH_AVAILABLE)
  throw new Error('CI runs the journeys through Varnish: install varnish and varnish-modules');
if (!VARNISH_AVAILABLE && !process.env.TEST_WORKER_INDEX) {
  console.log('journeys through Varnish: not run (install varnish and varnish-modules to run them)');
}
/** The secret of /api/revalidate for the shop under test (e2e/varnish.spec.ts announces catalog changes). */
process.env.E2E_REVALIDATE_SECRET ||= 'e2e-revalidate-secret';

/** Port of the stand-in third-party scripts e2e/consent.spec.ts serves (tag manager, loader script). */
const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3198);

/**
 * Every journey but the consent journey starts as a visitor who answered the cookie banner with
 * "only necessary" (nothing third-party loads, the banner does not cover the page).
 */
const CONSENT_ANSWERED = {
  cookies: DEVELOPMENT_HOSTS.flatMap((domain) =>
    [
      [COOKIES.consentMessage, '1'],
      [COOKIES.consentSettings, 'disabled'],
    ].map(([name, value]) => ({
      name: name!,
      value: value!,
      domain,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
  ),
  origins: [],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './e2e/varnish-setup.ts',
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    storageState: CONSENT_ANSWERED,
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
  projects: [
    { name: 'chromium', testIgnore: [/two-instances\.spec\.ts/, /varnish\.spec\.ts/] },
    // Through Varnish (deploy/varnish/default.vcl): its own journeys, and visitor isolation once more.
    ...(VARNISH_AVAILABLE
      ? [
          {
            name: 'varnish',
            testMatch: /(varnish|visitor-isolation)\.spec\.ts/,
            use: { baseURL: `http://localhost:${VARNISH_PORT}` },
          },
        ]
      : []),
    // Two production instances sharing PostgreSQL and Redis: only where both are given (.ci/run sets
    // them when the machine's services answer; README 'Running several instances').
    ...(SHARED_SERVICES ? [{ name: 'instances', testMatch: /two-instances\.spec\.ts/ }] : []),
  ],
  webServer: {
    // A production build against a fresh embedded database, created and seeded on first start.
    command: `rm -rf .data-e2e && npm run build && node server.mjs -p ${PORT}`,
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
      // Stand-ins for the tag manager and a third-party script (e2e/consent.spec.ts serves them).
      TAG_MANAGER_URL: `http://127.0.0.1:${THIRD_PARTY_PORT}/gtm.js`,
      THIRD_PARTY_SCRIPT_URLS: `http://127.0.0.1:${THIRD_PARTY_PORT}/third-party.js`,
      // Every journey comes from one address: account calls may run more often than a shopper's
      // (tests/account/bff-session.test.ts proves the real limits).
      RATE_LIMITS: 'account=100,login=100',
      // The shop's mails go to a stand-in SMTP server the account journeys read (e2e/account.spec.ts).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Revalidations purge the Varnish in front (e2e/varnish-setup.ts); announced with this secret.
      ...(VARNISH_AVAILABLE ? { HTTP_CACHE_PURGE_URL: `http://127.0.0.1:${VARNISH_PORT}/` } : {}),
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
    },
  },
});
