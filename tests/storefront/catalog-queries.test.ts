/**
 * The storefront's catalog reads over a real Apollo client whose link plays commerce's answer:
 * spec §8 'Product fetch returns errors alongside data' (getPdp) and §7 'Stores and alternate urls'
 * (getAlternateUrls).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

/** What the link answers: a GraphQL response body. */
let answer: { data?: unknown; errors?: { message: string; path?: string[] }[] } = {};
const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next(answer as never);
        observer.complete();
      }),
  ),
  defaultOptions: { query: { fetchPolicy: 'no-cache' } },
});
vi.mock('@/lib/apollo/server-client', () => ({ processApolloClient: () => client }));

const { getAlternateUrls, getPdp } = await import('@/lib/commerce/queries');
const { CommerceError } = await import('@/lib/commerce/errors');

const product = {
  __typename: 'Product',
  id: '1',
  sku: '100001.001',
  name: 'Runa sneaker',
  comingSoonDate: null,
  video: null,
  variants: [],
  relatedProducts: [],
  swProduct: { __typename: 'SwProduct', properties: [] },
};

afterEach(() => vi.restoreAllMocks());

describe('product fetch (spec §8: errors alongside data)', () => {
  it('keeps the product when commerce answers errors beside it, and logs them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = {
      data: { pdp: { __typename: 'PdpResult', product, crossSellings: [] } },
      errors: [{ message: 'video unavailable', path: ['pdp', 'product', 'video'] }],
    };
    const pdp = await getPdp('NL', '100001.001');
    expect(pdp?.product.sku).toBe('100001.001');
    expect(pdp?.product.name).toBe('Runa sneaker');
    expect(pdp?.errors).toEqual(['video unavailable']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain('[commerce]');
    expect(log.mock.calls[0]![1]).toEqual([expect.objectContaining({ message: 'video unavailable' })]);
  });

  it('answers without errors as before, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { data: { pdp: { __typename: 'PdpResult', product, crossSellings: [] } } };
    expect(await getPdp('NL', '100001.001')).toMatchObject({ errors: [], comingSoon: false, crossSellings: [] });
    expect(log).not.toHaveBeenCalled();
  });

  it('is null without a product, and throws the error when there is no data at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { data: { pdp: null } };
    expect(await getPdp('NL', '999999.001')).toBeNull();
    answer = { errors: [{ message: 'Internal server error' }] };
    await expect(getPdp('NL', '100001.001')).rejects.toBeInstanceOf(CommerceError);
  });
});

describe('stores and alternate urls (spec §7)', () => {
  const stores = ['NL', 'BENL', 'DE'].map((code) => ({ __typename: 'Store', code }));
  const urls = [
    { storeCode: 'NL', url: '/dames/schoenen/' },
    { storeCode: 'BENL', url: '/dames/schoenen/' },
    { storeCode: 'DE', url: '/damen/schuhe/' },
    // A store commerce no longer lists, and one this storefront does not serve.
    { storeCode: 'FR', url: '/femme/chaussures/' },
    { storeCode: 'XX', url: '/x/' },
  ].map((entry) => ({ __typename: 'StoreUrl', ...entry }));

  it('keeps the URLs of the stores commerce lists', async () => {
    answer = {
      data: {
        stores,
        esUrlsGlobal: { __typename: 'EsUrlsGlobal', urls },
        currentStore: { __typename: 'Store', code: 'NL' },
      },
    };
    expect(await getAlternateUrls('NL', '12')).toEqual({
      NL: '/dames/schoenen/',
      BENL: '/dames/schoenen/',
      DE: '/damen/schuhe/',
    });
  });

  it('takes nothing from an answer for another store than the one asked', async () => {
    answer = {
      data: {
        stores,
        esUrlsGlobal: { __typename: 'EsUrlsGlobal', urls },
        currentStore: { __typename: 'Store', code: 'DE' },
      },
    };
    expect(await getAlternateUrls('NL', '12')).toEqual({});
  });
});
