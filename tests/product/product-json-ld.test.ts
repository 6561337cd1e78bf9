import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@/components/product/product-json-ld';
import type { PdpProduct } from '@/graphql/catalog';

const product = {
  sku: '100001.001',
  name: 'Odile pump',
  brand: 'Rivoli',
  color: 'cognac',
  description: 'A pump.',
  url: '/rivoli-odile-pump-cognac-100001-001/',
  price: 89.9,
  images: ['/media/products/100001.001/main-830x1175.webp'],
  totalAvailableStock: 4,
  categories: [
    { id: '2', level: 2, name: 'Schoenen', url: '/dames/schoenen/' },
    { id: '1', level: 1, name: 'Dames', url: '/dames/' },
  ],
  variants: [{ availableStock: 4, deliveryTime: null }],
} as unknown as PdpProduct;

describe('PDP structured data (Product, Offer, BreadcrumbList)', () => {
  it('describes the product and its offer with absolute URLs and a two-decimal price', () => {
    const [item, trail] = productJsonLd(product, {
      origin: 'https://www.example.nl',
      currency: 'EUR',
      comingSoon: false,
      homeLabel: 'Home',
    });
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Rivoli Odile pump',
      sku: '100001.001',
      brand: { name: 'Rivoli' },
      image: ['https://www.example.nl/media/products/100001.001/main-830x1175.webp'],
      offers: { price: '89.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect((trail as { itemListElement: { item: string }[] }).itemListElement.map((step) => step.item)).toEqual([
      'https://www.example.nl/',
      // Every level of the category, not only the deepest.
      'https://www.example.nl/dames/',
      'https://www.example.nl/dames/schoenen/',
      'https://www.example.nl/rivoli-odile-pump-cognac-100001-001/',
    ]);
  });

  it("states the offer in the storefront's currency", () => {
    const [item] = productJsonLd({ ...product, price: 76.95 } as PdpProduct, {
      origin: 'https://www.example.co.uk',
      currency: 'GBP',
      comingSoon: false,
      homeLabel: 'Home',
    });
    expect(item).toMatchObject({ offers: { price: '76.95', priceCurrency: 'GBP' } });
  });

  it('is out of stock while coming soon or sold out, pre-order when only pre-order sizes are left, in store only when only stores hold it', () => {
    const offer = (overrides: object, comingSoon = false) =>
      (
        productJsonLd({ ...product, ...overrides } as PdpProduct, {
          origin: 'https://x.nl',
          currency: 'EUR',
          comingSoon,
          homeLabel: 'Home',
        })[0] as {
          offers: { availability: string };
        }
      ).offers.availability;
    expect(offer({}, true)).toBe('https://schema.org/OutOfStock');
    expect(offer({ totalAvailableStock: 0, variants: [{ availableStock: 0, deliveryTime: null }] })).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(offer({ variants: [{ availableStock: 2, deliveryTime: '3-4 weeks' }] })).toBe('https://schema.org/PreOrder');
    // Stocked only in physical stores: offered there, not online.
    expect(offer({ variants: [{ availableStock: 0, storeAvailableStock: 3, deliveryTime: null }] })).toBe(
      'https://schema.org/InStoreOnly',
    );
  });
});
