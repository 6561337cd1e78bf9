import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

/** Page titles (WCAG 2.4.2 Page Titled): every page says what it is, not only the shop's name. */

const MESSAGES = { nl, fr, de, en } as const;

const state = vi.hoisted(() => ({
  locale: 'nl-NL',
  pdp: null as unknown,
  record: null as unknown,
  order: null as unknown,
}));

// next-intl as a request sees it: the storefront root param sets the locale, getTranslations reads it.
vi.mock('@/lib/storefront', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/storefront')>();
  return {
    ...actual,
    storefrontFromParams: async (params: Promise<{ storefront: string }>) => {
      const storefront = await actual.storefrontFromParams(params);
      state.locale = storefront.locale;
      return storefront;
    },
  };
});
vi.mock('next-intl/server', () => ({
  setRequestLocale: (locale: string) => {
    state.locale = locale;
  },
  getLocale: async () => state.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: state.locale,
      messages: MESSAGES[state.locale.split('-')[0] as keyof typeof MESSAGES],
      namespace: namespace as never,
    }),
}));

vi.mock('@/lib/commerce/queries', () => ({
  getPdp: async () => state.pdp,
  getAlternateUrls: async () => ({ NL: '/dames/schoenen/', DE: '/damen/schuhe/' }),
  resolveUrlRecord: async () => state.record,
  // Enough products for a later page (the path resolver checks the list has it).
  listProducts: async () => ({ totalCount: 1000, products: [], aggregations: [] }),
  getOrderByReference: async (_store: string, reference: string | undefined) => (reference ? state.order : null),
  getPaymentMethods: async () => [],
  getVisitorContext: async () => null,
  restoreVisitorCart: async () => null,
}));
vi.mock('@/lib/prismic/cached', () => ({ getPublishedPage: async () => null }));
// No landing page above a top category's list here (draft mode needs a request scope).
vi.mock('@/lib/prismic/preview', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/prismic/preview')>()),
  getContentPage: async () => null,
}));
// No product_list_page document for the lists here (tests/storefront/product-list-content.test.tsx reads them).
vi.mock('@/lib/prismic/product-list-content', () => ({ getProductListContent: async () => null }));
// Page bodies are not under test here.
vi.mock('@/components/product/ProductDetail', () => ({ ProductDetail: () => null }));
vi.mock('@/components/catalog/ProductListPage', () => ({ ProductListPage: () => null }));
vi.mock('@/components/content/ContentPage', () => ({ ContentPage: () => null }));
vi.mock('@/components/checkout/CheckoutStepLayout', () => ({ CheckoutStepLayout: () => null }));
vi.mock('@/components/checkout/MethodForm', () => ({ MethodForm: () => null }));

const params = <T extends object>(value: T) => Promise.resolve(value);
const titleOf = (metadata: Metadata) => metadata.title;

const STORES = [
  { segment: 'nl', messages: nl },
  { segment: 'benl', messages: nl },
  { segment: 'befr', messages: fr },
  { segment: 'fr', messages: fr },
  { segment: 'de', messages: de },
] as const;

beforeEach(() => {
  state.pdp = null;
  state.record = null;
  state.order = null;
});

describe('404 title', () => {
  it.each(STORES)('is the not-found heading, not the shop name alone ($segment)', async ({ segment, messages }) => {
    const root = await import('@/app/[storefront]/not-found');
    const shop = await import('@/app/[storefront]/(shop)/[...slug]/not-found');
    for (const notFound of [root, shop]) {
      const metadata = await notFound.generateMetadata({ params: params({ storefront: segment }) });
      expect(titleOf(metadata)).toBe(messages.notFound.title);
      expect(metadata.robots).toEqual({ index: false });
    }
  });
});

describe('/products/{sku}/ title and canonical link', () => {
  it("is the product's name and points to the product's own url", async () => {
    state.pdp = {
      product: { brand: 'Velora', name: 'Runner', description: 'Light.', url: '/velora-runner-zwart-100001-001/' },
      crossSellings: [],
    };
    const { generateMetadata } = await import('@/app/[storefront]/(shop)/products/[sku]/page');
    const metadata = await generateMetadata({ params: params({ storefront: 'nl', sku: '100001.001' }) });
    expect(titleOf(metadata)).toBe('Velora Runner');
    expect(metadata.alternates?.canonical).toBe('/velora-runner-zwart-100001-001/');
  });
});

