import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { LOCAL_LISTS_STORAGE_KEY } from '../lib/state/local-lists';
import { expectAccessible } from './support';
import { DEMO, SHOP, logIn } from './account-support';

/**
 * The wishlist (spec §2 Header wishlist link, /wishlist/, /customer wishlist,
 * 'Wishlist heart toggle'; §4 'Wishlist toggle'): a guest hearts a product on a PLP, one on a PDP
 * and a look, sees the header's count and /wishlist/, then logs in as the demo customer: the guest
 * lists move into the account (/customer/wishlist/) and leave local storage.
 */

const HEART = nl.wishlist.addToWishlist;

/** The header's wishlist link (its name carries the count once the lists are known). */
const wishlistLink = (page: Page) => page.getByTestId('wishlist-link');

/** The guest lists in local storage. */
async function guestLists(page: Page): Promise<{ guestWishlist: string[]; guestLookbookWishlist: string[] }> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state, LOCAL_LISTS_STORAGE_KEY);
}

/** Waits until the page is hydrated and its lists are read: the header shows the count. */
async function listsRead(page: Page) {
  await expect(page.getByTestId('wishlist-count')).toBeVisible();
}

test('a guest’s wishlist, its header count and /wishlist/, merged into the account at login', async ({ page }) => {
  // A product on a PLP.
  await page.goto(`${SHOP}/dames/schoenen/`);
  await listsRead(page);
  const cards = page.getByRole('article');
  const first = cards.first();
  const firstName = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  const firstHeart = first.getByRole('button', { name: HEART });
  await expect(firstHeart).toHaveAccessibleDescription(firstName);
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: nl.wishlist.added })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Verlanglijst, 1 artikel');

  // Another product on its PDP.
  // Wait for the PDP's URL: a client navigation keeps the PLP's h1 on screen until it lands.
  const secondLink = cards.nth(1).getByRole('link').first();
  const secondHref = (await secondLink.getAttribute('href'))!;
  await secondLink.click();
  await expect(page).toHaveURL(new URL(secondHref, SHOP).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await listsRead(page);
  const secondName = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\s+/g, ' ').trim();
  const pdpHeart = page.getByRole('button', { name: HEART }).first();
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'false');
  await pdpHeart.click();
  await expect(pdpHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Verlanglijst, 2 artikelen');

  // A look.
  await page.goto(`${SHOP}/lookbook/`);
  await listsRead(page);
  const tile = page.getByRole('list', { name: nl.lookbook.looks }).getByRole('listitem').first();
  const lookName = (await tile.getByRole('heading').textContent())!.trim();
  const lookHeart = tile.getByRole('button', { name: HEART });
  await lookHeart.click();
  await expect(lookHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Verlanglijst, 3 artikelen');
  const saved = await guestLists(page);
  expect(saved.guestWishlist).toHaveLength(2);
  expect(saved.guestLookbookWishlist).toHaveLength(1);

  // /wishlist/: both products and the look, their hearts pressed.
  await wishlistLink(page).click();
  await expect(page).toHaveURL(`${SHOP}/wishlist/`);
  await expect(page.getByRole('heading', { level: 1, name: nl.wishlist.title })).toBeVisible();
  const items = page.getByRole('region', { name: nl.wishlist.products });
  await expect(items.getByRole('heading', { level: 3, name: firstName })).toBeVisible();
  await expect(items.getByRole('heading', { level: 3, name: secondName })).toBeVisible();
  await expect(items.getByRole('article')).toHaveCount(2);
  await expect(items.getByRole('button', { name: HEART, pressed: true })).toHaveCount(2);
  const looks = page.getByRole('region', { name: nl.wishlist.looks });
  await expect(looks.getByRole('heading', { level: 3, name: lookName })).toBeVisible();
  await expectAccessible(page, 'guest wishlist');

  // Log in as the demo customer: the guest lists move into the account.
  await page.goto(`${SHOP}/account/?redirect=%2Fcustomer%2Fwishlist%2F`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${SHOP}/customer/wishlist/`);
  await expect(page.getByRole('heading', { level: 1, name: nl.wishlist.title })).toBeVisible();
  await expect
    .poll(() => guestLists(page), { timeout: 15_000 })
    .toEqual(expect.objectContaining({ guestWishlist: [], guestLookbookWishlist: [] }));
  // The page renders again once the merge added to the account.
  const accountItems = page.getByRole('region', { name: nl.wishlist.products });
  await expect(accountItems.getByRole('heading', { level: 3, name: firstName })).toBeVisible({ timeout: 15_000 });
  await expect(accountItems.getByRole('heading', { level: 3, name: secondName })).toBeVisible();
  await expect(
    page.getByRole('region', { name: nl.wishlist.looks }).getByRole('heading', { level: 3, name: lookName }),
  ).toBeVisible();
  await expect(accountItems.getByRole('button', { name: HEART, pressed: true }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: nl.customer.nav.label }).getByRole('link', {
      name: nl.customer.nav.wishlist,
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(wishlistLink(page)).toHaveAttribute('href', '/customer/wishlist/');
  await expect(wishlistLink(page)).toHaveAccessibleName(/^Verlanglijst, \d+ artikelen$/);
  await expectAccessible(page, 'customer wishlist');

  // Logged in, the guest page leads to the account's.
  await page.goto(`${SHOP}/wishlist/`);
  await expect(page).toHaveURL(`${SHOP}/customer/wishlist/`);
});
