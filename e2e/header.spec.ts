import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { addPurchasableVariantToCart, expectAccessible } from './support';

/**
 * Header (spec §2 Header): the store switcher at 320 px (WCAG 1.4.10 reflow, 1.4.13 dismissible)
 * and the sticky header never hiding the focused element (WCAG 2.4.11).
 */

const port = process.env.E2E_PORT ?? '3100';
const PLP = `http://nl.localhost:${port}/dames/schoenen/`;

/** The focused element's box and the sticky header's bottom edge, in viewport coordinates. */
async function focusedAndHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    const box = focused?.getBoundingClientRect();
    return {
      focused: focused
        ? `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${(focused.textContent ?? '').trim().slice(0, 40)}"`
        : 'none',
      inHeader: Boolean(focused && header?.contains(focused)),
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      viewportHeight: window.innerHeight,
    };
  });
}

/** The focused element starts below the sticky header (not even partly under it) and is in the viewport. */
async function expectFocusedClearOfHeader(page: Page, context: string) {
  const state = await focusedAndHeader(page);
  expect(state.inHeader, `${context}: ${state.focused} is not in the header`).toBe(false);
  expect(
    state.top,
    `${context}: top of ${state.focused} (header ends at ${state.headerBottom})`,
  ).toBeGreaterThanOrEqual(state.headerBottom - 0.5);
  expect(state.top, `${context}: ${state.focused} is in the viewport`).toBeLessThan(state.viewportHeight);
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the store switcher opens within the viewport and closes on Escape with focus back on its toggle (WCAG 1.4.10, 1.4.13)', async ({
    page,
  }) => {
    await page.goto(`http://nl.localhost:${port}/`);
    const toggle = page.getByRole('button', { name: new RegExp(`Nederland \\| Nederlands.*${nl.layout.switchStore}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(list).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(list.getByRole('button')).toHaveCount(9);
    await expect(list.getByRole('button', { name: 'Nederland | Nederlands' })).toHaveAttribute('aria-current', 'true');
    // The list lies inside the 320 × 640 viewport, scrolling within itself below the banners and the header;
    // every store can be brought into view there: nothing off-screen to the left, right or bottom.
    const listBox = (await list.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(320);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(640);
    for (const option of await list.getByRole('button').all()) {
      await option.scrollIntoViewIfNeeded();
      const box = (await option.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }
    // The page itself did not scroll to show them: the list did.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Flags are SVG next to the label, hidden from assistive technology; no emoji anywhere in the switcher.
    await expect(list.locator('svg[aria-hidden="true"]')).toHaveCount(9);
    expect(await list.textContent()).not.toMatch(/[\p{Regional_Indicator}\p{Extended_Pictographic}]/u);
    await expectAccessible(page, 'open store switcher at 320 px');

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Keyboard: Enter opens, Tab walks the stores, Escape from a store closes and returns to the toggle.
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click outside closes it too.
    await toggle.click();
    await expect(list).toBeVisible();
    await page.mouse.click(160, 600);
    await expect(list).toBeHidden();
  });

  test('the skip link and Shift+Tab never leave the focused element under the sticky header (WCAG 2.4.11)', async ({
    page,
  }) => {
    await skipLinkAndShiftTab(page);
  });
});

test.describe('at 1280 × 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the skip link and Shift+Tab never leave the focused element under the sticky header (WCAG 2.4.11)', async ({
    page,
  }) => {
    await skipLinkAndShiftTab(page);
  });
});

async function skipLinkAndShiftTab(page: Page) {
  await page.goto(PLP);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // The skip link is the first Tab stop; following it scrolls #main to the top of the viewport,
  // which must mean just below the sticky header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: nl.layout.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expectFocusedClearOfHeader(page, 'after the skip link');

  // Shift+Tab back up from the footer through pagination, product cards and breadcrumbs: each element
  // the browser scrolls to is shown below the header, not under it.
  await scrollToBottom(page);
  await page.locator('footer a').first().focus();
  let checked = 0;
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Shift+Tab');
    const state = await focusedAndHeader(page);
    if (state.inHeader || state.focused === 'none' || state.focused.startsWith('body')) break;
    await expectFocusedClearOfHeader(page, `Shift+Tab #${step + 1}`);
    checked++;
  }
  expect(checked).toBeGreaterThan(3);

  // The breadcrumb links in particular, reached backwards from the filters (the next stop: the first
  // filter link beside the list, or the filter toggle on a phone) scrolled to the top.
  const breadcrumb = page.getByRole('navigation', { name: nl.breadcrumbs.label }).getByRole('link').last();
  await expect(breadcrumb).toBeAttached();
  const firstFilter = page
    .getByRole('complementary', { name: nl.plp.filters })
    .locator('a, button')
    .filter({ visible: true })
    .first();
  await firstFilter.focus();
  await firstFilter.evaluate((filter) => window.scrollBy(0, filter.getBoundingClientRect().top));
  await page.keyboard.press('Shift+Tab');
  await expect(breadcrumb).toBeFocused();
  await expectFocusedClearOfHeader(page, 'breadcrumb reached with Shift+Tab');
}

test('checkout form fields reached with Shift+Tab stay clear of the sticky header at 320 px (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`http://nl.localhost:${port}/`);
  await addPurchasableVariantToCart(page);
  await page.goto(`http://nl.localhost:${port}/checkout/`);
  const fields = page.locator('main form').locator('input:not([type="hidden"]), select');
  await expect(fields.first()).toBeVisible();

  await scrollToBottom(page);
  await page.locator('footer a').first().focus();
  let checked = 0;
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Shift+Tab');
    const state = await focusedAndHeader(page);
    if (state.inHeader || state.focused === 'none' || state.focused.startsWith('body')) break;
    await expectFocusedClearOfHeader(page, `checkout Shift+Tab #${step + 1}`);
    checked++;
  }
  expect(checked).toBeGreaterThan(3);
});
