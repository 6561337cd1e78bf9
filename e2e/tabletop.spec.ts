import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { DEMO, PORT, SHOP, logIn } from './account-support';
import { addPurchasableVariantToCart, expectAccessible } from './support';

/**
 * Tabletop mode (spec §4 'Tabletop session status', §2 'tabletop location badge', §7 'Tabletop',
 * docs/decisions/0025): staff put a tablet in tabletop mode for their store, a shopper orders for
 * pickup in that store and the tablet is handed over clean; a session closed or revoked by staff
 * ends it on the tablet; a forged in-store cookie does nothing; the idle countdown ends a visit.
 * A tablet's viewport, with touch.
 */

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

/** The seed's staff PIN of every store (commerce/seed, `TABLETOP_DEMO_PIN`). */
const DEMO_PIN = process.env.TABLETOP_DEMO_PIN ?? '246810';
const SESSION_COOKIE = '__Host-sw-tabletop-session';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`, 'i');

/** Opens the staff page on `origin` and starts tabletop mode for the store whose option matches `store`. */
async function startTabletop(page: Page, origin: string, store: RegExp, messages = nl, pin = DEMO_PIN) {
  await page.goto(`${origin}/tabletop/`);
  await expect(page.getByRole('heading', { level: 1, name: messages.tabletopStaff.title })).toBeVisible();
  const select = page.getByLabel(messages.tabletopStaff.store);
  const value = await select.locator('option', { hasText: store }).first().getAttribute('value');
  await select.selectOption(value!);
  await page.getByLabel(messages.tabletopStaff.pin).fill(pin);
  await page.getByRole('button', { name: messages.tabletopStaff.start }).click();
}

async function sessionId(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * The tablet's session check (GET /api/tabletop/session) from its page at `path`. Staff calls wait
 * for it: a check still on its way when staff close or revoke the session would act on the new
 * status and race the test's own next navigation.
 */
function sessionCheckFrom(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url() === `${SHOP}/api/tabletop/session` &&
      response.request().method() === 'GET' &&
      new URL(response.request().headers()['referer'] ?? SHOP).pathname === path,
  );
}

/** A staff call on the session service, from the page (the embedded service answers on the shop's origin). */
async function staffCall(page: Page, id: string, action: 'close' | 'revoke'): Promise<number> {
  return page.evaluate(
    async ({ id, action, pin }) =>
      (
        await fetch(`/api/graphql/tabletop/sessions/${encodeURIComponent(id)}/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pin }),
        })
      ).status,
    { id, action, pin: DEMO_PIN },
  );
}

