import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Prefetching (components/ui/Link.tsx, spec §9 prefetch idle timeout 2000 ms): a product list page
 * prefetches nothing while the shopper may still be choosing (the first filter click once waited
 * 5–9 s behind some 70 prefetches), a link the pointer rests on is prefetched at once, and once the
 * page has been idle its links in view are, but never the dozens of filter options, sort and page links.
 */

const port = process.env.E2E_PORT ?? '3100';
const list = `http://nl.localhost:${port}/heren/kleding/jassen/`;

/** Collects the page's router prefetches (RSC requests marked as prefetch), as paths with their query. */
function recordPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.headers()['next-router-prefetch']) return;
    const url = new URL(request.url());
    url.searchParams.delete('_rsc');
    seen.push(url.pathname + url.search);
  });
  return seen;
}

test.describe('prefetching', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a product list prefetches nothing ahead of the first click, a hovered filter at once', async ({ page }) => {
    const prefetches = recordPrefetches(page);
    await page.goto(list);
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await page.waitForTimeout(1200);
    expect(prefetches).toEqual([]);

    const size = page.locator('a[href*="size="]').first();
    const href = (await size.getAttribute('href'))!;
    await size.hover();
    await expect.poll(() => prefetches).toContain(href);
    expect(prefetches.filter((path) => path !== href)).toEqual([]);
  });

  test('once idle the links in view are prefetched, filter options and pages never', async ({ page }) => {
    const prefetches = recordPrefetches(page);
    await page.goto(list);
    // Breadcrumbs and the header's links are in view on every list page.
    await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    const filterLinks = prefetches.filter((path) => /[?&](brand|color|size|sale|new|sort|page|price)=/.test(path));
    expect(filterLinks).toEqual([]);
  });
});
