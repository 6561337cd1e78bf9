import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible } from './support';

/**
 * Cookie consent (spec §2 Layouts: tag manager, third-party loader after 5000 ms; §9 'Cookies'):
 * no third-party script is requested before the visitor accepts, the tag manager is right after,
 * the loader's scripts 5000 ms after load, and nothing at all with only necessary cookies.
 *
 * The "third party" is a stub server started here on a fixed port; playwright.config.ts starts the
 * shop with `TAG_MANAGER_URL=http://127.0.0.1:3198/gtm.js` and
 * `THIRD_PARTY_SCRIPT_URLS=http://127.0.0.1:3198/third-party.js` (the same port: `E2E_THIRD_PARTY_PORT`).
 */

// A first visit: without the answered banner the other journeys start with (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const port = process.env.E2E_PORT ?? '3100';
const HOME = `http://nl.localhost:${port}/`;
const STUB_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? 3198);
const STUB = `http://127.0.0.1:${STUB_PORT}`;
/** Past the loader's 5000 ms after load, with room for a slow machine. */
const PAST_THE_DELAY_MS = 6500;

const SCRIPTS: Record<string, string> = {
  '/gtm.js': 'window.__tagManagerLoaded = true;',
  '/third-party.js': 'window.__thirdPartyLoaded = true;',
};

/** Requests the stub answered: path and time (ms since the epoch). */
const served: { path: string; at: number }[] = [];
let server: Server;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', STUB).pathname;
    served.push({ path, at: Date.now() });
    const body = SCRIPTS[path];
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(STUB_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  served.length = 0;
});

/** Every request the page makes to the stub's origin. */
function stubRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STUB)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const flag = (page: Page, name: '__tagManagerLoaded' | '__thirdPartyLoaded') =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] ?? null, name);

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test('no third-party script is requested before consent; accepting loads the tag manager and the loader’s scripts', async ({
  page,
  context,
}) => {
  const requested = stubRequests(page);
  const response = await page.goto(HOME);
  // The policy allows the configured tag manager's origin (lib/security/headers.ts).
  expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${STUB}`));

  const banner = page.getByRole('region', { name: nl.consent.banner.title });
  await expect(banner).toBeVisible();
  await expectAccessible(page, 'home with the consent banner');

  // The skip link stays the first Tab stop and is not covered by the banner.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: nl.layout.skipToContent });
  await expect(skipLink).toBeFocused();
  const [skipBox, bannerBox] = await Promise.all([skipLink.boundingBox(), banner.boundingBox()]);
  expect(skipBox!.y + skipBox!.height).toBeLessThanOrEqual(bannerBox!.y);

  // Deliberately waiting past the loader's delay: the point is that nothing comes, even then.
  await page.waitForTimeout(PAST_THE_DELAY_MS);
  expect(requested).toEqual([]);
  expect(served).toEqual([]);
  expect(await flag(page, '__tagManagerLoaded')).toBeNull();
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  // The page view is queued in the page, for the tag manager to read once it may load.
  expect(await dataLayerEvents(page)).toContain('pageView');

  await banner.getByRole('button', { name: nl.consent.banner.acceptAll }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => flag(page, '__tagManagerLoaded')).toBe(true);
  // The page has been loaded for more than 5000 ms, so the loader's scripts follow at once.
  await expect.poll(() => flag(page, '__thirdPartyLoaded')).toBe(true);
  expect(requested).toEqual(['/gtm.js', '/third-party.js']);
  expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining(['pageView', 'cookiePreference', 'gtm.js']));

  // Both consent cookies, readable by the browser, for 100 days.
  const cookies = new Map((await context.cookies(HOME)).map((cookie) => [cookie.name, cookie]));
  expect(cookies.get('sw-cookie-settings')?.value).toBe('enabled');
  expect(cookies.get('sw-cookie-consent')?.value).toBe('1');
  for (const name of ['sw-cookie-settings', 'sw-cookie-consent']) {
    const cookie = cookies.get(name)!;
    expect(cookie.httpOnly).toBe(false);
    expect(cookie.sameSite).toBe('Lax');
    const days = (cookie.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(99.9);
    expect(days).toBeLessThanOrEqual(100);
  }
});

test('on the next visit: no banner, the tag manager at once, the loader’s scripts 5000 ms after load', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'sw-cookie-settings', value: 'enabled', url: HOME, sameSite: 'Lax' },
    { name: 'sw-cookie-consent', value: '1', url: HOME, sameSite: 'Lax' },
  ]);
  await page.goto(HOME);
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart;
  });
  await expect.poll(() => flag(page, '__tagManagerLoaded')).toBe(true);
  await expect(page.getByRole('region', { name: nl.consent.banner.title })).toHaveCount(0);

  await expect.poll(() => flag(page, '__thirdPartyLoaded'), { timeout: 20_000 }).toBe(true);
  const tagManager = served.find(({ path }) => path === '/gtm.js')!;
  const thirdParty = served.find(({ path }) => path === '/third-party.js')!;
  expect(thirdParty.at - loadedAt).toBeGreaterThanOrEqual(4900);
  expect(tagManager.at).toBeLessThan(thirdParty.at);
});

test('only necessary cookies: nothing third-party is requested, also not after 5000 ms', async ({ page, context }) => {
  const requested = stubRequests(page);
  await page.goto(HOME);
  const banner = page.getByRole('region', { name: nl.consent.banner.title });
  await banner.getByRole('button', { name: nl.consent.banner.onlyNecessary }).click();
  await expect(banner).toBeHidden();
  expect(await dataLayerEvents(page)).toContain('cookiePreference');

  await page.waitForTimeout(PAST_THE_DELAY_MS);
  expect(requested).toEqual([]);
  expect(served).toEqual([]);
  const settings = (await context.cookies(HOME)).find((cookie) => cookie.name === 'sw-cookie-settings');
  expect(settings?.value).toBe('disabled');

  // The choice holds on the next page: still no banner, still nothing requested.
  await page.reload();
  await page.waitForTimeout(PAST_THE_DELAY_MS);
  await expect(banner).toHaveCount(0);
  expect(requested).toEqual([]);
});
