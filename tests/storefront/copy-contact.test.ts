import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createFormatter, createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { STORE_CODES, STOREFRONTS, storeFromSegment, type StoreCode } from '@/lib/stores';

/**
 * Customer service contact per storefront (spec §1 copy facts, §2 Layouts 'Checkout' footer and
 * 'Footer'): each storefront shows its own phone number and email, never the Dutch ones elsewhere.
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
vi.mock('@/lib/storefront', () => ({
  storefrontFromParams: async (params: Promise<{ storefront: string }>) =>
    STOREFRONTS[storeFromSegment((await params).storefront)!],
}));
vi.mock('@/components/header/MiniCart', () => ({ MiniCart: () => null }));
// The layout content comes from the embedded content API, read outside Next's cache.
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => undefined }));
// The steps' providers (Apollo, client messages) need Next's runtime; the footer does not.
vi.mock('@/lib/apollo/ApolloProvider', () => ({ ApolloProvider: ({ children }: { children: ReactNode }) => children }));
vi.mock('@/lib/i18n/ClientMessages', () => ({
  CHECKOUT_CLIENT_NAMESPACES: [],
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) =>
    createElement('a', { href, ...rest }, children),
}));

// The footer's payment logos follow the storefront's methods (a commerce read): every kind here.
vi.mock('@/lib/commerce/queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getStorePaymentMethods: async () =>
    ['ideal', 'bancontact', 'creditcard', 'paypal', 'klarna'].map((method) => ({ customFields: { method } })),
}));

const { StateProvider } = await import('@/lib/state/StateProvider');
const { Footer } = await import('@/components/layout/Footer');
const { default: CheckoutLayout } = await import('@/app/[storefront]/checkout/layout');

/** Renders server markup, nested async server components included (react-dom/static waits for them). */
async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

async function footerHtml(code: StoreCode): Promise<string> {
  return html(createElement(StateProvider, null, await Footer({ storefront: STOREFRONTS[code] })));
}

async function checkoutFooterHtml(code: StoreCode): Promise<string> {
  const page = await CheckoutLayout({ children: null, params: Promise.resolve({ storefront: code.toLowerCase() }) });
  const markup = await html(page);
  return markup.slice(markup.indexOf('<footer'));
}

/** The calling code of each storefront's country. */
const CALLING_CODE: Record<string, string> = {
  NL: '+31',
  GB: '+44',
  BE: '+32',
  DE: '+49',
  AT: '+43',
  FR: '+33',
  LU: '+352',
};
const PREFIX = Object.fromEntries(
  STORE_CODES.map((code) => [code, CALLING_CODE[STOREFRONTS[code].countryCode]!]),
) as Record<StoreCode, string>;

/** The phone numbers shown as `tel:` links in some markup, as displayed. */
function phonesIn(markup: string): string[] {
  return [...markup.matchAll(/<a href="tel:(\+\d+)">([^<]+)<\/a>/g)].map(([, , shown]) => shown!);
}

describe.each(STORE_CODES)('%s customer service contact', (code) => {
  beforeEach(() => {
    request.store = code;
  });

  for (const [where, footer] of [
    ['checkout footer', checkoutFooterHtml],
    ['main footer', footerHtml],
  ] as const) {
    it(`shows the storefront's own ${PREFIX[code]} phone number and its email in the ${where}`, async () => {
      const markup = await footer(code);
      const phones = phonesIn(markup);
      expect(phones).toHaveLength(1);
      expect(phones[0]!.startsWith(`${PREFIX[code]} `), `${phones[0]} on ${code}`).toBe(true);
      // The link dials what it shows.
      expect(markup).toContain(`href="tel:${phones[0]!.replace(/ /g, '')}"`);
      const { phone, email } = STOREFRONTS[code].contact;
      expect(phones[0]).toBe(phone);
      expect(markup).toContain(`href="mailto:${email}">${email}</a>`);
    });
  }

  it('keeps the checkout help text in the storefront language', async () => {
    const language = STOREFRONTS[code].language as keyof typeof MESSAGES;
    expect(await checkoutFooterHtml(code)).toContain(MESSAGES[language].checkout.helpText.replace(/'/g, '&#x27;'));
  });
});

describe.each(STORE_CODES)('%s footer content (spec §2 Footer)', (code) => {
  beforeEach(() => {
    request.store = code;
  });

  it('shows the layout documents: menus, legal links with the accessibility button, socials, reviews, payment icons', async () => {
    const markup = await footerHtml(code);
    const language = STOREFRONTS[code].language as keyof typeof MESSAGES;
    const t = MESSAGES[language].footer;
    // Three link menus plus the jobs block, service, socials and reviews headings.
    expect(markup.match(/<nav aria-labelledby="footer-menu-\d"/g)).toHaveLength(3);
    expect(markup).toContain(`aria-label="${t.paymentMethods}"`);
    expect(markup).toContain(t.socialsTitle);
    expect(markup).toMatch(
      /<a href="https:\/\/[^"]+" [^>]*aria-label="Stride &amp; Style [^"]+ Instagram"[^>]*rel="noopener noreferrer"/,
    );
    expect(markup).toContain('src="/media/brand/visa.svg" alt="Visa"');
    // Trusted shop and the Impressum on the storefronts of the German documents (DE, AT, LUDE), the
    // reviews score elsewhere.
    const german = STOREFRONTS[code].prismicLang === 'de-de';
    expect(markup.includes(t.trustedShopsTitle)).toBe(german);
    expect(markup.includes(t.reviewsTitle)).toBe(!german);
    expect(markup.includes('href="/impressum/"')).toBe(german);
    expect(markup).toMatch(/<a href="\/[a-z-]+\/" class="[^"]*accessibility[^"]*">/);
    // The club's points follow the storefront's currency; its vouchers are euros, spent in euro shops.
    expect(markup).toContain(STOREFRONTS[code].currency === 'GBP' ? '1 point per pound spent' : '10');
    expect(markup.includes('euro web shops')).toBe(STOREFRONTS[code].currency === 'GBP');
  });
});