test('staff start tabletop mode, a shopper joins the club and orders for pickup here, and the tablet is handed over clean', async ({
  page,
  context,
}) => {
  // A wrong PIN is refused with the spec's kind of message, nothing set.
  await startTabletop(page, SHOP, /Kalverstraat/, nl, '000000');
  await expect(page.getByTestId('tabletop-staff-error')).toHaveText(nl.tabletopStaff.errors.invalidCredential);
  expect(await sessionId(context)).toBeUndefined();
  await expectAccessible(page, 'tabletop staff page with an error');

  await startTabletop(page, SHOP, /Kalverstraat/);
  await expect(page).toHaveURL(`${SHOP}/`);
  const badge = page.getByTestId('tabletop-badge');
  await expect(badge).toContainText('Kalverstraat');
  await expect(page.locator('html')).toHaveAttribute('data-tabletop', '');
  await expectAccessible(page, 'home page in tabletop mode');
  // Touch targets of at least 44 px: every visible button, and every link outside running text.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, header a, nav a, footer a, [data-tabletop-targets] a')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44;
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
  );
  expect(small).toEqual([]);
  // No link leaves the shop.
  await expect(
    page.locator('a[href^="http"]:visible, a[href^="mailto:"]:visible, a[href^="tel:"]:visible'),
  ).toHaveCount(0);

  // Club registration: a failed call shows its message and keeps the input; the second try works.
  await page.goto(`${SHOP}/account/create/`);
  await page.getByLabel(nl.account.salutations.mrs, { exact: true }).check();
  await page.getByLabel(new RegExp(`^${nl.account.fields.firstName}`)).fill('Tess');
  await page.getByLabel(new RegExp(`^${nl.account.fields.lastName}`)).fill('Winkel');
  await page.getByLabel(new RegExp(`^${nl.account.fields.email}`)).fill(`tablet.${Date.now()}@example.com`);
  await page.getByLabel(new RegExp(`^${nl.account.fields.password}`)).fill('correct horse 42');
  await page.route('**/api/graphql', (route) => route.abort('connectionfailed'), { times: 1 });
  await page.getByRole('button', { name: nl.account.register.submit }).click();
  await expect(page.locator('#register-form-error')).toBeVisible();
  await expect(page.getByRole('button', { name: nl.account.register.submit })).toBeEnabled();
  await expect(page.getByLabel(new RegExp(`^${nl.account.fields.firstName}`))).toHaveValue('Tess');
  await page.getByRole('button', { name: nl.account.register.submit }).click();
  await expect(page.getByRole('heading', { name: nl.account.register.sentTitle })).toBeVisible();

  // A product page visited: recently viewed goes into local storage.
  await addPurchasableVariantToCart(page);
  await page.goto(`${SHOP}/checkout/`);
  const guest = page.getByRole('region', { name: exactly(nl.checkout.login.guestTitle) }).filter({ visible: true });
  await guest
    .getByLabel(new RegExp(`^${escape(nl.checkout.details.email.split('{')[0]!)}`, 'i'))
    .fill('tablet@example.com');
  await page.locator('input[name="salutationId"]').first().check();
  await page.locator('#details-firstName').fill('Tess');
  await page.locator('#details-lastName').fill('Winkel');
  await page.locator('#details-street').fill('Damstraat 1');
  await page.locator('#details-zipcode').fill('1012 AB');
  await page.locator('#details-city').fill('Amsterdam');
  await page.getByRole('button', { name: exactly(nl.checkout.details.continue) }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await expect(page.getByTestId('tabletop-badge')).toContainText('Kalverstraat');
  await page.getByRole('radio', { name: /Ophalen in de winkel/ }).check();
  // The tablet's own store is chosen already.
  await expect(page.getByRole('radio', { name: /Kalverstraat/ })).toBeChecked();
  await page.getByRole('button', { name: exactly(nl.checkout.shipment.continue) }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await page.getByRole('button', { name: exactly(nl.checkout.payment.payNow) }).click();
  await page.locator('button[value="paid"]').click();
  await expect(page).toHaveURL(/\/checkout\/success\/\?order=/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByTestId('tabletop-order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('heading', { name: nl.tabletop.orderNumberTitle })).toBeVisible();
  await expectAccessible(page, 'finish page in tabletop mode');

  // Something of this shopper in local storage, as a visit leaves it (searches, recently viewed).
  await page.evaluate(() => localStorage.setItem('storefront-local-lists', '{"state":{"recentSearches":["boots"]}}'));
  await page.getByRole('button', { name: nl.tabletop.done }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByTestId('tabletop-badge')).toContainText('Kalverstraat');

  // The next shopper finds nothing of the previous one.
  // Local storage holds at most the lists, empty (written back by the page that just loaded).
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(Object.keys(stored).filter((key) => key !== 'storefront-local-lists')).toEqual([]);
  const lists = stored['storefront-local-lists'] ? JSON.parse(stored['storefront-local-lists']).state : {};
  for (const list of Object.values(lists)) expect(list).toEqual([]);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies['__Host-sw-context-token']).toBeUndefined();
  expect(cookies['sw-logged-in']).toBeUndefined();
  await page.goto(`${SHOP}/cart/`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.goto(`${SHOP}/customer/`);
  await expect(page).toHaveURL(/\/account\/(\?.*)?$/);
});

test('a session closed by staff logs the tablet out and lands on the home page; revoked, the tablet leaves tabletop mode', async ({
  page,
  context,
}) => {
  await startTabletop(page, SHOP, /Kalverstraat/);
  await page.goto(`${SHOP}/account/`);
  const customerChecked = sessionCheckFrom(page, '/customer/');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${SHOP}/customer/`);
  await customerChecked;
  const first = (await sessionId(context))!;
  expect(await staffCall(page, first, 'close')).toBe(200);

  // The next check (a navigation here; at the latest within a minute) hands the tablet over.
  await page.goto(`${SHOP}/customer/orders/`);
  await expect(page).toHaveURL(`${SHOP}/`, { timeout: 15_000 });
  await expect(page.getByTestId('tabletop-badge')).toContainText('Kalverstraat');
  const second = await sessionId(context);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  const accountChecked = sessionCheckFrom(page, '/account/');
  await page.goto(`${SHOP}/customer/`);
  await expect(page).toHaveURL(/\/account\/(\?.*)?$/);
  await accountChecked;

  expect(await staffCall(page, second!, 'revoke')).toBe(200);
  await page.goto(`${SHOP}/winkels/`);
  await expect(page).toHaveURL(`${SHOP}/`, { timeout: 15_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-tabletop', '');
  await expect(page.getByTestId('tabletop-badge')).toHaveCount(0);
  expect(await sessionId(context)).toBeUndefined();
});

test('a forged in-store cookie does nothing and is removed', async ({ page, context }) => {
  const host = new URL(SHOP).hostname;
  await context.addCookies(
    ['sw-instore=1', 'sw-instore-location=NL01'].map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, domain: host, path: '/' };
    }),
  );
  await page.goto(`${SHOP}/`);
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sw-instore')).toBe(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-tabletop', '');
  await expect(page.getByTestId('tabletop-badge')).toHaveCount(0);
});

test('after the idle time the tablet asks whether the shopper is still there, then ends the visit', async ({
  page,
}) => {
  await page.clock.install();
  await startTabletop(page, SHOP, /Kalverstraat/);
  await addPurchasableVariantToCart(page);
  await page.goto(`${SHOP}/cart/`);
  await expect(page.getByTestId('tabletop-badge')).toContainText('Kalverstraat');
  await page.clock.fastForward(181_000);
  const dialog = page.getByTestId('tabletop-idle');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: nl.tabletop.idleTitle })).toBeVisible();
  await expectAccessible(page, 'idle question');
  // 'Still here' keeps the visit.
  await dialog.getByRole('button', { name: nl.tabletop.stillHere }).click();
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(181_000);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page).toHaveURL(`${SHOP}/`, { timeout: 15_000 });
  await page.goto(`${SHOP}/cart/`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('the staff page and the badge speak each storefront’s language', async ({ page }) => {
  for (const [origin, messages, store, cookies] of [
    [`http://de.localhost:${PORT}`, de, /Berlin|München|Köln|Hamburg/, []],
    [
      `http://be.localhost:${PORT}`,
      fr,
      /Bruxelles|Liège|Brussel|Gent|Antwerpen/,
      [{ name: 'NEXT_LOCALE', value: 'fr-BE' }],
    ],
  ] as const) {
    if (cookies.length)
      await page
        .context()
        .addCookies(cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname, path: '/' })));
    await startTabletop(page, origin, store, messages as typeof nl);
    await expect(page).toHaveURL(`${origin}/`);
    const badge = page.getByTestId('tabletop-badge');
    await expect(badge.getByRole('button', { name: messages.tabletop.endVisit })).toBeVisible();
    await page.goto(`${origin}/tabletop/`);
    await expect(page.getByRole('heading', { name: messages.tabletopStaff.activeTitle })).toBeVisible();
    await expectAccessible(page, `staff page in tabletop mode (${origin})`);
    await page.getByLabel(messages.tabletopStaff.pin).last().fill(DEMO_PIN);
    await page.getByRole('button', { name: messages.tabletopStaff.revoke }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByTestId('tabletop-badge')).toHaveCount(0);
  }
});
