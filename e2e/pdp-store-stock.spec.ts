import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { expectAccessible, graphqlInPage } from './support';

/**
 * Store stock on the PDP (spec §7 'Stock for stores', findServicePoints; §4 size states from
 * distribution-centre stock): on NL and DE, a size that stores hold is looked up in the stores near
 * the city of one holding it, by mouse and by keyboard only, with axe on the open dialog; a size
 * only stores hold says 'Only in stores'. The products and stores come from the seeded catalog,
 * asked from the shop's own GraphQL endpoint.
 */

const port = process.env.E2E_PORT ?? '3100';

interface SizeFacts {
  sku: string;
  size: string;
  availableStock: number;
  storeAvailableStock: number;
}
interface ProductFacts {
  url: string;
  isOneSize: boolean;
  comingSoonDate: string | null;
  variants: SizeFacts[];
}

/**
 * Products of the storefront the page is on, page by page, until `pick` finds one; one-size products
 * only when `oneSize` (the seed's products stocked only in stores are bags).
 */
async function findProduct(page: Page, pick: (product: ProductFacts) => SizeFacts | undefined, oneSize = false) {
  for (let number = 1; number <= 20; number++) {
    const { search } = (await graphqlInPage(
      page,
      'query($page: Int!) { search(search: "", page: $page, itemsPerPage: 48) { productData { products { url isOneSize comingSoonDate variants { sku size availableStock storeAvailableStock } } } } }',
      { page: number },
    )) as { search: { productData: { products: ProductFacts[] } } };
    const products = search.productData.products;
    if (products.length === 0) break;
    for (const product of products) {
      if (product.isOneSize !== oneSize || (product.comingSoonDate && new Date(product.comingSoonDate) > new Date()))
        continue;
      const size = pick(product);
      if (size) return { product, size };
    }
  }
  throw new Error('no such product in the seeded catalog');
}

/** A store holding `sku`, with its city: the place the shopper searches. */
async function storeHolding(page: Page, sku: string): Promise<{ title: string; city: string }> {
  const { storeStock } = (await graphqlInPage(
    page,
    'query($skus: [String!]!) { storeStock(skus: $skus, unmanaged: true) { locations { code qty } } }',
    { skus: [sku] },
  )) as { storeStock: { locations: { code: string; qty: number }[] }[] };
  const code = storeStock[0]!.locations.find((location) => location.qty > 0)!.code;
  const { physicalStores } = (await graphqlInPage(
    page,
    'query($ids: [String!]!) { physicalStores(providerIds: $ids) { title city } }',
    { ids: [code] },
  )) as { physicalStores: { title: string; city: string }[] };
  return physicalStores[0]!;
}

const STOREFRONTS = [
  { name: 'NL', origin: `http://nl.localhost:${port}`, messages: nl, attribute: 'maat' },
  { name: 'DE', origin: `http://de.localhost:${port}`, messages: de, attribute: 'Größe' },
] as const;

