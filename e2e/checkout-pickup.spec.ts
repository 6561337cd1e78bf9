import { expect, test, type Page } from '@playwright/test';
import { addPurchasableVariantToCart, expectAccessible } from './support';

import de from '../messages/de.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };

/**
 * Pickup in checkout (spec §2 Checkout, §3 'Shipping method' service_points_provider and 'Address'
 * shipping_address_service_point, §5 'DHL customer number required'): a German guest orders to a
 * Packstation with the DHL customer number, a Dutch guest collects in a store, a Belgian shopper
 * chooses a bpost point with the keyboard alone; each through the sandbox payment to the finish page.
 */

type Messages = typeof nl;

interface StoreCase {
  baseURL: string;
  cookies: { name: string; value: string }[];
  messages: Messages;
  zipcode: string;
  city: string;
}

const port = process.env.E2E_PORT ?? '3100';
const DE: StoreCase = {
  baseURL: `http://de.localhost:${port}`,
  cookies: [],
  messages: de,
  zipcode: '10115',
  city: 'Berlin',
};
const NL: StoreCase = {
  baseURL: `http://localhost:${port}`,
  cookies: [],
  messages: nl,
  zipcode: '1012 AB',
  city: 'Amsterdam',
};
const BEFR: StoreCase = {
  baseURL: `http://be.localhost:${port}`,
  cookies: [{ name: 'NEXT_LOCALE', value: 'fr-BE' }],
  messages: fr,
  zipcode: '1000',
  city: 'Bruxelles',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`, 'i');
const prefixOf = (text: string) => new RegExp(`^${escape(text.split('{')[0]!)}`, 'i');

/** A guest with one purchasable size in the cart, details entered, on the shipment step. */
async function toShipmentStep(page: Page, store: StoreCase) {
  if (store.cookies.length) {
    const host = new URL(store.baseURL).hostname;
    await page.context().addCookies(store.cookies.map((cookie) => ({ ...cookie, domain: host, path: '/' })));
  }
  await page.goto(`${store.baseURL}/`);
  await addPurchasableVariantToCart(page);
  await page.goto(`${store.baseURL}/checkout/`);
  const guest = page
    .getByRole('region', { name: exactly(store.messages.checkout.login.guestTitle) })
    .filter({ visible: true });
  await guest.getByLabel(prefixOf(store.messages.checkout.details.email)).fill('pickup@example.com');
  await page.locator('input[name="salutationId"]').first().check();
  await page.locator('#details-firstName').fill('Sam');
  await page.locator('#details-lastName').fill('Jansen');
  await page.locator('#details-street').fill('Hauptstraße 1');
  await page.locator('#details-zipcode').fill(store.zipcode);
  await page.locator('#details-city').fill(store.city);
  await page.getByRole('button', { name: exactly(store.messages.checkout.details.continue) }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
}

/** Payment step (which names the chosen point, `point`) → sandbox 'paid' → the finish page. */
async function payInSandbox(page: Page, store: StoreCase, point: RegExp | string) {
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(page.getByRole('region', { name: exactly(store.messages.pickup.pickUpAt) })).toContainText(point);
  await page.getByRole('button', { name: exactly(store.messages.checkout.payment.payNow) }).click();
  await expect(page).toHaveURL(/\/api\/graphql\/payment-sandbox\//);
  await page.locator('button[value="paid"]').click();
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
}

test('DE: a guest orders to a Packstation, and is told when the DHL customer number is missing', async ({ page }) => {
  await toShipmentStep(page, DE);
  const continueButton = page.getByRole('button', { name: exactly(de.checkout.shipment.continue) });
  await page.getByRole('radio', { name: /DHL Packstation/ }).check();
  const points = page.getByRole('group', { name: de.pickup.pointsNear.replace('{place}', DE.zipcode) });
  await expect(points).toBeVisible();
  const radios = points.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  // Only Packstations: parcel shops belong to the other DHL method.
  for (const name of await radios.evaluateAll((inputs) => inputs.map((input) => input.closest('label')!.textContent!)))
    expect(name).toMatch(/^Packstation \d+/);
  await continueButton.click();
  await expect(page.getByText(de.pickup.pointRequired)).toBeVisible();
  await radios.first().check();
  await continueButton.click();
  const number = page.getByLabel(de.pickup.dhlCustomerNumber);
  await expect(page.getByText(exactly(de.errors.dhlCustomerNumberRequired))).toBeVisible();
  await expect(number).toBeFocused();
  await expectAccessible(page, 'DE shipment with the DHL customer number missing');
  await number.fill('12345');
  await continueButton.click();
  await expect(page.getByText(de.errors.dhlCustomerNumberInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await number.fill('1234 5678');
  await continueButton.click();
  await payInSandbox(page, DE, /Packstation \d+/);
  const pickup = page.getByTestId('pickup-point');
  await expect(page.getByText(exactly(de.pickup.pickUpAt))).toBeVisible();
  await expect(pickup).toContainText(/Packstation \d+/);
  await expect(pickup).toContainText('•••••678');
  await expect(pickup).not.toContainText('12345678');
  // The home address is not where the parcel goes: the finish page does not call it the delivery address.
  await expect(page.getByTestId('delivery-address')).toHaveCount(0);
  await expectAccessible(page, 'DE finish page of a Packstation order');
});

test('NL: a guest collects the order in a store', async ({ page }) => {
  await toShipmentStep(page, NL);
  await page.getByRole('radio', { name: /Ophalen in de winkel/ }).check();
  const points = page.getByRole('group', { name: nl.pickup.pointsNear.replace('{place}', NL.zipcode) });
  const kalverstraat = points.getByRole('radio', { name: /Kalverstraat/ });
  await expect(kalverstraat).toBeVisible();
  await expectAccessible(page, 'NL shipment with the store picker');
  // Nearest first: the Amsterdam stores before any other.
  await expect(points.getByRole('radio').first()).toHaveAccessibleName(/Amsterdam/);
  await kalverstraat.check();
  await page.getByRole('button', { name: exactly(nl.checkout.shipment.continue) }).click();
  await payInSandbox(page, NL, 'Kalverstraat');
  await expect(page.getByText(exactly(nl.pickup.pickUpAt))).toBeVisible();
  await expect(page.getByTestId('pickup-point')).toContainText('Kalverstraat');
  await expect(page.getByTestId('shipping-method')).toContainText('Ophalen in de winkel');
});

test('BE (fr): the keyboard alone chooses a bpost point found by city', async ({ page }) => {
  await toShipmentStep(page, BEFR);
  const method = page.getByRole('radio', { name: /bpost/ });
  // Into the method group, then the arrow keys move the choice to bpost.
  await page.getByRole('radio').first().focus();
  for (let step = 0; step < 8 && !(await method.isChecked()); step++) await page.keyboard.press('ArrowDown');
  await expect(method).toBeChecked();
  const field = page.getByLabel(fr.storeStock.placeLabel);
  await expect(field).toHaveValue(BEFR.zipcode);
  // Tab reaches the place field; a city replaces the zip code; Enter searches.
  for (let step = 0; step < 6 && !(await field.evaluate((el) => el === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Liège');
  await page.keyboard.press('Enter');
  const points = page.getByRole('group', { name: fr.pickup.pointsNear.replace('{place}', 'Liège') });
  await expect(points.getByRole('radio').first()).toBeVisible();
  await expect(points).toContainText('Liège');
  // Tab on to the list: the first point takes focus, Space chooses it.
  const first = points.getByRole('radio').first();
  for (let step = 0; step < 6 && !(await first.evaluate((el) => el === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expectAccessible(page, 'BE (fr) shipment with a bpost point chosen');
  const continueButton = page.getByRole('button', { name: exactly(fr.checkout.shipment.continue) });
  for (let step = 0; step < 20 && !(await continueButton.evaluate((el) => el === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await payInSandbox(page, BEFR, 'Liège');
  await expect(page.getByText(exactly(fr.pickup.pickUpAt))).toBeVisible();
  await expect(page.getByTestId('pickup-point')).toContainText('Liège');
});
