import { expect, test } from '@playwright/test';
import { BUDGETS } from '../bench/budgets.mjs';
import { cartCookie, firstLoadJsBytes, PRODUCT_LINK, request } from '../bench/http.mjs';
import { buildEmptyApp, startEmptyApp, waitFor } from '../bench/shop.mjs';

/** Where the empty reference page is served while this check runs. */
const EMPTY_PORT = 3101;
const emptyOrigin = `http://127.0.0.1:${EMPTY_PORT}`;

/**
 * The first-load JavaScript budget (docs/benchmarks.md 'Budgets'), checked on every CI run (the figure `npm run bench`
 * prints, deterministic: gzip level 9 of the very chunks each page's HTML loads): home, PLP and PDP each load at
 * most 1.2× the JavaScript of an empty Next page built here with the same versions (bench/empty-app), the cart and
 * the checkout's first step (with a line in the cart) at most 1.4×.
 */
test('first-load JavaScript stays within 1.2× an empty Next page (home, PLP, PDP) and 1.4× (cart, checkout)', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  buildEmptyApp({ quiet: true });
  const stopEmptyApp = startEmptyApp(EMPTY_PORT);
  try {
    await waitFor(emptyOrigin, `localhost:${EMPTY_PORT}`, 60_000);
    const empty = await firstLoadJsBytes(emptyOrigin, `localhost:${EMPTY_PORT}`, '/');

    const shop = new URL(baseURL!);
    const origin = `http://127.0.0.1:${shop.port}`;
    const plp = '/dames/schoenen/';
    const plpHtml = (await request(origin, shop.host, plp)).body.toString('utf8');
    const pdp = plpHtml.matchAll(PRODUCT_LINK).next().value?.[1];
    expect(pdp, 'a product link on the PLP').toBeTruthy();

    const cookie = await cartCookie(origin, shop.host, process.env.COMMERCE_API_KEY!);

    const figures: string[] = [`empty Next page ${(empty.bytes / 1024).toFixed(1)} kB`];
    const ratios: Record<string, number> = {};
    for (const [name, path, headers] of [
      ['home', '/', {}],
      ['PLP', plp, {}],
      ['PDP', pdp!, {}],
      ['cart', '/cart/', { cookie }],
      ['checkout', '/checkout/', { cookie }],
    ] as const) {
      const { bytes } = await firstLoadJsBytes(origin, shop.host, path, headers);
      ratios[name] = bytes / empty.bytes;
      figures.push(`${name} ${(bytes / 1024).toFixed(1)} kB ${ratios[name]!.toFixed(2)}×`);
    }
    test.info().annotations.push({ type: 'first-load JS (gzip)', description: figures.join('; ') });
    console.log(`first-load JS (gzip): ${figures.join('; ')}`);
    expect(ratios.home, figures.join('; ')).toBeLessThanOrEqual(BUDGETS.bundleRatio.home);
    expect(ratios.PLP, figures.join('; ')).toBeLessThanOrEqual(BUDGETS.bundleRatio.plp);
    expect(ratios.PDP, figures.join('; ')).toBeLessThanOrEqual(BUDGETS.bundleRatio.pdp);
    expect(ratios.cart, figures.join('; ')).toBeLessThanOrEqual(BUDGETS.bundleRatio.cart);
    expect(ratios.checkout, figures.join('; ')).toBeLessThanOrEqual(BUDGETS.bundleRatio.checkout);
  } finally {
    stopEmptyApp();
  }
});
