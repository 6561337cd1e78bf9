import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/wishlist/looks/route';
import { accountGuardTarget } from '@/lib/routing/account-guard';
import { classifyStorefrontPath } from '@/lib/routing/storefront-path';
import { customerSettings } from '@/lib/wishlist/customer-settings';
import { savedLookUids } from '@/lib/wishlist/saved-looks';
import { wishlistProductOf } from '@/lib/wishlist/wishlist-product';
import { eventProductOf } from '@/lib/wishlist/toggle';

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined }));

function looksRequest(query: string, store = 'FR') {
  return new NextRequest(`http://fr.localhost/api/wishlist/looks/?${query}`, { headers: { 'x-store-key': store } });
}

describe('wishlist routes (spec §2 /wishlist/, /customer wishlist)', () => {
  it('serves /wishlist/ as an app route and sends a logged-in visitor to /customer/wishlist/', () => {
    expect(classifyStorefrontPath('/wishlist/')).toEqual({ kind: 'app-route' });
    expect(accountGuardTarget('/wishlist/', '', true)).toBe('/customer/wishlist/');
    expect(accountGuardTarget('/wishlist/', '', false)).toBeNull();
    expect(accountGuardTarget('/customer/wishlist/', '', false)).toBe('/account/?redirect=%2Fcustomer%2Fwishlist%2F');
  });
});

describe('saved looks for the guest wishlist page (spec §7 Lookbook wishlist fetch by uids)', () => {
  it('takes up to 100 well-formed, unique uids', () => {
    expect(savedLookUids(new URLSearchParams('uid=a&uid=city-spring&uid=a'))).toEqual(['a', 'city-spring']);
    expect(savedLookUids(new URLSearchParams(''))).toEqual([]);
    expect(savedLookUids(new URLSearchParams('uid=../etc'))).toBeNull();
    expect(savedLookUids(new URLSearchParams('uid='))).toBeNull();
    const many = new URLSearchParams(Array.from({ length: 101 }, (_, index) => ['uid', `look-${index}`]));
    expect(savedLookUids(many)).toBeNull();
  });

  it('answers the tiles in the storefront’s language and the order asked; unknown looks are left out', async () => {
    const response = await GET(looksRequest('uid=summer-evening&uid=gone&uid=smart-city'));
    expect(response.status).toBe(200);
    const { looks } = (await response.json()) as { looks: { uid: string; label: string; href: string }[] };
    expect(looks.map((look) => [look.uid, look.label, look.href])).toEqual([
      ['summer-evening', 'Soirée d’été', '/lookbook/soiree-d-ete/'],
      ['smart-city', 'Chic en ville', '/lookbook-for-him/chic-en-ville/'],
    ]);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('refuses malformed uids with 400', async () => {
    expect((await GET(looksRequest('uid=%3Cscript%3E'))).status).toBe(400);
  });
});

describe('customFields favourites (spec §3 Customer customer_settings_*)', () => {
  it('reads the lookbook uids and store ids, as JSON lists or JSON strings; anything else as none', () => {
    expect(
      customerSettings({
        customer_settings_lookbook_wishlist: ['a', 7, ''],
        customer_settings_stores: '["store-ams-01"]',
      }),
    ).toEqual({ lookbooks: ['a'], stores: ['store-ams-01'] });
    expect(customerSettings(null)).toEqual({ lookbooks: [], stores: [] });
    expect(customerSettings({ customer_settings_stores: '{broken' })).toEqual({ lookbooks: [], stores: [] });
  });
});

describe('analytics payload of the wishlist events (spec §7; §3 Wishlist product for analytics)', () => {
  it('maps the product: name, id and ean (style-colour SKU, as productClick’s id), price, brand, category (most specific), variant (colour)', () => {
    const product = wishlistProductOf({
      id: '11',
      sku: '100001.001',
      name: 'Odile pump',
      brand: 'Rivoli',
      color: 'Cognac',
      price: 89.95,
      categories: [
        { level: 1, name: 'Women' },
        { level: 3, name: 'Pumps' },
        { level: 2, name: 'Shoes' },
      ],
    });
    expect(eventProductOf(product)).toEqual({
      name: 'Odile pump',
      id: '100001.001',
      ean: '100001.001',
      price: 89.95,
      brand: 'Rivoli',
      category: 'Pumps',
      variant: 'Cognac',
    });
    expect(wishlistProductOf({ ...product, categories: [] }).category).toBe('');
  });
});