describe('failed-payment return page title', () => {
  const load = async () => (await import('@/app/[storefront]/checkout/payment/page')).generateMetadata;

  it('differs from the payment step’s title and says what happened (nl)', async () => {
    const generateMetadata = await load();
    const step = await generateMetadata({ params: params({ storefront: 'nl' }), searchParams: params({}) });
    expect(titleOf(step)).toBe(nl.checkout.step.payment);

    state.order = { paymentState: 'failed' };
    const failed = await generateMetadata({
      params: params({ storefront: 'nl' }),
      searchParams: params({ order: 'ref', status: 'failed' }),
    });
    expect(titleOf(failed)).toBe(nl.checkout.payment.titleFailed);
    expect(titleOf(failed)).not.toBe(titleOf(step));

    state.order = { paymentState: 'cancelled' };
    const cancelled = await generateMetadata({
      params: params({ storefront: 'nl' }),
      searchParams: params({ order: 'ref', status: 'cancelled' }),
    });
    expect(titleOf(cancelled)).toBe(nl.checkout.payment.titleCancelled);

    state.order = { paymentState: 'paid' };
    const paid = await generateMetadata({
      params: params({ storefront: 'nl' }),
      searchParams: params({ order: 'ref' }),
    });
    expect(titleOf(paid)).toBe(nl.checkout.payment.titleAlreadyPaid);
  });

  it('is translated (de, "Sie")', async () => {
    state.order = { paymentState: 'failed' };
    const metadata = await (
      await load()
    )({ params: params({ storefront: 'de' }), searchParams: params({ order: 'ref', status: 'failed' }) });
    expect(titleOf(metadata)).toBe('Zahlung fehlgeschlagen');
  });
});

describe('PLP page titles', () => {
  const record = {
    url: '/dames/schoenen/',
    label: 'Dames schoenen',
    page_type: 'category',
    category_id: '1',
    parents: [],
  };
  const load = async () => (await import('@/app/[storefront]/(shop)/[...slug]/page')).generateMetadata;
  // Later pages: proxy.ts rewrites `?page=N` to this route.
  const loadLater = async () =>
    (await import('@/app/[storefront]/(shop)/list-page/[state]/[...slug]/page')).generateMetadata;

  it('name the category path, so two "Schoenen" lists differ', async () => {
    state.record = { ...record, label: 'Schoenen', parents: [{ label: 'Heren', url: '/heren/' }] };
    const metadata = await (await load())({ params: params({ storefront: 'nl', slug: ['heren', 'schoenen'] }) });
    expect(titleOf(metadata)).toBe('Heren › Schoenen');
  });

  it('give page 2 its own title and canonical link', async () => {
    state.record = record;
    const first = await (await load())({ params: params({ storefront: 'nl', slug: ['dames', 'schoenen'] }) });
    expect(titleOf(first)).toBe('Dames schoenen');
    expect(first.alternates?.canonical).toBe('/dames/schoenen/');
    const second = await (
      await loadLater()
    )({ params: params({ storefront: 'nl', state: 'page%3D2', slug: ['dames', 'schoenen'] }) });
    expect(titleOf(second)).toBe('Dames schoenen – pagina 2');
    expect(second.alternates?.canonical).toBe('/dames/schoenen/?page=2');
    // Page 1 names its versions in the other storefronts; a filtered list is no page for search engines.
    expect(Object.keys(first.alternates?.languages ?? {})).toEqual(['nl-NL', 'de-DE', 'x-default']);
    const filtered = await (
      await loadLater()
    )({ params: params({ storefront: 'nl', state: 'brand%3Dvelora', slug: ['dames', 'schoenen'] }) });
    expect(filtered.robots).toEqual({ index: false, follow: true });
    expect(filtered.alternates?.canonical).toBe('/dames/schoenen/');
  });

  it.each([
    ['fr', 'Dames schoenen – page 3'],
    ['de', 'Dames schoenen – Seite 3'],
  ])('are translated (%s)', async (segment, title) => {
    state.record = record;
    const metadata = await (
      await loadLater()
    )({ params: params({ storefront: segment, state: 'page%3D3', slug: ['dames', 'schoenen'] }) });
    expect(titleOf(metadata)).toBe(title);
  });
});
