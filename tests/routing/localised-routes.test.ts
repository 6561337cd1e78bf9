import { describe, expect, it } from 'vitest';
import { appRoutePath, localisedRoutePath, relocalisedPath } from '@/lib/routing/localised-routes';
import { classifyStorefrontPath, listPagePath } from '@/lib/routing/storefront-path';
import { storeLocatorPath, storePagePath } from '@/lib/physical-stores/paths';

describe('the store routes under each language’s word (spec §2 /geschaefte/)', () => {
  it('serves /winkels/ and /magasins/ from the geschaefte route folder; other paths stay', () => {
    expect(appRoutePath('/winkels/')).toBe('/geschaefte/');
    expect(appRoutePath('/magasins/paris-marais/')).toBe('/geschaefte/paris-marais/');
    expect(appRoutePath('/geschaefte/koln-schildergasse/')).toBe('/geschaefte/koln-schildergasse/');
    for (const path of ['/', '/winkelsx/', '/dames/winkels/', '/over-ons/']) expect(appRoutePath(path)).toBe(path);
  });

  it('links each storefront to its own language’s path', () => {
    expect(storeLocatorPath('nl')).toBe('/winkels/');
    expect(storeLocatorPath('fr')).toBe('/magasins/');
    expect(storeLocatorPath('de')).toBe('/geschaefte/');
    expect(storePagePath('fr', 'liege-cathedrale')).toBe('/magasins/liege-cathedrale/');
    expect(localisedRoutePath('geschaefte', 'nl', 'x/')).toBe('/winkels/x/');
  });

  it('finds the same page in another language (store switcher), and nothing for other paths', () => {
    expect(relocalisedPath('/winkels/antwerpen-meir/', 'fr')).toBe('/magasins/antwerpen-meir/');
    expect(relocalisedPath('/magasins/', 'de')).toBe('/geschaefte/');
    expect(relocalisedPath('/cart/', 'fr')).toBeNull();
  });

  it('classifies a store page as needing the store, the locator as an app route, never as a list', () => {
    expect(classifyStorefrontPath('/winkels/')).toEqual({ kind: 'app-route' });
    expect(classifyStorefrontPath('/magasins/paris-marais/')).toEqual({
      kind: 'physical-store',
      reference: 'paris-marais',
    });
    expect(listPagePath('/winkels/', '?page=2')).toBeNull();
  });
});
