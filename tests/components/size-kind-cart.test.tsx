// @vitest-environment jsdom
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartPopup } from '@/components/cart/AddToCartPopup';
import { CartView } from '@/components/cart/CartView';
import type { CartItemData } from '@/graphql/fragments';
import { createCommerceCache } from '@/lib/apollo/cache';
import type { AddedToCartPayload } from '@/lib/cart/use-add-to-cart';
import { StateProvider, useUiStore } from '@/lib/state/StateProvider';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { cart, cartLine, product, variant } from '../support/cart-fixture';
import { setTestBrowserClient } from '../support/browser-apollo-mock';
import '../support/render';

/**
 * French names a shoe size 'pointure' and a clothing size 'taille' (`lib/product/size-kind.ts`): the
 * cart's lines and the add-to-cart popup say so; the other languages keep their one word. In Germany
 * and Austria the popup's upsell prices carry the asterisk of the footer's price note (PAngV).
 */

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const MESSAGES = { fr, en, nl, de } as const;

/** Renders an island in `language` with the Apollo client and the stores, as the storefront does. */
function renderIn(language: keyof typeof MESSAGES, ui: React.ReactElement) {
  const client = new ApolloClient({ cache: createCommerceCache(), link: new MockLink([]) });
  setTestBrowserClient(client);
  return render(
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Europe/Amsterdam">
      <ApolloProvider client={client}>
        <StateProvider>{ui}</StateProvider>
      </ApolloProvider>
    </NextIntlClientProvider>,
  );
}

/** A cart line of a product whose size table is `sizeTableId` (`shoes-women`, `clothing`). */
function lineOf(id: string, size: string, sizeTableId: string | null): CartItemData {
  const line = cartLine({ id, label: id, size });
  return { ...line, product: { ...line.product!, sizeTableId } } as CartItemData;
}

const lines = [lineOf('pump', '38', 'shoes-women'), lineOf('coat', 'M', 'clothing'), lineOf('boot', '43', 'shoes-men')];

describe('the size of a cart line by what it measures', () => {
  it.each([
    ['fr', 'fr-BE', ['Pointure : 38', 'Taille : M', 'Pointure : 43']],
    ['nl', 'nl-BE', ['Maat: 38', 'Maat: M', 'Maat: 43']],
    ['de', 'de-DE', ['Größe: 38', 'Größe: M', 'Größe: 43']],
    ['en', 'en-GB', ['Size: 38', 'Size: M', 'Size: 43']],
  ] as const)('in %s', (language, locale, expected) => {
    renderIn(language, <CartView initialCart={cart(lines)} locale={locale} />);
    const sizes = screen.getAllByTestId('cart-line-size').map((size) => size.textContent?.replace(/\u00a0/g, ' '));
    expect(sizes).toEqual(expected);
  });

  it('says taille when the cart does not tell the size table', () => {
    renderIn('fr', <CartView initialCart={cart([cartLine({ id: 'x', label: 'x', size: '40' })])} locale="fr-FR" />);
    expect(screen.getByTestId('cart-line-size').textContent?.replace(/\u00a0/g, ' ')).toBe('Taille : 40');
  });
});

/** Opens the popup as an add does, with `payload`. */
function Opener({ payload }: { payload: AddedToCartPayload }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button type="button" onClick={() => openModal({ id: 'addedToCart', payload })}>
      open
    </button>
  );
}

function payloadOf(overrides: Partial<AddedToCartPayload>): AddedToCartPayload {
  return { name: 'Rivoli Odile pump', image: '/odile.webp', size: '38', sizeKind: 'shoes', upsell: [], ...overrides };
}

describe('the add-to-cart popup', () => {
  it.each([
    ['fr', 'shoes', 'pointure 38'],
    ['fr', 'clothing', 'taille 38'],
    ['nl', 'shoes', 'maat 38'],
    ['de', 'shoes', 'Größe 38'],
  ] as const)('names the added size in %s (%s)', (language, sizeKind, expected) => {
    renderIn(
      language,
      <>
        <Opener payload={payloadOf({ sizeKind })} />
        <AddToCartPopup locale="fr-FR" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByRole('dialog')).toHaveTextContent(expected);
  });

  const care = product([variant('c1', 'One size', 5)], {
    id: 'care',
    sku: '200001.001',
    name: 'Care spray',
    price: 12.95,
    regular_price: 12.95,
    isOneSize: true,
  });

  it('marks the upsell prices with the price note’s asterisk in Germany and Austria only', () => {
    for (const [language, locale, marked] of [
      ['de', 'de-DE', true],
      ['de', 'de-AT', true],
      ['de', 'de-LU', false],
      ['nl', 'nl-NL', false],
      ['fr', 'fr-BE', false],
    ] as const) {
      const view = renderIn(
        language,
        <>
          <Opener payload={payloadOf({ upsell: [care] })} />
          <AddToCartPopup locale={locale} priceNote={<p data-testid="note">* Alle Preise inkl. MwSt.</p>} />
        </>,
      );
      act(() => screen.getByRole('button', { name: 'open' }).click());
      // The note the server renders for the storefront (OverlayPriceNote) sits below the upsell, in the dialog.
      expect(within(screen.getByRole('region', { name: /./ })).getByTestId('note')).toBeInTheDocument();
      const price = within(screen.getByRole('dialog')).getByTestId('upsell-price');
      expect(price).toHaveTextContent(/12,95/);
      if (marked) expect(within(price).getByTestId('price-footnote')).toHaveAttribute('aria-hidden', 'true');
      else expect(price).not.toHaveTextContent('*');
      view.unmount();
    }
  });

  it('closes when the price note’s link is followed in this tab, not for another tab', () => {
    const note = (
      <p>
        * Alle Preise inkl. MwSt., zzgl. <a href="https://shop.example/versand/">Versandkosten</a>{' '}
        <a href="https://shop.example/agb/" target="_blank" rel="noreferrer">
          AGB
        </a>
      </p>
    );
    renderIn(
      'de',
      <>
        <Opener payload={payloadOf({ upsell: [care] })} />
        <AddToCartPopup locale="de-DE" priceNote={note} />
      </>,
    );
    // A followed link's navigation is not under test.
    document.addEventListener('click', (event) => event.preventDefault(), { once: false });
    act(() => screen.getByRole('button', { name: 'open' }).click());
    const dialog = () => document.querySelector('dialog')!;
    fireEvent.click(screen.getByText('AGB'));
    fireEvent.click(screen.getByText('Versandkosten'), { ctrlKey: true });
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByText('Versandkosten'));
    expect(dialog().open).toBe(false);
  });
});
