import { expect, test } from '@playwright/test';
import { graphqlInPage, purchasableProductUrl } from './support';

/**
 * Visitor data never enters a shared cache (docs/architecture.md 'Visitor data'): after
 * visitor A fills a cart (and sees it in the mini cart, which the browser loads), the same pages
 * served to visitor B, in another browser context and straight after A's, carry B's empty mini cart
 * and nothing of A's session in the HTML.
 */
test("visitor A's cart never appears in a page served to visitor B", async ({ browser, baseURL }) => {
  const visitorA = await browser.newContext({ baseURL });
  const pageA = await visitorA.newPage();
  await pageA.goto('/dames/schoenen/');
  const product = await purchasableProductUrl(pageA);
  const record = (await graphqlInPage(pageA, 'query ($url: String!) { url(url: $url) { sku } }', {
    url: product.url,
  })) as { url: { sku: string } };
  const { pdp } = (await graphqlInPage(
    pageA,
    'query ($sku: String!) { pdp(sku: $sku) { product { name variants { id availableStock } } } }',
    { sku: record.url.sku },
  )) as { pdp: { product: { name: string; variants: { id: string; availableStock: number }[] } } };
  const variant = pdp.product.variants.find((candidate) => candidate.availableStock >= 3)!;
  await graphqlInPage(
    pageA,
    'mutation ($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 3 }] }) { token } }',
    { id: variant.id },
  );
  const tokenA = (await visitorA.cookies()).find((cookie) => cookie.name.endsWith('sw-context-token'))!.value;
  const pages = ['/', product.url, '/dames/schoenen/', '/cart/'];
  for (const path of pages) {
    await pageA.goto(path);
    await expect(pageA.getByTestId('mini-cart-count'), `A's ${path}`).toHaveText('3');
  }

  const visitorB = await browser.newContext({ baseURL });
  const pageB = await visitorB.newPage();
  for (const path of pages) {
    const html = await (await pageB.goto(path))!.text();
    expect(html, `B's ${path}`).toMatch(/data-testid="mini-cart-count"[^>]*>0</);
    expect(html, `B's ${path}`).not.toContain(tokenA);
    await expect(pageB.getByTestId('mini-cart-count')).toHaveText('0');
  }
  // B's cart page is B's: empty, without A's line.
  await expect(pageB.getByRole('main')).not.toContainText(pdp.product.name);
  await visitorA.close();
  await visitorB.close();
});
