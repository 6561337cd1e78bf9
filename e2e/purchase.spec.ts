import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, purchasableProductUrl } from './support';

/** Copy and formats each storefront journey checks (spec §2 screens, §8 payment messages). */
interface StoreCase {
  name: string;
  baseURL: string;
  cookies: { name: string; value: string }[];
  lang: string;
  addToCart: RegExp;
  addedTitle: RegExp;
  selectSize: RegExp;
  checkout: RegExp;
  emailLabel: RegExp;
  emailRequired: string;
  continueToShipment: RegExp;
  continueToPayment: RegExp;
  payNow: RegExp;
  orderNumber: RegExp;
  /** A euro amount as this locale formats it. */
  priceFormat: RegExp;
  zipcode: string;
  city: string;
}

const port = process.env.E2E_PORT ?? '3100';

const NL: StoreCase = {
  name: 'NL',
  baseURL: `http://localhost:${port}`,
  cookies: [],
  lang: 'nl-NL',
  addToCart: /In winkelmandje/i,
  addedTitle: /toegevoegd aan je winkelmandje/i,
  selectSize: /Selecteer je maat/i,
  checkout: /afrekenen/i,
  emailLabel: /E-mail/,
  emailRequired: 'Je e-mailadres is verplicht',
  continueToShipment: /verzending/i,
  continueToPayment: /betal/i,
  payNow: /bestelling plaatsen/i,
  orderNumber: /Bestelnummer/i,
  priceFormat: /€\s?\d+,\d{2}/,
  zipcode: '1012 AB',
  city: 'Amsterdam',
};

const BEFR: StoreCase = {
  name: 'BEFR',
  baseURL: `http://be.localhost:${port}`,
  cookies: [{ name: 'NEXT_LOCALE', value: 'fr-BE' }],
  lang: 'fr-BE',
  addToCart: /Ajouter au panier/i,
  addedTitle: /ajouté à votre panier/i,
  selectSize: /Sélectionnez votre taille/i,
  checkout: /commander|paiement|caisse/i,
  emailLabel: /E-mail/,
  emailRequired: 'Votre adresse e-mail est obligatoire',
  continueToShipment: /livraison/i,
  continueToPayment: /paiement/i,
  payNow: /commander et payer|passer la commande/i,
  orderNumber: /Numéro de commande/i,
  priceFormat: /\d+,\d{2}\s?€/,
  zipcode: '1000',
  city: 'Bruxelles',
};

async function openStore(page: Page, store: StoreCase) {
  if (store.cookies.length) {
    const host = new URL(store.baseURL).hostname;
    await page.context().addCookies(store.cookies.map((cookie) => ({ ...cookie, domain: host, path: '/' })));
  }
  await page.goto(`${store.baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
}

/** Home → PLP → PDP → size → cart → checkout details → shipment → payment; returns at the sandbox. */
async function checkoutToSandbox(page: Page, store: StoreCase, { audit }: { audit: boolean }) {
  await openStore(page, store);
  if (audit) await expectAccessible(page, `${store.name} home`);

  // Home → PLP through the hero's call to action.
  await page.locator('main a[href$="/schoenen/"], main a[href$="/chaussures/"], main a[href$="/schuhe/"]').first().click();
  await expect(page).toHaveURL(/\/(schoenen|chaussures|schuhe)\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.product-grid')).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} PLP`);

  // PLP → PDP of a product that can be bought.
  const product = await purchasableProductUrl(page);
  await page.locator(`.product-grid a[href="${product.url}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${product.url}$`));
  await expect(page.locator('.pdp__price')).toHaveText(store.priceFormat);
  if (audit) await expectAccessible(page, `${store.name} PDP`);

  // Size-selection modal → add → add-to-cart popup.
  await page.getByTestId('add-to-cart').click();
  if (!product.isOneSize) {
    const modal = page.getByRole('dialog', { name: store.selectSize });
    await expect(modal).toBeVisible();
    if (audit) await expectAccessible(page, `${store.name} size modal`);
    await modal.getByRole('button', { name: new RegExp(`^${product.size}`) }).click();
  }
  const popup = page.getByRole('dialog', { name: store.addedTitle });
  await expect(popup).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} add-to-cart popup`);
  await expect(page.locator('.mini-cart__count')).toHaveText('1');
  await popup.locator('a[href="/cart/"]').click();

  // Cart.
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(store.priceFormat);
  if (audit) await expectAccessible(page, `${store.name} cart`);
  await page.getByTestId('to-checkout').click();

  // Checkout details: errors show on blur, in the store's language.
  await expect(page).toHaveURL(/\/checkout\/$/);
  const email = page.getByLabel(store.emailLabel);
  await email.focus();
  await email.blur();
  await expect(page.getByText(store.emailRequired)).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} checkout details with an error`);
  await email.fill('shopper@example.com');
  await page.locator('input[name="salutationId"]').first().check();
  await page.locator('#details-firstName').fill('Sam');
  await page.locator('#details-lastName').fill('Jansen');
  await page.locator('#details-street').fill('Damstraat 1');
  await page.locator('#details-zipcode').fill(store.zipcode);
  await page.locator('#details-city').fill(store.city);
  await page.getByRole('button', { name: store.continueToShipment }).click();

  // Shipment.
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  if (audit) await expectAccessible(page, `${store.name} shipment`);
  await page.getByRole('button', { name: store.continueToPayment }).click();

  // Payment → sandbox provider.
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  if (audit) await expectAccessible(page, `${store.name} payment`);
  await page.getByRole('button', { name: store.payNow }).click();
  await expect(page).toHaveURL(/\/api\/graphql\/payment-sandbox\//);
  if (audit) await expectAccessible(page, `${store.name} sandbox payment page`);
}

for (const store of [NL, BEFR]) {
  test(`${store.name}: a guest buys a pair of shoes`, async ({ page }) => {
    await checkoutToSandbox(page, store, { audit: true });
    await page.locator('button[value="paid"]').click();
    await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
    await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
    await expect(page.getByTestId('expected-delivery')).not.toBeEmpty();
    await expect(page.getByText(store.orderNumber)).toBeVisible();
    await expectAccessible(page, `${store.name} finish page`);
    // The order emptied the cart.
    await expect(page.locator('.mini-cart__count')).toHaveText('0');
  });
}

for (const outcome of ['failed', 'cancelled'] as const) {
  test(`NL: a ${outcome} payment keeps the cart and says so`, async ({ page }) => {
    await checkoutToSandbox(page, NL, { audit: false });
    await page.locator(`button[value="${outcome}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/payment/\\?order=.*status=${outcome}`));
    const notice = page.getByTestId('payment-notice');
    await expect(notice).toContainText(outcome === 'failed' ? /mislukt/i : /opgeslagen/i);
    await expect(page.locator('.mini-cart__count')).toHaveText('1');
    await expectAccessible(page, `NL payment page after a ${outcome} payment`);
    await page.goto('/cart/');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
}
