import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createFormatter, createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { getServicePageHrefs } from '@/lib/prismic/translated-page';
import { PRISMIC_LANGS } from '@/lib/prismic/lang';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

/**
 * The footer's one note on what every list price includes (Germany's PAngV § 6, `PriceNote`): on
 * the German storefronts whose cards mark their prices, the asterisked shipping note with the link
 * to the storefront's own shipping page (read from the content, by translation); elsewhere 'incl. VAT'.
 */

const MESSAGES = { nl, fr, de, en } as const;
const request = vi.hoisted(() => ({ store: 'NL' as string }));

vi.mock('next-intl/server', () => ({
  getFormatter: async () => createFormatter({ locale: STOREFRONTS[request.store as StoreCode].locale }),
  getTranslations: async (namespace: string) => {
    const store = STOREFRONTS[request.store as StoreCode];
    return createTranslator({
      locale: store.locale,
      messages: MESSAGES[store.language as keyof typeof MESSAGES],
      namespace: namespace as 'footer',
    });
  },
}));
// The content comes from the embedded content API, read outside Next's cache.
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined }));
vi.mock('next/link', () => ({
  default: (props: { href: string; children: ReactNode; prefetch?: unknown }) => {
    const { href, children, ...rest } = props;
    delete rest.prefetch;
    return createElement('a', { href, ...rest }, children);
  },
}));
vi.mock('@/lib/commerce/queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getStorePaymentMethods: async () => [],
}));

const { StateProvider } = await import('@/lib/state/StateProvider');
const { Footer } = await import('@/components/layout/Footer');

/** The footer's server markup for a storefront. */
async function footerHtml(code: StoreCode): Promise<string> {
  request.store = code;
  const { prelude } = await prerender(
    createElement(StateProvider, null, await Footer({ storefront: STOREFRONTS[code] })),
  );
  return new Response(prelude).text();
}

/** The note's paragraph in the markup. */
function noteIn(markup: string): string {
  return /<p[^>]*data-testid="price-note-list"[^>]*>.*?<\/p>/.exec(markup)?.[0] ?? '';
}

describe('service pages by translation', () => {
  it.each(PRISMIC_LANGS)('finds the shipping page and the terms in %s', async (lang) => {
    const pages = await getServicePageHrefs(lang);
    expect(pages.deliveryReturns).toMatch(/^\/[a-z-]+\/$/);
    expect(pages.terms).toMatch(/^\/[a-z-]+\/$/);
  });

  it('has each language’s own uid', async () => {
    expect(await getServicePageHrefs('de-de')).toEqual({ deliveryReturns: '/versand-und-rueckgabe/', terms: '/agb/' });
    expect(await getServicePageHrefs('fr-be')).toEqual({
      deliveryReturns: '/livraison-et-retours/',
      terms: '/conditions-generales/',
    });
    expect(await getServicePageHrefs('xx-xx')).toEqual({ deliveryReturns: null, terms: null });
  });
});

describe.each(STORE_CODES)('%s footer price note', (code) => {
  beforeEach(() => {
    request.store = code;
  });

  it('says what every price includes, with the shipping link where the cards are marked', async () => {
    const note = noteIn(await footerHtml(code));
    expect(note).not.toBe('');
    if (code === 'DE' || code === 'AT') {
      expect(note).toContain('Alle Preise inkl. MwSt., zzgl. <a href="/versand-und-rueckgabe/">Versandkosten</a>');
      expect(note).toContain('<span aria-hidden="true">* </span>');
    } else {
      expect(note).not.toContain('<a ');
      expect(note).not.toContain('*');
      expect(note).toContain(MESSAGES[STOREFRONTS[code].language].priceNote.listVat.replace(/'/g, '&#x27;'));
    }
  });
});
