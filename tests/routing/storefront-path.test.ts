import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SEGMENTS, classifyStorefrontPath } from '@/lib/routing/storefront-path';

/** Route folders under app/[storefront]/, route groups `(shop)` flattened, the catch-all left out. */
function appRouteSegments(dir = path.resolve(import.meta.dirname, '../../app/[storefront]')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (entry.name.startsWith('(') ? appRouteSegments(path.join(dir, entry.name)) : [entry.name]))
    .filter((name) => !name.startsWith('['));
}

describe('storefront paths (spec §2 routes, esUrl guard)', () => {
  it('lists exactly the app routes beside the catch-all, so a new route is never taken for an unknown URL', () => {
    expect([...APP_ROUTE_SEGMENTS].sort()).toEqual(appRouteSegments().sort());
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
});
