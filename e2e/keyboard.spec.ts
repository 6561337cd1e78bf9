import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, graphqlInPage } from './support';

import nl from '../messages/nl.json' with { type: 'json' };

/**
 * A purchase on the NL storefront by keyboard alone (WCAG 2.1.1, 2.4.3, 4.1.3): where focus is after
 * each modal, quantity change and removal, and that the cart's changes are announced.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`, 'i');
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Presses Tab (Shift+Tab when `backwards`) until `target` has focus, at most `limit` times; fails otherwise. */
async function tabTo(page: Page, target: Locator, { limit = 120, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

interface TwoSizeProduct {
  url: string;
  brand: string;
  name: string;
  sizes: [string, string];
}

/** A product of the PLP with two sizes in plenty of stock and no pre-order, asked from the shop's GraphQL endpoint. */
async function productWithTwoSizes(page: Page): Promise<TwoSizeProduct> {
  const { url } = (await graphqlInPage(page, 'query($url: String!) { url(url: $url) { category_id } }', {
    url: '/dames/schoenen/',
  })) as { url: { category_id: string } };
  const result = (await graphqlInPage(
    page,
    'query($filters: [SearchFilterInput!]) { search(search: "", filters: $filters, plp: true, page: 1, itemsPerPage: 48) { productData { products { url brand name isOneSize comingSoonDate variants { size availableStock deliveryTime } } } } }',
    { filters: [{ name: 'category', values: [url.category_id] }] },
  )) as {
    search: {
      productData: {
        products: {
          url: string;
          brand: string;
          name: string;
          isOneSize: boolean;
          comingSoonDate: string | null;
          variants: { size: string; availableStock: number; deliveryTime: string | null }[];
        }[];
      };
    };
  };
  for (const product of result.search.productData.products) {
    if (product.isOneSize || (product.comingSoonDate && new Date(product.comingSoonDate) > new Date())) continue;
    const sizes = product.variants
      .filter((variant) => variant.availableStock >= 5 && !variant.deliveryTime)
      .map((variant) => variant.size);
    if (sizes.length >= 2)
      return { url: product.url, brand: product.brand, name: product.name, sizes: [sizes[0]!, sizes[1]!] };
  }
  throw new Error('no product with two sizes in stock');
}

test('NL: a keyboard-only purchase keeps focus where the shopper is', async ({ page }) => {
  await page.goto('/');
  const product = await productWithTwoSizes(page);
  await page.goto(product.url);
  const addButton = page.getByTestId('add-to-cart');
  const sizeModal = page.getByRole('dialog', {
    name: new RegExp(`^${escape(nl.product.selectYour.split('{')[0]!)}`, 'i'),
  });
  const popup = page.getByRole('dialog', { name: exactly(nl.addedPopup.title) });

  // First size: Escape closes the popup and focus returns to 'Add to cart'.
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  await expect(sizeModal).toBeVisible();
  await tabTo(page, sizeModal.getByRole('button', { name: new RegExp(`^${escape(product.sizes[0])}\\b`) }));
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await expect(sizeModal).toBeHidden();
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(addButton).toBeFocused();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  // Second size: 'Continue shopping' also returns focus to 'Add to cart'.
  await page.keyboard.press('Enter');
  await tabTo(page, sizeModal.getByRole('button', { name: new RegExp(`^${escape(product.sizes[1])}\\b`) }));
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await tabTo(page, popup.getByRole('button', { name: exactly(nl.addedPopup.continueShopping) }));
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(addButton).toBeFocused();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');

  // Cart: a quantity change keeps focus on the control and is announced.
  await tabTo(page, page.getByTestId('mini-cart'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const name = `${product.brand} ${product.name}`;
  const increase = page.getByRole('button', { name: fill(nl.cart.increase, { name }) }).first();
  await tabTo(page, increase);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line-quantity').first()).toContainText('2');
  await expect(increase).toBeFocused();
  await expect(page.getByTestId('cart-status')).toContainText(
    fill(nl.cart.quantityChanged, { name, quantity: '2', total: '' }).split('.')[0]!,
  );
  await expect(page.getByTestId('mini-cart-count')).toHaveText('3');

  // Removing the first line moves focus to the line that takes its place.
  await tabTo(page, page.getByRole('button', { name: `${nl.cart.remove} ${name}` }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('heading')).toBeFocused();
  await expect(page.getByTestId('cart-status')).toContainText(
    fill(nl.cart.removed, { name, total: '' }).split('.')[0]!,
  );
  await expectAccessible(page, 'NL cart after a removal');

  // Checkout by keyboard.
  await tabTo(page, page.getByTestId('to-checkout'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/$/);
  const type = async (locator: Locator, text: string) => {
    await tabTo(page, locator);
    await page.keyboard.type(text);
  };
  await type(page.locator('#details-email'), 'keyboard@example.com');
  await tabTo(page, page.locator('input[name="salutationId"]').first());
  await page.keyboard.press('Space');
  await type(page.locator('#details-firstName'), 'Kim');
  await type(page.locator('#details-lastName'), 'de Vries');
  await type(page.locator('#details-street'), 'Damstraat 1');
  await type(page.locator('#details-zipcode'), '1012 AB');
  await type(page.locator('#details-city'), 'Amsterdam');
  await tabTo(page, page.getByRole('button', { name: exactly(nl.checkout.details.continue) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await tabTo(page, page.getByRole('button', { name: exactly(nl.checkout.shipment.continue) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await tabTo(page, page.getByRole('button', { name: exactly(nl.checkout.payment.payNow) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/graphql\/payment-sandbox\//);
  await tabTo(page, page.locator('button[value="paid"]'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
});
