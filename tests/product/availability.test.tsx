import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SizeAvailability } from '@/components/product/SizeAvailability';
import type { PdpProduct } from '@/graphql/catalog';
import { productDeliveryPromise } from '@/lib/product/delivery-promise';
import en from '@/messages/en.json';

const variant = (
  size: string,
  availableStock: number,
  deliveryTime: string | null = null,
  storeAvailableStock = 0,
) => ({
  id: `v-${size}`,
  size,
  sku: `100001.001.${size}`,
  availableStock,
  storeAvailableStock,
  deliveryTime,
});

describe('delivery promise (spec §9), from distribution-centre stock only', () => {
  it('is 1–3 days when a size ships from the distribution centre, the delivery time for pre-orders', () => {
    expect(productDeliveryPromise({ variants: [variant('38', 0), variant('39', 3)] }, false)).toEqual({
      kind: 'short',
    });
    expect(productDeliveryPromise({ variants: [variant('38', 4, '3-4 weeks')] }, false)).toEqual({
      kind: 'preOrder',
      deliveryTime: '3-4 weeks',
    });
    // Store stock never shortens nor lengthens what delivery promises.
    expect(productDeliveryPromise({ variants: [variant('38', 0, null, 5), variant('39', 2)] }, false)).toEqual({
      kind: 'short',
    });
  });

  it('says only in stores, never 5–8 days, when no size can be delivered but stores hold one', () => {
    expect(productDeliveryPromise({ variants: [variant('38', 0, null, 2), variant('39', 0)] }, false)).toEqual({
      kind: 'onlyInStores',
    });
  });

  it('promises nothing when sold out everywhere or coming soon', () => {
    expect(productDeliveryPromise({ variants: [variant('38', 0)] }, false)).toEqual({ kind: 'none' });
    expect(productDeliveryPromise({ variants: [variant('38', 9)] }, true)).toEqual({ kind: 'none' });
    expect(productDeliveryPromise({ variants: [variant('38', 0, null, 4)] }, true)).toEqual({ kind: 'none' });
  });
});

describe('sizes on the PDP (spec §4 Size option display)', () => {
  const product = {
    isOneSize: false,
    sizeAttributeName: 'size',
    variants: [variant('38', 0), variant('39', 1), variant('40', 3), variant('41', 9), variant('42', 2, '3-4 weeks')],
  } as unknown as PdpProduct;
  const html = (comingSoon: boolean, subject = product, deliveryDays = { min: 1, max: 3 }) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
        <SizeAvailability product={subject} comingSoon={comingSoon} deliveryDays={deliveryDays} />
      </NextIntlClientProvider>,
    );

  it('labels every size and promises delivery near the price', () => {
    const markup = html(false);
    expect(markup).toContain('Order today, delivered in 1–3 working days');
    expect(markup).toContain('Availability by size');
    for (const [size, label] of [
      ['38', 'Sold out'],
      ['39', 'Last item'],
      ['40', 'Just a few left'],
      ['41', 'In stock'],
      ['42', 'Pre Order 3-4 weeks'],
    ]) {
      expect(markup).toMatch(new RegExp(`>${size}</span> <span[^>]*>${label}<`));
    }
  });

  it("states the back end's window for the storefront, in the singular for one day", () => {
    expect(html(false, product, { min: 3, max: 5 })).toContain('Order today, delivered in 3–5 working days');
    expect(html(false, product, { min: 1, max: 1 })).toContain('Order today, delivered in 1 working day<');
  });

  it("labels a size only stores hold 'Only in stores' and says so instead of a delivery promise", () => {
    const storesOnly = {
      ...product,
      variants: [variant('38', 0, null, 3), variant('39', 0), variant('40', 0, null, 1)],
    } as unknown as PdpProduct;
    const markup = html(false, storesOnly);
    expect(markup).not.toContain('working days');
    expect(markup).toContain('Not available for delivery – only in stores');
    expect(markup).toMatch(/>38<\/span> <span[^>]*>Only in stores</);
    expect(markup).toMatch(/>39<\/span> <span[^>]*>Sold out</);
    expect(markup).toMatch(/>40<\/span> <span[^>]*>Only in stores</);
    // Beside sizes that can be delivered, the promise stays and only that size is marked.
    const mixed = html(false, { ...product, variants: [variant('38', 0, null, 3), variant('39', 7)] } as PdpProduct);
    expect(mixed).toContain('Order today, delivered in 1–3 working days');
    expect(mixed).toMatch(/>38<\/span> <span[^>]*>Only in stores</);
  });

  it('shows every size sold out and no promise while coming soon; no size list for one size', () => {
    const markup = html(true);
    expect(markup).not.toContain('working days');
    expect(markup.match(/Sold out/g)).toHaveLength(5);
    expect(html(false, { ...product, isOneSize: true } as PdpProduct)).not.toContain('Availability by');
  });
});
