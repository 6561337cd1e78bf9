import * as prismic from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { createPrismicClient } from '@/lib/prismic/client';
import { toCheckoutLayout, toLayout } from '@/lib/prismic/layout-content';
import { isBannerActive, MAX_PROMO_BANNERS } from '@/lib/promo-banner';
import { PRISMIC_LANG_BY_STORE } from '@/lib/prismic/lang';
import type { AllDocumentTypes } from '@/lib/prismic/types';

/** The layout documents of one language from the embedded content API, as the layout query reads them. */
async function layoutDocuments(lang: string): Promise<AllDocumentTypes[]> {
  const client = createPrismicClient();
  const types = [
    'promo_banner',
    'usps',
    'link_list',
    'footer_navigation',
    'socials',
    'icons',
    'jobs_block',
    'reviews_stats',
  ];
  return client.dangerouslyGetAll({ filters: [prismic.filter.any('document.type', types)], lang });
}

describe('layout content (spec §7 Layout content)', () => {
  it.each(Object.entries(PRISMIC_LANG_BY_STORE))('%s has every part of the default layout', async (code, lang) => {
    const layout = toLayout(await layoutDocuments(lang), 0);
    expect(layout.headerUsps.length).toBeGreaterThanOrEqual(3);
    expect(layout.headerLinks.length).toBeGreaterThan(0);
    expect(layout.footerMenus.length).toBeGreaterThanOrEqual(3);
    expect(layout.legalLinks.length).toBeGreaterThanOrEqual(3);
    expect(layout.accessibility?.href).toMatch(/^\/[a-z-]+\/$/);
    expect(layout.socials.length).toBeGreaterThan(0);
    expect(layout.paymentIcons.length).toBeGreaterThan(0);
    expect(layout.jobs?.button?.href).toMatch(/^\//);
    expect(layout.promoBanners.length).toBeLessThanOrEqual(MAX_PROMO_BANNERS);
    // Reviews score on NL, BE, FR and EN; the trusted-shop badge on DE (spec §2 'Footer') and on the
    // storefronts that read the German documents (Austria, Luxembourg in German).
    const german = lang === 'de-de';
    expect(german).toBe(['DE', 'AT', 'LUDE'].includes(code));
    expect(layout.reviews?.provider).toBe(german ? 'trusted_shops' : 'reviews');
    // The Impressum only in German.
    expect(layout.legalLinks.some((link) => link.href === '/impressum/')).toBe(german);
  });

  it('reads the checkout documents: checkout-header and cart usps, payment-methods icons', async () => {
    const checkout = toCheckoutLayout(await layoutDocuments('de-de'));
    expect(checkout.checkoutUsps.map((usp) => usp.label)).toContain('Sicher bezahlen');
    expect(checkout.cartUsps.length).toBeGreaterThan(0);
    expect(checkout.paymentIcons.map((icon) => icon.icon)).toContain('paypal');
  });

  it('drops incomplete entries and keeps at most four banners', () => {
    const banner = (text: string | null) => ({
      text,
      link: { link_type: 'Any' },
      action_from: null,
      action_to: null,
      color: null,
      background_color: null,
    });
    const documents = [
      {
        type: 'promo_banner',
        uid: 'promo-banner',
        data: { banners: [banner(null), ...['a', 'b', 'c', 'd', 'e'].map(banner)] },
      },
      {
        type: 'link_list',
        uid: 'legal-links',
        data: {
          links: [
            { label: 'Privacy', link: { link_type: 'Web', url: '/privacy-policy/' } },
            { label: 'No link', link: { link_type: 'Any' } },
            { label: null, link: { link_type: 'Web', url: '/x/' } },
          ],
          accessibility_label: null,
          accessibility_link: { link_type: 'Web', url: '/toegankelijkheid/' },
        },
      },
    ] as unknown as AllDocumentTypes[];
    const layout = toLayout(documents, 0);
    expect(layout.promoBanners.map((b) => b.text)).toEqual(['a', 'b', 'c', 'd']);
    expect(layout.legalLinks).toEqual([{ label: 'Privacy', href: '/privacy-policy/' }]);
    expect(layout.accessibility).toBeNull();
    expect(layout.jobs).toBeNull();
    expect(layout.footerMenus).toEqual([]);
  });
});

describe('promo banner window (spec §4 Promo banner)', () => {
  const from = Date.UTC(2026, 10, 1);
  const until = Date.UTC(2026, 11, 1);
  it('shows a banner only between action_from and action_to', () => {
    expect(isBannerActive({ from, until }, from - 1)).toBe(false);
    expect(isBannerActive({ from, until }, from)).toBe(true);
    expect(isBannerActive({ from, until }, until - 1)).toBe(true);
    expect(isBannerActive({ from, until }, until)).toBe(false);
  });
  it('treats an empty date as open-ended', () => {
    expect(isBannerActive({ from: null, until: null }, 0)).toBe(true);
    expect(isBannerActive({ from: null, until }, until + 1)).toBe(false);
    expect(isBannerActive({ from, until: null }, from + 1)).toBe(true);
  });
});