for (const storefront of STOREFRONTS) {
  const t = storefront.messages.storeStock;

  test(`${storefront.name}: the stores near a city with the chosen size's state, by mouse`, async ({ page }) => {
    await page.goto(`${storefront.origin}/`);
    const { product, size } = await findProduct(page, (candidate) =>
      candidate.variants.find((variant) => variant.storeAvailableStock > 0),
    );
    const store = await storeHolding(page, size.sku);
    await page.goto(`${storefront.origin}${product.url}`);

    const trigger = page.getByRole('button', { name: t.trigger });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t.sizeFirst)).toBeVisible();
    await dialog.getByRole('button', { name: size.size, exact: true }).click();
    await dialog.getByLabel(t.placeLabel).fill(store.city);
    await dialog.getByRole('button', { name: t.search }).click();

    await expect(dialog.getByRole('heading', { name: t.nearPlace.replace('{place}', store.city) })).toBeVisible();
    const row = dialog.getByRole('listitem').filter({ has: page.getByRole('link', { name: store.title }) });
    await expect(row).toContainText(new RegExp(`${t.inStock}|${t.lastItems}`));
    await expect(row.getByRole('link', { name: store.title })).toHaveAttribute('href', /^\/geschaefte\/[^/]+\/$/);
    await expect(dialog.getByRole('listitem').first()).toContainText(/km/);
    await expectAccessible(page, `${storefront.name} store stock dialog`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test(`${storefront.name}: the store stock dialog by keyboard only`, async ({ page }) => {
    await page.goto(`${storefront.origin}/`);
    const { product, size } = await findProduct(page, (candidate) =>
      candidate.variants.find((variant) => variant.storeAvailableStock > 0),
    );
    const store = await storeHolding(page, size.sku);
    await page.goto(`${storefront.origin}${product.url}`);

    const trigger = page.getByRole('button', { name: t.trigger });
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();

    /** Presses Tab until `target` has focus (at most 40 times), failing if it never does. */
    async function tabTo(target: ReturnType<Page['locator']>) {
      for (let presses = 0; presses < 40; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    }
    const sizeButton = dialog.getByRole('button', { name: size.size, exact: true });
    await tabTo(sizeButton);
    await page.keyboard.press('Space');
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
    await tabTo(dialog.getByLabel(t.placeLabel));
    await page.keyboard.type(store.city);
    await page.keyboard.press('Enter');
    const link = dialog.getByRole('link', { name: store.title });
    await expect(link).toBeVisible();
    await tabTo(link);
    await expect(link).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // The place is remembered for the tab: the next product asks only for the size.
    await page.reload();
    await page.getByRole('button', { name: t.trigger }).click();
    await expect(dialog.getByLabel(t.placeLabel)).toHaveValue(store.city);
  });

  test(`${storefront.name}: a size only stores hold says so instead of a bare sold out`, async ({ page }) => {
    await page.goto(`${storefront.origin}/`);
    const { product, size } = await findProduct(page, (candidate) =>
      candidate.variants.find((variant) => variant.availableStock < 1 && variant.storeAvailableStock > 0),
    );
    await page.goto(`${storefront.origin}${product.url}`);
    const sizes = page.getByRole('region', { name: new RegExp(storefront.attribute, 'i') });
    const item = sizes.getByRole('listitem').filter({ hasText: new RegExp(`^${size.size}\\s`) });
    await expect(item).toContainText(t.onlyInStores);
    // The size-selection modal offers 'Mail me' for delivery beside 'Only in stores'.
    await page.getByTestId('add-to-cart').click();
    const modal = page.getByRole('dialog', {
      name: storefront.messages.product.selectYour.replace('{attribute}', storefront.attribute),
    });
    await expect(modal.getByRole('button', { name: new RegExp(`^${size.size}\\s`) })).toContainText(t.onlyInStores);
  });

  test(`${storefront.name}: a product only stores hold promises no delivery and lists the stores at once`, async ({
    page,
  }) => {
    await page.goto(`${storefront.origin}/`);
    const { product } = await findProduct(
      page,
      (candidate) =>
        candidate.variants.every((variant) => variant.availableStock < 1)
          ? candidate.variants.find((variant) => variant.storeAvailableStock > 0)
          : undefined,
      true,
    );
    const store = await storeHolding(page, product.variants.find((variant) => variant.storeAvailableStock > 0)!.sku);
    await page.goto(`${storefront.origin}${product.url}`);
    // Nothing can be delivered: no promise of days, but where it is; 'Mail me' for delivery.
    await expect(page.getByText(t.deliveryOnlyInStores)).toBeVisible();
    await expect(page.getByText(storefront.messages.product.deliveryShort.replace('{days}', '1–3'))).toHaveCount(0);
    await expect(page.getByText(/5–8/)).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toHaveText(t.onlyInStoresMailMe);

    // One size: the dialog asks only for the place.
    await page.getByRole('button', { name: t.trigger }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByText(t.sizeFirst)).toHaveCount(0);
    await dialog.getByLabel(t.placeLabel).fill(store.city);
    await dialog.getByRole('button', { name: t.search }).click();
    const row = dialog.getByRole('listitem').filter({ has: page.getByRole('link', { name: store.title }) });
    await expect(row).toContainText(new RegExp(`${t.inStock}|${t.lastItems}`));
  });
}
