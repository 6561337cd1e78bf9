import { expect, test } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { graphqlInPage } from './support';

interface Product {
  url: string;
  isOneSize: boolean;
  comingSoonDate: string | null;
  variants: { id: string; size: string; availableStock: number; deliveryTime: string | null }[];
}

/**
 * Revalidation by tag (docs/architecture.md 'Caching and revalidation'): the embedded back end announces the
 * stock an order took, and the storefront expires that product's cached page data at once.
 */
test('after an order takes the last units of a size, its product page shows that size sold out', async ({ page }) => {
  await page.goto('/dames/schoenen/');
  const { search } = (await graphqlInPage(
    page,
    'query { search(search: "", plp: true, itemsPerPage: 200) { productData { products { url isOneSize comingSoonDate variants { id size availableStock deliveryTime } } } } }',
    {},
  )) as { search: { productData: { products: Product[] } } };
  const product = search.productData.products.find(
    (candidate) =>
      !candidate.isOneSize &&
      !candidate.comingSoonDate &&
      candidate.variants.some((v) => v.availableStock >= 1 && v.availableStock <= 3 && !v.deliveryTime),
  );
  expect(product, 'the seed has a size with one to three pairs left').toBeTruthy();
  const variant = product!.variants.find((v) => v.availableStock >= 1 && v.availableStock <= 3 && !v.deliveryTime)!;
  const sizeModal = page.getByRole('dialog', { name: new RegExp(`^${nl.product.selectYour.split('{')[0]}`) });
  const soldOutButton = sizeModal.getByRole('button', {
    name: new RegExp(`^${variant.size}\\s.*${nl.product.mailMe}`),
  });

  // The product page is cached with the size still in stock.
  await page.goto(product!.url);
  await page.getByTestId('add-to-cart').click();
  await expect(sizeModal).toBeVisible();
  await expect(soldOutButton).toHaveCount(0);

  // Another shopper's order takes every pair left of that size (three calls: the cart cookie comes with the first).
  await graphqlInPage(
    page,
    'mutation ($id: ID!, $quantity: Int!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: $quantity }] }) { token } }',
    { id: variant.id, quantity: variant.availableStock },
  );
  await graphqlInPage(
    page,
    'mutation ($address: AddressInput!) { updateShippingAddress(input: $address) { customer { id } } }',
    {
      address: {
        salutationId: 'mrs',
        firstName: 'Anna',
        lastName: 'de Vries',
        email: 'anna@example.com',
        street: 'Kalverstraat 1',
        zipcode: '1012 AB',
        city: 'Amsterdam',
        countryId: 'NL',
      },
    },
  );
  const order = (await graphqlInPage(page, 'mutation { placeOrder(order: {}) { id } }', {})) as {
    placeOrder: { id: string };
  } | null;
  expect(order?.placeOrder.id).toBeTruthy();

  // Within seconds (well before the 60 s the cached data would otherwise live), the size is sold out.
  await expect(async () => {
    await page.goto(product!.url);
    await page.getByTestId('add-to-cart').click();
    await expect(soldOutButton).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
