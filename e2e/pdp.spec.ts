import { expect, test, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible, graphqlInPage } from './support';

/**
 * The PDP's widgets (spec §2 'Product detail'), every modal by mouse and by keyboard, in Chromium against the embedded back
 * ends: the gallery's zoom, the 360° view, the video, the size chart (from the page and from the
 * size selection) and the colour variants. The seed gives 100001.002 a 360° view and 100002.002 a
 * video (commerce/seed/media.ts).
 */

const pdp = nl.pdp;
/** The size chart trigger's name: the message is chosen per kind of size (the same in Dutch). */
const sizeChartLabel = /^Maattabel$/;

/** The product's own URL in the NL store. */
async function productUrl(page: Page, sku: string): Promise<string> {
  await page.goto('/');
  const data = (await graphqlInPage(page, 'query($sku: String!) { getProductUrlBySku(sku: $sku) }', { sku })) as {
    getProductUrlBySku: string;
  };
  return data.getProductUrlBySku;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test('zoom, 360° view, size chart and colours with the mouse', async ({ page }) => {
  await page.goto(await productUrl(page, '100001.002'));

  // Zoom: the first image, then the next, zoomed in; closing returns to the image.
  const trigger = page.getByRole('button', {
    name: new RegExp(`^${fill(pdp.zoomImage, { index: 1, count: '\\d+' })}$`),
  });
  await trigger.click();
  const zoom = page.getByRole('dialog', { name: new RegExp(fill(pdp.zoomTitle, { name: '.*' })) });
  await expect(zoom).toBeVisible();
  await zoom.getByRole('button', { name: pdp.nextImage }).click();
  await expect(zoom.getByText(new RegExp(fill(pdp.imageOf, { index: 2, count: '\\d+' })))).toBeVisible();
  await zoom.getByRole('button', { name: pdp.zoomIn }).click();
  await expect(zoom.getByRole('region', { name: pdp.zoomedImage })).toBeVisible();
  await expectAccessible(page, 'PDP zoom dialog');
  await zoom.getByRole('button', { name: pdp.close }).click();
  await expect(zoom).toBeHidden();
  await expect(trigger).toBeFocused();

  // 360°: pressing starts the viewer; dragging turns the product.
  await page.getByRole('button', { name: pdp.threesixtyStart }).click();
  const viewer = page.getByRole('slider', { name: pdp.threesixty });
  await expect(viewer).toBeVisible();
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(viewer).not.toHaveAttribute('aria-valuenow', '0');

  // The size chart from the page: EU, US, UK and CM.
  const chartTrigger = page.getByRole('button', { name: sizeChartLabel }).first();
  await chartTrigger.click();
  const chart = page.getByRole('dialog', { name: /maat/i });
  for (const column of ['EU', 'US', 'UK', 'CM'])
    await expect(chart.getByRole('columnheader', { name: column })).toBeVisible();
  expect(await chart.getByRole('row').count()).toBeGreaterThan(2);
  await expectAccessible(page, 'PDP size chart');
  await chart.getByRole('button', { name: pdp.close }).click();
  await expect(chart).toBeHidden();
  await expect(chartTrigger).toBeFocused();

  // …and from the size selection, which offers it beside the sizes.
  await page.getByTestId('add-to-cart').click();
  const sizes = page.getByRole('dialog', { name: fill(nl.product.selectYour, { attribute: 'maat' }) });
  await expect(sizes).toBeVisible();
  await sizes.getByRole('button', { name: sizeChartLabel }).click();
  await expect(page.getByRole('dialog', { name: /maat/i }).getByRole('columnheader', { name: 'EU' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Another colour is another product; it is then the current one.
  const colours = page.getByRole('navigation', { name: nl.pdpContent.colours });
  await expect(colours.locator('[aria-current="page"]')).toHaveCount(1);
  const other = colours.locator('a:not([aria-current])').first();
  const href = (await other.getAttribute('href'))!;
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, '')}/?$`));
  await expect(colours.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
});

test('zoom, 360° view and size chart by keyboard alone', async ({ page }) => {
  await page.goto(await productUrl(page, '100001.002'));
  const trigger = page.getByRole('button', {
    name: new RegExp(`^${fill(pdp.zoomImage, { index: 1, count: '\\d+' })}$`),
  });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: new RegExp(fill(pdp.zoomTitle, { name: '.*' })) });
  await expect(zoom).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(zoom.getByText(new RegExp(fill(pdp.imageOf, { index: 2, count: '\\d+' })))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.getByRole('button', { name: pdp.threesixtyStart }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('slider', { name: pdp.threesixty });
  await expect(viewer).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer).not.toHaveAttribute('aria-valuenow', '0');

  const chartTrigger = page.getByRole('button', { name: sizeChartLabel }).first();
  await chartTrigger.focus();
  await page.keyboard.press('Enter');
  const chart = page.getByRole('dialog', { name: /maat/i });
  await expect(chart).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();
  await expect(chartTrigger).toBeFocused();
  await expectAccessible(page, 'PDP with a 360° view');
});

test('a product video plays only when asked, muted, with controls', async ({ page }) => {
  await page.goto(await productUrl(page, '100002.002'));
  const video = page.locator('video');
  await expect(video).toHaveAttribute('aria-label', new RegExp(fill(nl.pdpContent.videoLabel, { name: '.*' })));
  expect(
    await video.evaluate((element: HTMLVideoElement) => [element.paused, element.muted, element.controls]),
  ).toEqual([true, true, true]);
  await expectAccessible(page, 'PDP with a video');
});
