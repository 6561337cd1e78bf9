// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { Price } from '@/components/product/Price';
import { PriceNote } from '@/components/product/PriceNote';
import { OverlayPriceNote } from '@/components/product/OverlayPriceNote';
import { ProductCard } from '@/components/product/ProductCard';
import { PRICE_NOTES, priceNoteOfLocale } from '@/lib/pricing/price-note';
import { STORE_CODES, STOREFRONTS } from '@/lib/stores';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { product, variant } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

/**
 * What the prices include (Germany's PAngV § 6): on the German storefront the product page says
 * 'inkl. MwSt., zzgl. Versandkosten' with the link to the shipping page, and a list's prices carry
 * the asterisk of the one note in the footer; elsewhere a plain 'incl. VAT' and no asterisk.
 */

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
// Next's link drops the trailing slash outside the app's `trailingSlash: true`: the href as the app renders it.
vi.mock('next/link', () => ({
  default: (props: { href: string; children: ReactNode; prefetch?: unknown }) => {
    const { href, children, ...rest } = props;
    delete rest.prefetch;
    return createElement('a', { href, ...rest }, children);
  },
}));

vi.mock('@/lib/prismic/translated-page', () => ({
  getServicePageHrefs: async () => ({ deliveryReturns: '/versand-und-rueckgabe/' }),
}));

const MESSAGES = { nl, fr, de, en } as const;
const request = vi.hoisted(() => ({ locale: 'de-DE' }));

/** The language of the storefront whose locale is `locale`. */
const languageOf = (locale: string) => Object.values(STOREFRONTS).find((entry) => entry.locale === locale)!.language;

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: request.locale,
      messages: MESSAGES[languageOf(request.locale)],
      namespace: namespace as 'priceNote',
    }),
}));

/** Renders the (server) price note as the storefront of `props.locale` does. */
async function renderNote(props: React.ComponentProps<typeof PriceNote>) {
  request.locale = props.locale;
  return render(await PriceNote(props));
}

/** Renders `ui` in the language of the storefront whose locale is `locale`. */
function renderIn(locale: string, ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[languageOf(locale)]} timeZone="Europe/Amsterdam">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('price note per storefront', () => {
  it('is the shipping note in Germany and Austria and the VAT note elsewhere, for every storefront', () => {
    expect(Object.keys(PRICE_NOTES).sort()).toEqual([...STORE_CODES].sort());
    expect(STORE_CODES.filter((code) => PRICE_NOTES[code] === 'vat-and-shipping')).toEqual(['DE', 'AT']);
    expect(priceNoteOfLocale('de-DE')).toBe('vat-and-shipping');
    expect(priceNoteOfLocale('de-LU')).toBe('vat');
    expect(priceNoteOfLocale('xx-XX')).toBe('vat');
  });

  it('says "inkl. MwSt., zzgl. Versandkosten" beside the German product page price, linking the shipping costs', async () => {
    await renderNote({ locale: 'de-DE', shippingHref: '/versand-und-rueckgabe/', scope: 'price' });
    const note = screen.getByTestId('price-note-price');
    expect(note).toHaveTextContent(/^inkl\. MwSt\., zzgl\. Versandkosten$/);
    expect(within(note).getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
      'href',
      '/versand-und-rueckgabe/',
    );
  });

  it('keeps the German note as text when the storefront has no shipping page', async () => {
    await renderNote({ locale: 'de-DE', shippingHref: null, scope: 'price' });
    expect(screen.getByTestId('price-note-price')).toHaveTextContent('inkl. MwSt., zzgl. Versandkosten');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the one asterisked list note, with the link, where Germany’s cards refer to it', async () => {
    await renderNote({ locale: 'de-DE', shippingHref: '/versand-und-rueckgabe/', scope: 'list' });
    const note = screen.getByTestId('price-note-list');
    expect(note).toHaveTextContent(/^\* Alle Preise inkl\. MwSt\., zzgl\. Versandkosten$/);
    expect(within(note).getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
      'href',
      '/versand-und-rueckgabe/',
    );
  });

  it.each([
    ['nl-NL', 'Inclusief btw', 'Alle prijzen zijn inclusief btw.'],
    ['nl-BE', 'Inclusief btw', 'Alle prijzen zijn inclusief btw.'],
    ['fr-FR', 'TVA incluse', 'Tous les prix s’entendent TVA incluse.'],
    ['fr-BE', 'TVA incluse', 'Tous les prix s’entendent TVA incluse.'],
    ['en-GB', 'Including VAT', 'All prices include VAT.'],
    ['de-LU', 'Inkl. MwSt.', 'Alle Preise inkl. MwSt.'],
  ])('says only what %s prices include, with no shipping link', async (locale, price, list) => {
    await renderNote({ locale, shippingHref: '/shipping/', scope: 'price' });
    await renderNote({ locale, shippingHref: '/shipping/', scope: 'list' });
    expect(screen.getByTestId('price-note-price')).toHaveTextContent(new RegExp(`^${price}$`));
    expect(screen.getByTestId('price-note-list')).toHaveTextContent(new RegExp(`^${list}$`));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks a German card’s price with the asterisk (hidden from screen readers), not a Dutch or French one', () => {
    const shoe = product([variant('v38', '38', 2)]);
    const { unmount } = renderIsland(<ProductCard product={shoe} locale="de-DE" />);
    const price = screen.getByTestId('card-price');
    expect(price).toHaveTextContent(/^89,95\s€\*$/);
    expect(within(price).getByTestId('price-footnote')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    for (const locale of ['nl-NL', 'fr-FR', 'en-GB', 'de-LU']) {
      const view = renderIsland(<ProductCard product={shoe} locale={locale} />);
      expect(screen.getByTestId('card-price')).not.toHaveTextContent('*');
      view.unmount();
    }
  });

  it('leaves the asterisk off a German price that has the full note beside it (the product page)', () => {
    renderIn('de-DE', <Price price={89.95} regularPrice={89.95} locale="de-DE" testId="p" footnote={false} />);
    expect(screen.getByTestId('p')).not.toHaveTextContent('*');
  });

  it.each(['DE', 'AT'] as const)(
    'gives the %s dialogs that cover the footer (popup, search) the asterisked note themselves',
    async (code) => {
      const storefront = STOREFRONTS[code];
      request.locale = storefront.locale;
      // The note's element is the (async) PriceNote: render what it renders.
      const element = (await OverlayPriceNote({ storefront }))!;
      render(await PriceNote(element.props));
      const note = screen.getByTestId('overlay-price-note');
      expect(note).toHaveTextContent('* Alle Preise inkl. MwSt., zzgl. Versandkosten');
      expect(within(note).getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
        'href',
        '/versand-und-rueckgabe/',
      );
    },
  );

  it.each(['NL', 'BEFR', 'FR', 'LUDE'] as const)(
    'gives the %s dialogs no note: their prices carry no asterisk',
    async (code) => {
      expect(await OverlayPriceNote({ storefront: STOREFRONTS[code] })).toBeNull();
    },
  );
});
