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

/**
 * The first screen of a 390 × 844 phone: the bars above the page and the header take at most a
 * quarter of it, and a product page shows the product's name, its price and the add button in it
 * (the gallery scrolls sideways; the button sticks to the bottom until the shopper reaches it).
 */
test('a phone’s first screen: the header takes at most a quarter, a PDP shows name, price and add button', async ({
  browser,
}) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').port;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const host of ['nl.localhost', 'de.localhost', 'fr.be.localhost']) {
    await page.goto(`http://${host}:${port}/`);
    const header = await page.locator('header').first().boundingBox();
    expect(header!.y + header!.height, host).toBeLessThanOrEqual(844 / 4);
  }
  for (const [host, list] of [
    ['nl.localhost', '/dames/schoenen/'],
    ['de.localhost', '/damen/schuhe/'],
    ['fr.be.localhost', '/femme/chaussures/'],
  ]) {
    await page.goto(`http://${host}:${port}${list}`);
    // Loaded as a page of its own: during a client navigation the list's h1 is still there for a moment.
    const productPath = (await page.locator('main a[href$="-001/"]').first().getAttribute('href'))!;
    await page.goto(`http://${host}:${port}${productPath}`);
    await expect(page.locator('h1')).toBeVisible();
    for (const element of [page.locator('h1'), page.getByTestId('product-price'), page.getByTestId('add-to-cart')]) {
      await expect(element, host).toBeInViewport({ ratio: 1 });
    }
    // Nothing covers the button where it sticks, and the button covers neither the name nor the price.
    const button = (await page.getByTestId('add-to-cart').boundingBox())!;
    for (const element of [page.locator('h1'), page.getByTestId('product-price')]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height, host).toBeLessThanOrEqual(button.y);
    }
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="add-to-cart"]') !== null,
      [button.x + button.width / 2, button.y + button.height / 2],
    );
    expect(topmost, host).toBe(true);
  }
  await context.close();
});
