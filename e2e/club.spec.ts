import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { MAIL_COPY } from '../commerce/mail/copy';
import { E2E_SMTP_PORT } from './mail-port';
import { startSmtpStub, type SmtpStub } from '../tests/support/smtp-stub';
import { DEMO, SHOP, logIn, mailedLink, register } from './account-support';
import { addPurchasableVariantToCart, expectAccessible, graphqlInPage } from './support';

/**
 * The loyalty club and customer checkout (spec §1 club facts, §2 'Screens implied by text' Checkout): a new
 * member buys and earns points, then finds the order in the history; a guest logs in at checkout, keeps the
 * cart, ships to a book address and redeems a club voucher in the cart. The real shop on its embedded back
 * end; mails go to a stand-in SMTP server.
 */

let smtp: SmtpStub;
test.beforeAll(async () => {
  smtp = await startSmtpStub(E2E_SMTP_PORT);
});
test.afterAll(async () => smtp?.stop());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`, 'i');
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The club card's points on the dashboard. */
async function clubPoints(page: Page): Promise<number> {
  const club = page.getByRole('region', { name: nl.customer.club.heading });
  const text = await club
    // '1 punt', '66 punten': the message is a plural.
    .getByText(/^\d+ punt(en)?$/)
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test('a new member buys, earns a point per euro and finds the order in the history', async ({ page }) => {
  const email = `club.${Date.now()}@example.com`;
  await register(page, email);
  await page.goto(await mailedLink(smtp, email, MAIL_COPY.nl.registration.subject));
  await page.getByRole('button', { name: nl.account.finish.confirm }).click();
  await expect(page).toHaveURL(`${SHOP}/customer/`);
  // Signing up gives 50 points (spec §1).
  expect(await clubPoints(page)).toBe(50);

  await addPurchasableVariantToCart(page);
  await page.goto(`${SHOP}/checkout/`);
  // Logged in: no login form; the account's email, read-only; the new address joins the book.
  await expect(page.getByText(fill(nl.checkout.addressChoice.intro, { email }))).toBeVisible();
  await expect(page.getByRole('region', { name: exactly(nl.checkout.login.title) })).toHaveCount(0);
  await expect(page.locator('#details-email')).toHaveValue(email);
  await expect(page.locator('#details-email')).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'customer checkout details');
  await page.locator('input[name="salutationId"]').first().check();
  await page.locator('#details-street').fill('Damstraat 1');
  await page.locator('#details-zipcode').fill('1012 AB');
  await page.locator('#details-city').fill('Amsterdam');
  await page.getByRole('button', { name: exactly(nl.checkout.details.continue) }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await page.getByRole('button', { name: exactly(nl.checkout.shipment.continue) }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await page.getByRole('button', { name: exactly(nl.checkout.payment.payNow) }).click();
  await page.locator('button[value="paid"]').click();
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^\d+$/);

  // 1 point per whole euro paid, on top of the 50.
  await page.goto(`${SHOP}/customer/`);
  expect(await clubPoints(page)).toBeGreaterThan(50);
  await page.goto(`${SHOP}/customer/orders/`);
  await expect(
    page.getByRole('heading', { name: fill(nl.customer.orders.number, { number: orderNumber }) }),
  ).toBeVisible();

  // The address entered at checkout is now in the book: the next checkout offers it.
  await addPurchasableVariantToCart(page);
  await page.goto(`${SHOP}/checkout/`);
  await expect(page.getByRole('radio', { name: /Damstraat 1, 1012 AB Amsterdam/ })).toBeChecked();
});

test('a guest logs in at checkout, keeps the cart, ships to a book address and redeems a voucher', async ({ page }) => {
  await page.goto(`${SHOP}/`);
  await addPurchasableVariantToCart(page);
  await page.goto(`${SHOP}/checkout/`);
  const login = page.getByRole('region', { name: exactly(nl.checkout.login.title) });
  await expect(page.getByRole('region', { name: exactly(nl.checkout.login.guestTitle) })).toBeVisible();
  await expectAccessible(page, 'guest checkout choice');
  await logIn(page, DEMO.email, DEMO.password, login);

  // Back on the details step, logged in: the demo's addresses to choose from.
  await expect(page.getByRole('group', { name: nl.checkout.addressChoice.legend })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP}/checkout/`);
  const book = page.getByRole('radio', { name: /Keizersgracht 123/ });
  await book.check();
  await expectAccessible(page, 'customer address choice');
  await page.getByTestId('ship-to-address').click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);

  // The cart kept the guest's line; the demo's club voucher can be redeemed there and taken out again.
  await page.goto(`${SHOP}/cart/`);
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  const total = await page.getByTestId('cart-total').textContent();
  const panel = page.getByRole('region', { name: nl.cart.voucher.heading });
  await panel.getByRole('button', { name: nl.cart.voucher.use }).first().click();
  await expect(page.getByTestId('cart-discount')).toBeVisible();
  await expect(page.getByTestId('cart-total')).not.toHaveText(total!);
  await expectAccessible(page, 'cart with a voucher');
  await panel
    .getByRole('button', { name: new RegExp(`^${escape(nl.cart.voucher.removeLabel.split('{')[0]!)}`) })
    .click();
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(total!);
  await expect(page.getByLabel(nl.cart.voucher.codeLabel)).toBeFocused();

  // Leave the shared demo account as found: an empty cart, logged out.
  const lines = page.getByTestId('cart-line');
  while ((await lines.count()) > 0) {
    const count = await lines.count();
    await lines
      .first()
      .getByRole('button', { name: new RegExp(`^${escape(nl.cart.remove)}`) })
      .click();
    await expect(lines).toHaveCount(count - 1);
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await graphqlInPage(page, 'mutation { logout { customer { id } } }', {});
});
