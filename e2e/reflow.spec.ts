import { expect, test } from '@playwright/test';

/**
 * Reflow on phones (WCAG 1.4.10; the header's action row): no page is wider than the screen at
 * common phone widths, on the longest storefront copy (German and French). A wider page scrolls
 * sideways, and a browser that widens the layout to fit it moves every fixed element (the consent
 * banner), a layout shift Lighthouse counted on every page once the header gained its wishlist link.
 */

/** Home and cart on every language's storefront (the header's copy differs), a PLP and its first PDP on NL. */
const PAGES = [
  ...['nl.localhost', 'fr.localhost', 'de.localhost'].flatMap((host) => [`${host}/`, `${host}/cart/`]),
  'nl.localhost/dames/schoenen/',
];

for (const width of [320, 375, 412, 480]) {
  test(`pages fit a ${width} px wide phone without sideways scrolling`, async ({ browser }) => {
    const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').port;
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const urls = [...PAGES];
    // The PLP adds its first product's page to the list as it goes.
    for (const url of urls) {
      const response = await page.goto(`http://${url.replace('/', `:${port}/`)}`);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('header')).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${url} at ${width} px`).toBeLessThanOrEqual(widths.screen);
      if (url.endsWith('/schoenen/')) {
        const product = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
        urls.push(`nl.localhost${product}`);
      }
    }
    await context.close();
  });
}
