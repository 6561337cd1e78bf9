import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@/lib/routing/app-routes';
import { appRoutesModule, readAppRoutes } from '@/lib/routing/app-routes-source';
import { INTERNAL_ROUTE_SEGMENTS } from '@/lib/routing/storefront-path';

const root = path.resolve(import.meta.dirname, '../..');

describe('app routes (derived from the route folders under app/[storefront]/)', () => {
  it('lib/routing/app-routes.ts is generated from the current route folders (npm run routes:generate)', () => {
    const routes = readAppRoutes(path.join(root, 'app/[storefront]'));
    expect(readFileSync(path.join(root, 'lib/routing/app-routes.ts'), 'utf8')).toBe(appRoutesModule(routes));
  });

  it('flattens route groups and leaves out the catch-all, keeping nested and dynamic routes', () => {
    expect(APP_ROUTES).toContain('cart');
    expect(APP_ROUTES).toContain('checkout/success');
    expect(APP_ROUTES).toContain('customer/orders/[id]');
    expect(APP_ROUTES).toContain('newsletter/einstellungen/[hash]');
    expect(APP_ROUTES).not.toContain('[...slug]');
    expect(APP_ROUTES.some((route) => route.includes('('))).toBe(false);
  });

  it('names each internal rewrite target among the routes', () => {
    for (const segment of INTERNAL_ROUTE_SEGMENTS) {
      expect(APP_ROUTES.some((route) => route.split('/')[0] === segment)).toBe(true);
    }
  });
});
