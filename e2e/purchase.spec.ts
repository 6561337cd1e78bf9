import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { expectAccessible, purchasableProductUrl } from './support';

import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };

type Messages = typeof en;

/** A storefront under test: host, cookies, its message file and a valid address (spec §2 journey). */
interface StoreCase {
  name: string;
  baseURL: string;
  cookies: { name: string; value: string }[];
  lang: string;
  /** ISO 4217 code of the store's prices. */
  currency: 'EUR' | 'GBP';
  messages: Messages;
  zipcode: string;
  city: string;
}

const port = process.env.E2E_PORT ?? '3100';

const STORES: StoreCase[] = [
  {
    name: 'NL',
    baseURL: `http://localhost:${port}`,
    cookies: [],
    lang: 'nl-NL',
    currency: 'EUR',
    messages: nl,
    zipcode: '1012 AB',
    city: 'Amsterdam',
  },
  {
    name: 'BEFR',
    baseURL: `http://be.localhost:${port}`,
    cookies: [{ name: 'NEXT_LOCALE', value: 'fr-BE' }],
    lang: 'fr-BE',
    currency: 'EUR',
    messages: fr,
    zipcode: '1000',
    city: 'Bruxelles',
  },
  {
    name: 'BENL',
    baseURL: `http://be.localhost:${port}`,
    cookies: [],
    lang: 'nl-BE',
    currency: 'EUR',
    messages: nl,
    zipcode: '2000',
    city: 'Antwerpen',
  },
  {
    name: 'FR',
    baseURL: `http://fr.localhost:${port}`,
    cookies: [],
    lang: 'fr-FR',
    currency: 'EUR',
    messages: fr,
    zipcode: '75001',
    city: 'Paris',
  },
  {
    name: 'DE',
    baseURL: `http://de.localhost:${port}`,
    cookies: [],
    lang: 'de-DE',
    currency: 'EUR',
    messages: de,
    zipcode: '10115',
    city: 'Berlin',
  },
  {
    name: 'EN',
    baseURL: `http://uk.localhost:${port}`,
    cookies: [],
    lang: 'en-GB',
    currency: 'GBP',
    messages: en,
    zipcode: 'SW1A 1AA',
    city: 'London',
  },
  {
    name: 'AT',
    baseURL: `http://at.localhost:${port}`,
    cookies: [],
    lang: 'de-AT',
    currency: 'EUR',
    messages: de,
    zipcode: '1010',
    city: 'Wien',
  },
  {
    name: 'LUFR',
    baseURL: `http://lu.localhost:${port}`,
    cookies: [],
    lang: 'fr-LU',
    currency: 'EUR',
    messages: fr,
    zipcode: 'L-1660',
    city: 'Luxembourg',
  },
  {
    name: 'LUDE',
    baseURL: `http://de.lu.localhost:${port}`,
    cookies: [],
    lang: 'de-LU',
    currency: 'EUR',
    messages: de,
    zipcode: '1660',
    city: 'Luxemburg',
  },
];
const NL = STORES[0]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole message as a case-insensitive pattern. */
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`, 'i');
/** The part of a message before its first ICU placeholder. */
const prefixOf = (text: string) => new RegExp(`^${escape(text.split('{')[0]!)}`, 'i');
/**
 * An amount as the store writes it: `€ 89,95` (nl, de-AT), `89,95 €` (fr, de) or `£76.95` (en-GB), and
 * never in another currency.
 */
const priceFormat = ({ lang, currency }: StoreCase) =>
  currency === 'GBP'
    ? /£[\d,]+\.\d{2}/
    : new Intl.NumberFormat(lang, { style: 'currency', currency }).format(1).startsWith('€')
      ? /€\s?[\d.]+,\d{2}/
      : /[\d\s.]+,\d{2}\s?€/;

async function openStore(page: Page, store: StoreCase) {
  if (store.cookies.length) {
    const host = new URL(store.baseURL).hostname;
    await page.context().addCookies(store.cookies.map((cookie) => ({ ...cookie, domain: host, path: '/' })));
  }
  await page.goto(`${store.baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
}

/**
 * Home → PLP → PDP → size → cart → checkout details → shipment → payment; returns at the sandbox with
 * the product bought (a pair of shoes from the shoe list).
 */
