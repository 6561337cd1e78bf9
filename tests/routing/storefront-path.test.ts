import { describe, expect, it } from 'vitest';
import {
  classifyStorefrontPath,
  listPagePath,
  listState,
  matchAppRoute,
  pageRoutePath,
} from '@/lib/routing/storefront-path';

describe('storefront paths (spec §2 routes, esUrl guard)', () => {
  it('matches whole route patterns, not first segments: a path under an app folder that no route has is a URL', () => {
    expect(matchAppRoute(['customer', 'orders', '42'])).toBe('customer/orders/[id]');
    expect(matchAppRoute(['list-page', 'page=2', 'dames', 'schoenen'])).toBe('list-page/[state]/[...slug]');
    expect(matchAppRoute(['account', 'unknown'])).toBeNull();
    expect(classifyStorefrontPath('/account/unknown/')).toEqual({ kind: 'url', url: '/account/unknown/' });
    expect(classifyStorefrontPath('/checkout/elsewhere/')).toEqual({ kind: 'url', url: '/checkout/elsewhere/' });
  });

  it('needs no lookup for the home page and the app routes', () => {
    expect(classifyStorefrontPath('/')).toEqual({ kind: 'app-route' });
    expect(classifyStorefrontPath('/cart/')).toEqual({ kind: 'app-route' });
    expect(classifyStorefrontPath('/checkout/success/')).toEqual({ kind: 'app-route' });
  });

  it('looks up /products/{sku}/ by SKU, and anything else as a URL record or content page, decoded', () => {
    expect(classifyStorefrontPath('/products/100001.001/')).toEqual({ kind: 'product', sku: '100001.001' });
    expect(classifyStorefrontPath('/products/')).toEqual({ kind: 'url', url: '/products/' });
    expect(classifyStorefrontPath('/damen/sch%C3%BChe/')).toEqual({ kind: 'url', url: '/damen/schühe/' });
    expect(classifyStorefrontPath('/bad%E0%A4%A/')).toEqual({ kind: 'url', url: '/bad%E0%A4%A/' });
  });

  it('serves the newsletter settings link itself; anything else under /newsletter/ is looked up', () => {
    expect(
      classifyStorefrontPath('/newsletter/einstellungen/Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4fGh7jKl0nOp3rSt6v/'),
    ).toEqual({
      kind: 'app-route',
    });
    expect(classifyStorefrontPath('/newsletter/')).toEqual({ kind: 'url', url: '/newsletter/' });
    expect(classifyStorefrontPath('/newsletter/einstellungen/')).toEqual({
      kind: 'url',
      url: '/newsletter/einstellungen/',
    });
    expect(classifyStorefrontPath('/newsletter/einstellungen/a/b/')).toEqual({
      kind: 'url',
      url: '/newsletter/einstellungen/a/b/',
    });
  });

  it('answers direct requests for internal rewrite targets as unknown', () => {
    expect(classifyStorefrontPath('/list-page/2/dames/schoenen/')).toEqual({ kind: 'internal' });
    expect(classifyStorefrontPath('/legacy-product/100001.001/')).toEqual({ kind: 'internal' });
    expect(classifyStorefrontPath('/product-detail/rivoli-odile-pump-cognac-100108-001/')).toEqual({
      kind: 'internal',
    });
    expect(classifyStorefrontPath('/product-list/page=1/dames/schoenen/')).toEqual({ kind: 'internal' });
  });

  it('puts a later PLP page into the path, so each page is cached on its own', () => {
    expect(listPagePath('/dames/schoenen/', '?page=2')).toBe('/list-page/page%3D2/dames/schoenen/');
    // An unknown sort is dropped: the default order.
    expect(listPagePath('/dames/schoenen/', '?sort=price&page=12')).toBe('/list-page/page%3D12/dames/schoenen/');
    for (const search of ['', '?page=1', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=10000']) {
      expect(listPagePath('/dames/schoenen/', search)).toBeNull();
    }
    expect(listPagePath('/cart/', '?page=2')).toBeNull();
    expect(listPagePath('/', '?page=2')).toBeNull();
    // The state the existence check is asked about: the default where no list state applies.
    expect(listState('/blog/', '?page=3').page).toBe(3);
    expect(listState('/blog/', '?page=abc').page).toBe(1);
    expect(listState('/cart/', '?page=3').page).toBe(1);
    // The search results page reads its own query (term, filters, page); it is never rewritten.
    expect(listState('/search/', '?q=Sneakers&page=3')).toMatchObject({ search: 'sneakers', page: 3 });
    expect(listState('/dames/', '?q=sneakers').search).toBeNull();
    expect(listPagePath('/search/', '?q=sneakers&page=3')).toBeNull();
    // Filters and sort: one canonical internal path, whatever the order in the address bar.
    expect(listPagePath('/dames/schoenen/', '?sort=new&brand=puma,nike')).toBe(
      `/list-page/${encodeURIComponent('brand=nike,puma&sort=new')}/dames/schoenen/`,
    );
    expect(listPagePath('/dames/schoenen/', '?utm_source=mail')).toBeNull();
  });

  it('puts a PDP and a PLP in their own routes, a PLP with its state as a segment (page=1 by default)', () => {
    expect(pageRoutePath('product-detail', '/odile-pump-100108-001/', '?utm_source=mail')).toBe(
      '/product-detail/odile-pump-100108-001/',
    );
    expect(pageRoutePath('product-list', '/dames/schoenen/', '')).toBe('/product-list/page%3D1/dames/schoenen/');
    expect(pageRoutePath('product-list', '/dames/schoenen/', '?utm_source=mail')).toBe(
      '/product-list/page%3D1/dames/schoenen/',
    );
    expect(pageRoutePath('product-list', '/dames/schoenen/', '?sort=new&brand=puma,nike&page=2')).toBe(
      `/product-list/${encodeURIComponent('brand=nike,puma&sort=new&page=2')}/dames/schoenen/`,
    );
  });
});
