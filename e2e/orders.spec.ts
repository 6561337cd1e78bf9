import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible } from './support';
import { DEMO, SHOP, logIn } from './account-support';

/**
 * The customer's orders (spec §2 '/customer' orders and orders/{id}, 'order history with
 * previous/next order', §4 'Order status shown'): the seeded demo customer (four orders, newest
 * first: processing, processing, a return, shipped) opens an order from the history and walks to
 * the next and previous ones. The real shop on its embedded back end.
 */

const t = nl.customer.orderDetail;
const ORDER_PAGE = /\/customer\/orders\/[0-9a-f-]{36}\/$/;

async function logInAsDemoCustomer(page: Page) {
  await page.goto(`${SHOP}/account/`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${SHOP}/customer/`);
}

/** The value (`dd`) of the term `term` (`dt`, the whole text) in the order page's region `region`. */
const fact = (page: Page, region: string, term: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the demo customer opens an order from the history, then the next and previous orders', async ({ page }) => {
  await logInAsDemoCustomer(page);
  await page.getByRole('link', { name: nl.customer.nav.orders }).first().click();
  await expect(page).toHaveURL(`${SHOP}/customer/orders/`);
  const orderLinks = page.getByRole('link', { name: /^Bestelling \d+$/ });
  await expect(orderLinks).toHaveCount(4);
  const numbers = (await orderLinks.allTextContents()).map((text) => text.trim());
  // Four orders fit on one page: no pager.
  await expect(page.getByRole('navigation', { name: nl.customer.orders.pages })).toHaveCount(0);

  // The second newest: processing, approved, allocated and picked, not yet shipped.
  await orderLinks.nth(1).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: numbers[1], exact: true })).toBeVisible();
  await expect(fact(page, t.overview, t.statusLabel)).toHaveText(nl.customer.orders.status.processing);
  await expect(fact(page, t.overview, t.paymentLabel)).toHaveText(t.payment.paid);
  await expect(fact(page, t.fulfilment.heading, t.fulfilment.approval)).toHaveText(t.fulfilment.values.approved);
  await expect(fact(page, t.fulfilment.heading, t.fulfilment.allocation)).toHaveText(t.fulfilment.values.allocated);
  await expect(fact(page, t.fulfilment.heading, t.fulfilment.pick)).toHaveText(t.fulfilment.values.picked);
  await expect(fact(page, t.fulfilment.heading, t.fulfilment.shipment)).toHaveText(t.fulfilment.values.pending);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByRole('region', { name: t.addresses.heading })).toContainText('Oudegracht 45 B');
  await expect(page.getByRole('region', { name: t.totals.heading })).toContainText(/€\s?\d+,\d{2}/);
  await expectAccessible(page, 'order page');

  // Next: the newest order, which has no next.
  const neighbours = page.getByRole('navigation', { name: t.neighbours.label });
  await neighbours.getByRole('link', { name: t.neighbours.next }).click();
  await expect(page.getByRole('heading', { level: 1, name: numbers[0], exact: true })).toBeVisible();
  await expect(neighbours.getByRole('link', { name: t.neighbours.next })).toHaveCount(0);

  // Previous, twice: back to the second newest, then the return.
  await neighbours.getByRole('link', { name: t.neighbours.previous }).click();
  await expect(page.getByRole('heading', { level: 1, name: numbers[1], exact: true })).toBeVisible();
  await neighbours.getByRole('link', { name: t.neighbours.previous }).click();
  await expect(page.getByRole('heading', { level: 1, name: numbers[2], exact: true })).toBeVisible();
  await expect(fact(page, t.overview, t.statusLabel)).toHaveText(nl.customer.orders.status.return);

  // The oldest: shipped, with its date and tracking link; nothing before it.
  await neighbours.getByRole('link', { name: t.neighbours.previous }).click();
  await expect(page.getByRole('heading', { level: 1, name: numbers[3], exact: true })).toBeVisible();
  await expect(fact(page, t.overview, t.statusLabel)).toHaveText(/^Verzonden op /);
  await expect(page.getByRole('link', { name: t.trackTrace })).toHaveAttribute('href', /^https:\/\//);
  await expect(neighbours.getByRole('link', { name: t.neighbours.previous })).toHaveCount(0);
  await expectAccessible(page, 'shipped order page');

  await page.getByRole('link', { name: t.back }).click();
  await expect(page).toHaveURL(`${SHOP}/customer/orders/`);
});

test('an order that is not the customer’s, and a page past the history’s end, are 404', async ({ page }) => {
  await logInAsDemoCustomer(page);
  for (const path of [
    '/customer/orders/00000000-0000-4000-8000-000000000000/',
    '/customer/orders/not-an-order/',
    '/customer/orders/?page=2',
    '/customer/orders/?page=abc',
  ]) {
    const response = await page.goto(`${SHOP}${path}`);
    expect(response?.status(), path).toBe(404);
  }
});

test('a visitor who is not logged in is sent from an order to the login page', async ({ page }) => {
  const path = '/customer/orders/00000000-0000-4000-8000-000000000000/';
  await page.goto(`${SHOP}${path}`);
  await expect(page).toHaveURL(`${SHOP}/account/?redirect=${encodeURIComponent(path)}`);
});