async function checkoutToSandbox(page: Page, store: StoreCase, { audit }: { audit: boolean }) {
  await openStore(page, store);
  if (audit) await expectAccessible(page, `${store.name} home`);

  // Home → PLP through the hero's call to action.
  await page
    .locator(
      'main a[href$="/schoenen/"], main a[href$="/chaussures/"], main a[href$="/schuhe/"], main a[href$="/shoes/"]',
    )
    .first()
    .click();
  await expect(page).toHaveURL(/\/(schoenen|chaussures|schuhe|shoes)\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} PLP`);

  // PLP → PDP of a product that can be bought.
  const product = await purchasableProductUrl(page);
  await page.getByRole('article').locator(`a[href="${product.url}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${product.url}$`));
  await expect(page.getByTestId('product-price')).toHaveText(priceFormat(store));
  if (audit) await expectAccessible(page, `${store.name} PDP`);

  // Size-selection modal → add → add-to-cart popup.
  await page.getByTestId('add-to-cart').click();
  if (!product.isOneSize) {
    const modal = page.getByRole('dialog', { name: prefixOf(store.messages.product.selectYour) });
    await expect(modal).toBeVisible();
    if (audit) await expectAccessible(page, `${store.name} size modal`);
    await modal.getByRole('button', { name: new RegExp(`^${product.size}`) }).click();
  }
  const popup = page.getByRole('dialog', { name: exactly(store.messages.addedPopup.title) });
  await expect(popup).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} add-to-cart popup`);
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await popup.locator('a[href="/cart/"]').click();

  // Cart.
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(priceFormat(store));
  if (audit) await expectAccessible(page, `${store.name} cart`);
  await page.getByTestId('to-checkout').click();

  // Checkout details: errors show on blur, in the store's language.
  await expect(page).toHaveURL(/\/checkout\/$/);
  // A guest chooses between logging in and ordering without an account (spec §2 'Screens implied by
  // text'): the latter here.
  // Visible only: pages visited before stay in the DOM, hidden (Cache Components keep them for Back).
  const guest = page
    .getByRole('region', { name: exactly(store.messages.checkout.login.guestTitle) })
    .filter({ visible: true });
  await expect(page.getByRole('region', { name: exactly(store.messages.checkout.login.title) })).toBeVisible();
  const email = guest.getByLabel(prefixOf(store.messages.checkout.details.email));
  await email.focus();
  await email.blur();
  await expect(page.getByText(store.messages.validation.emailRequired)).toBeVisible();
  if (audit) await expectAccessible(page, `${store.name} checkout details with an error`);
  await email.fill('shopper@example.com');
  await page.locator('input[name="salutationId"]').first().check();
  await page.locator('#details-firstName').fill('Sam');
  await page.locator('#details-lastName').fill('Jansen');
  await page.locator('#details-street').fill('Damstraat 1');
  await page.locator('#details-zipcode').fill(store.zipcode);
  await page.locator('#details-city').fill(store.city);
  await page.getByRole('button', { name: exactly(store.messages.checkout.details.continue) }).click();

  // Shipment.
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  if (audit) await expectAccessible(page, `${store.name} shipment`);
  await page.getByRole('button', { name: exactly(store.messages.checkout.shipment.continue) }).click();

  // Payment → sandbox provider.
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  if (audit) await expectAccessible(page, `${store.name} payment`);
  await page.getByRole('button', { name: exactly(store.messages.checkout.payment.payNow) }).click();
  // The sandbox page is served on the shopper's own host.
  await expect(page).toHaveURL(new RegExp(`^${escape(store.baseURL)}/api/graphql/payment-sandbox/`));
  if (audit) await expectAccessible(page, `${store.name} sandbox payment page`);
  return product;
}

for (const store of STORES) {
  test(`${store.name}: a guest buys a pair of shoes`, async ({ page }) => {
    const product = await checkoutToSandbox(page, store, { audit: true });
    await page.locator('button[value="paid"]').click();
    await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
    await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
    if (!product.isOneSize) {
      // A shoe size in the store's words: French says 'pointure'.
      const t = createTranslator({ locale: store.lang, messages: store.messages, namespace: 'success' });
      await expect(page.getByTestId('order-line')).toContainText(t('size', { kind: 'shoes', size: product.size }));
    }
    await expect(page.getByTestId('expected-delivery')).not.toBeEmpty();
    await expect(page.getByText(exactly(store.messages.success.orderNumber))).toBeVisible();
    await expectAccessible(page, `${store.name} finish page`);
    // The order emptied the cart.
    await expect(page.getByTestId('mini-cart-count')).toHaveText('0');
  });
}

for (const outcome of ['failed', 'cancelled'] as const) {
  test(`NL: a ${outcome} payment keeps the cart and says so`, async ({ page }) => {
    await checkoutToSandbox(page, NL, { audit: false });
    await page.locator(`button[value="${outcome}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/payment/\\?order=.*status=${outcome}`));
    const notice = page.getByTestId('payment-notice');
    await expect(notice).toHaveText(NL.messages.checkout.payment[outcome]);
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    await expectAccessible(page, `NL payment page after a ${outcome} payment`);
    // The cart page hands the cart it rendered to the mini cart: nothing asks the BFF for it again.
    const cartQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && request.postData()?.includes('"VisitorCart"')) {
        cartQueries.push(request.url());
      }
    });
    await page.goto('/cart/');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    await page.waitForLoadState('networkidle');
    expect(cartQueries).toEqual([]);
  });
}
