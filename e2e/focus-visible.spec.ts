import { expect, test, type Page } from '@playwright/test';
import { addPurchasableVariantToCart, purchasableProductUrl } from './support';
import nl from '../messages/nl.json' with { type: 'json' };

/**
 * Focus not obscured (WCAG 2.2 AA 2.4.11) and every control reachable by Tab (2.1.1), on every page
 * type, on a phone and on a desktop, with the cookie banner open and answered: Tab walks the whole
 * page (home, PLP, PDP, content page, cart and the checkout's details and payment steps) and each
 * focused element must show at least partly in the viewport, not under the sticky
 * header, the consent banner, the sticky add button or a clipped ticker.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** How many Tab presses a page may take before the walk gives up (the longest page has about 150 stops). */
const MAX_STOPS = 400;

interface FocusReport {
  /** A short description of the focused element. */
  what: string;
  /** Whether any of its sample points shows the element itself (not something drawn over it). */
  visible: boolean;
}

/**
 * What the focused element is and whether it can be seen: a visually hidden control (a styled radio or
 * checkbox) is judged by its label, an element by nine points inside its box.
 */
async function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    let target: HTMLElement = focused;
    const box = focused.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) {
      const label = (focused as HTMLInputElement).labels?.[0] ?? focused.closest('label') ?? focused.parentElement;
      if (label) target = label as HTMLElement;
    }
    const rect = target.getBoundingClientRect();
    const points: [number, number][] = [];
    for (const fx of [0.15, 0.5, 0.85])
      for (const fy of [0.2, 0.5, 0.8]) points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
    const visible = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit && (target.contains(hit) || hit.contains(target) || focused.contains(hit)));
    });
    return { what: describe(focused), visible };
  });
}

/** Tabs through the page from the top; answers the focused elements that could not be seen. */
async function hiddenFocusStops(page: Page): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = [];
  let stops = 0;
  await page.locator('body').focus();
  for (let press = 0; press < MAX_STOPS; press++) {
    await page.keyboard.press('Tab');
    // Scrolling into view and the ticker's move happen within a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const report = await focusReport(page);
    if (!report) break;
    stops++;
    if (!report.visible) hidden.push(report.what);
    // Back at the skip link: the walk has wrapped round.
    if (press > 0 && (await page.evaluate(() => document.activeElement?.matches('[href="#main"]')))) break;
  }
  return { stops, hidden };
}

/** The pages walked; `consentBanner: false` for the checkout, whose frame has no consent banner (walked once). */
const PAGES: { name: string; path: (page: Page) => Promise<string>; consentBanner?: false }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'PLP', path: async () => '/dames/schoenen/' },
  {
    name: 'PDP',
    path: async (page) => {
      await page.goto('/dames/schoenen/');
      return (await purchasableProductUrl(page)).url;
    },
  },
  { name: 'content page', path: async () => '/klantenservice/' },
  { name: 'cart', path: async () => '/cart/' },
  {
    name: 'checkout details',
    consentBanner: false,
    path: async (page) => {
      await addPurchasableVariantToCart(page);
      return '/checkout/';
    },
  },
  {
    name: 'checkout payment',
    consentBanner: false,
    path: async (page) => {
      await addPurchasableVariantToCart(page);
      await page.goto('/checkout/');
      await fillGuestDetails(page);
      await page.getByRole('button', { name: nl.checkout.shipment.continue, exact: true }).click();
      await page.waitForURL(/\/checkout\/payment\/$/);
      return '/checkout/payment/';
    },
  },
];

/** Orders as a guest on the checkout's first step, up to the shipment step. */
async function fillGuestDetails(page: Page): Promise<void> {
  const guest = page.getByRole('region', { name: nl.checkout.login.guestTitle, exact: true });
  await guest.getByLabel(nl.checkout.details.email, { exact: false }).first().fill('focus@example.com');
  await page.locator('input[name="salutationId"]').first().check({ force: true });
  await page.locator('#details-firstName').fill('Sam');
  await page.locator('#details-lastName').fill('Jansen');
  await page.locator('#details-street').fill('Damstraat 1');
  await page.locator('#details-zipcode').fill('1012 AB');
  await page.locator('#details-city').fill('Amsterdam');
  await page.getByRole('button', { name: nl.checkout.details.continue, exact: true }).click();
  await page.waitForURL(/\/checkout\/shipment\/$/);
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';
  for (const banner of ['open', 'answered'] as const) {
    test.describe(`${size}, cookie banner ${banner}`, () => {
      if (banner === 'open') test.use({ storageState: { cookies: [], origins: [] } });
      test.use({ viewport });

      for (const { name, path, consentBanner } of PAGES) {
        if (banner === 'open' && consentBanner === false) continue;
        test(`NL ${name}: every focused element shows`, async ({ page }) => {
          await page.goto('/');
          const url = await path(page);
          await page.goto(url);
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          if (banner === 'open') await expect(page.locator('[aria-labelledby="consent-banner-title"]')).toBeVisible();
          const { stops, hidden } = await hiddenFocusStops(page);
          expect(stops, 'Tab reaches the page’s controls').toBeGreaterThan(10);
          expect(hidden, `focus hidden on ${url}`).toEqual([]);
        });
      }
    });
  }
}
