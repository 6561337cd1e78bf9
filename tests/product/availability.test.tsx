import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SizeAvailability } from '@/components/product/SizeAvailability';
import type { PdpProduct } from '@/graphql/catalog';
import { productDeliveryPromise } from '@/lib/product/delivery-promise';
import en from '@/messages/en.json';

const variant = (size: string, availableStock: number, deliveryTime: string | null = null) => ({
  id: `v-${size}`,
  size,
  sku: `100001.001.${size}`,
  availableStock,
  deliveryTime,
});

describe('delivery promise (spec §9)', () => {
  it('is 1–3 days from the distribution centre, 5–8 from elsewhere, the delivery time for pre-orders', () => {
    expect(
      productDeliveryPromise({ totalAvailableStock: 3, variants: [variant('38', 0), variant('39', 3)] }, false),
    ).toEqual({
      kind: 'short',
      days: '1–3',
    });
    expect(productDeliveryPromise({ totalAvailableStock: 2, variants: [variant('38', 0)] }, false)).toEqual({
      kind: 'long',
      days: '5–8',
    });
    expect(
      productDeliveryPromise({ totalAvailableStock: 4, variants: [variant('38', 4, '3-4 weeks')] }, false),
    ).toEqual({
      kind: 'preOrder',
      deliveryTime: '3-4 weeks',
    });
    expect(productDeliveryPromise({ totalAvailableStock: 0, variants: [variant('38', 0)] }, false)).toEqual({
      kind: 'none',
    });
    expect(productDeliveryPromise({ totalAvailableStock: 9, variants: [variant('38', 9)] }, true)).toEqual({
      kind: 'none',
    });
  });
});

describe('sizes on the PDP (spec §4 Size option display)', () => {
  const product = {
    isOneSize: false,
    sizeAttributeName: 'size',
    totalAvailableStock: 8,
    variants: [variant('38', 0), variant('39', 1), variant('40', 3), variant('41', 9), variant('42', 2, '3-4 weeks')],
  } as unknown as PdpProduct;
  const html = (comingSoon: boolean, subject = product) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
        <SizeAvailability product={subject} comingSoon={comingSoon} />
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

  it('shows every size sold out and no promise while coming soon; no size list for one size', () => {
    const markup = html(true);
    expect(markup).not.toContain('working days');
    expect(markup.match(/Sold out/g)).toHaveLength(5);
    expect(html(false, { ...product, isOneSize: true } as PdpProduct)).not.toContain('Availability by');
  });
});
