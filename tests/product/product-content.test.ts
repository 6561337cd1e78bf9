import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { getProductContent } from '@/lib/prismic/product-content';
import { PRISMIC_LANGS } from '@/lib/prismic/lang';

/** The PDP's content from the demo repository (the embedded content API), as a storefront reads it. */
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined }));

describe('product content (spec §7 product content)', () => {
  it('reads the pdp usps, the size table by id, the delivery page and the looks with the SKU', async () => {
    const content = await getProductContent('nl-nl', '100011.001', 'shoes-women');
    expect(content.usps.map((usp) => usp.label)).toContain('Gratis verzending vanaf € 50');
    expect(content.usps.every((usp) => usp.icon)).toBe(true);
    expect(content.sizeTable).toMatchObject({ id: 'shoes-women', title: 'Maattabel damesschoenen' });
    expect(content.sizeTable!.rows[0]).toEqual({ eu: '36', us: '5.5', uk: '3.5', cm: '22.9' });
    expect(content.deliveryReturnsHref).toBe('/verzenden-en-retourneren/');
    expect(content.lookbooks.map((look) => look.uid)).toContain('city-spring');
    expect(content.lookbooks[0]!.href).toMatch(/^\/lookbook(-for-him)?\/[a-z-]+\/$/);
  });

  it('follows the storefront language, with each language’s own delivery page', async () => {
    const fr = await getProductContent('fr-fr', '100011.001', 'clothing');
    expect(fr.sizeTable?.title).toBe('Guide des tailles vêtements');
    expect(fr.deliveryReturnsHref).toBe('/livraison-et-retours/');
    expect(fr.usps[0]?.label).toBe('Livraison gratuite dès 50 €');
    const de = await getProductContent('de-de', '100011.001', 'shoes-men');
    expect(de.deliveryReturnsHref).toBe('/versand-und-rueckgabe/');
    expect(de.sizeTable?.rows[0]?.eu).toBe('40');
  });

  it('has no size table without an id or for an unknown one, and no looks for a SKU in none', async () => {
    const none = await getProductContent('nl-be', '999999.999', null);
    expect(none.sizeTable).toBeNull();
    expect(none.lookbooks).toEqual([]);
    expect((await getProductContent('nl-be', '999999.999', 'hats')).sizeTable).toBeNull();
  });

  it('has the three size tables in every language of the repository, each with rows in the first slice', () => {
    const dir = path.resolve(import.meta.dirname, '../../content/documents/size_table');
    const files = readdirSync(dir);
    for (const uid of ['shoes-women', 'shoes-men', 'clothing'])
      for (const lang of PRISMIC_LANGS) {
        const doc = JSON.parse(readFileSync(path.join(dir, `${uid}.${lang}.json`), 'utf8'));
        expect(doc.data.slices[0].items.length, `${uid}.${lang}`).toBeGreaterThan(3);
      }
    expect(files).toHaveLength(3 * PRISMIC_LANGS.length);
  });
});
