import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible, graphqlInPage } from './support';

interface Product {
  url: string;
  isOneSize: boolean;
  comingSoonDate: string | null;
  variants: { size: string; legacySku: string; availableStock: number }[];
}

test("NL: a sold-out size offers 'Mail me' and confirms without a server call (spec §4 Notify modal)", async ({
  page,
}) => {
  await page.goto('/dames/schoenen/');
  const { search } = (await graphqlInPage(
    page,
    'query { search(search: "", plp: true, itemsPerPage: 100) { productData { products { url isOneSize comingSoonDate variants { size legacySku availableStock } } } } }',
    {},
  )) as { search: { productData: { products: Product[] } } };
  const product = search.productData.products.find(
    (candidate) =>
      !candidate.isOneSize &&
      !candidate.comingSoonDate &&
      candidate.variants.some((v) => v.availableStock === 0) &&
      candidate.variants.some((v) => v.availableStock > 0),
  );
  expect(product, 'the seed has a product with a sold-out size').toBeTruthy();
  const soldOut = product!.variants.find((variant) => variant.availableStock === 0)!;

  await page.goto(product!.url);
  await page.getByTestId('add-to-cart').click();
  const sizeModal = page.getByRole('dialog', { name: new RegExp(`^${nl.product.selectYour.split('{')[0]}`) });
  await sizeModal.getByRole('button', { name: new RegExp(`^${soldOut.size}\\s.*${nl.product.mailMe}`) }).click();

  const notify = page.getByRole('dialog', { name: nl.notify.titleSoldOut });
  await expect(notify).toBeVisible();
  await expect(sizeModal).toBeHidden();
  const email = notify.getByLabel(nl.notify.email);
  await email.focus();
  await email.blur();
  await expect(notify.getByText(nl.validation.emailRequired)).toBeVisible();
  await expectAccessible(page, 'notify modal with an error');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await email.fill('fan@example.com');
  await notify.getByLabel(nl.notify.newsletter).check();
  await notify.getByRole('button', { name: nl.notify.submit }).click();
  await expect(page.getByRole('dialog', { name: nl.notify.sentTitle })).toBeVisible();
  expect(requests.filter((url) => url.includes('/api/graphql'))).toEqual([]);
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'StockRequest',
      email: 'fan@example.com',
      newsletter: true,
      sku: soldOut.legacySku,
    }),
  );
  await page.getByRole('button', { name: nl.notify.continueShopping }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(en.notify.sentTitle).toBe("We've got you");
});
