// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartTotals } from '@/components/cart/CartTotals';
import { CartView } from '@/components/cart/CartView';
import { OrderSummary } from '@/components/checkout/OrderSummary';
import { OrderDetail } from '@/components/customer/OrderDetail';
import { LinePrice } from '@/components/cart/LinePrice';
import { Price } from '@/components/product/Price';
import { ProductCard } from '@/components/product/ProductCard';
import type { CartData, CartItemData } from '@/graphql/fragments';
import { belgianDate, showsRoundPrice } from '@/lib/pricing/belgium';
import { isReduced, roundToCents, sumInCents } from '@/lib/pricing/cents';
import { hidesDiscountLabelsToday } from '@/lib/pricing/sale-period';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { cart, cartLine, product, variant } from '../support/cart-fixture';
import { orderFixture } from '../customer/order-fixture';
import { renderIsland } from '../support/render';

/**
 * Belgium's sale period (spec §9 'Belgium'): with `BELGIUM_SALE_PERIOD_RULES=on`, in January and July
 * the discount labels are hidden on the PDP, the cards and the cart, and the cart shows a plain
 * subtotal; outside the period, or with the rule off, everything shows. Prerendered pages decide
 * through a cache function, never a clock read of their own; amounts are compared in whole cents.
 */

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
// The checkout's order summary is a server component: its translations in Belgian Dutch.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = (await import('@/messages/nl.json')).default;
  return {
    getTranslations: async (namespace: string) => createTranslator({ locale: 'nl-BE', messages, namespace } as never),
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The rule switched on and the clock at `iso` (a moment, UTC). */
function at(iso: string, rule: 'on' | 'off' = 'on') {
  vi.stubEnv('BELGIUM_SALE_PERIOD_RULES', rule);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** Renders `ui` in a Belgian storefront's language (fr-BE by default, or nl-BE). */
function renderBelgian(ui: React.ReactElement, locale: 'fr-BE' | 'nl-BE' = 'fr-BE') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fr-BE' ? fr : nl} timeZone="Europe/Brussels">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('the sale period, decided without a clock read in the page', () => {
  it('hides discount labels in Belgium in January and July with the rule on', async () => {
    at('2027-01-10T12:00:00Z');
    expect(await hidesDiscountLabelsToday('BE')).toBe(true);
    expect(await hidesDiscountLabelsToday('NL')).toBe(false);
    at('2027-07-31T12:00:00Z');
    expect(await hidesDiscountLabelsToday('BE')).toBe(true);
  });

  it('shows them outside the periods, and always with the rule off (as the spec ships it)', async () => {
    at('2027-02-10T12:00:00Z');
    expect(await hidesDiscountLabelsToday('BE')).toBe(false);
    at('2027-01-10T12:00:00Z', 'off');
    expect(await hidesDiscountLabelsToday('BE')).toBe(false);
  });

  it('starts and ends a period at midnight in Belgium, not in UTC', async () => {
    // 1 July 00:30 in Brussels (summer time) is still 30 June in UTC.
    expect(belgianDate(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    at('2027-06-30T22:30:00Z');
    expect(await hidesDiscountLabelsToday('BE')).toBe(true);
    // 1 February 00:30 in Brussels (winter time) is 31 January 23:30 in UTC.
    at('2027-01-31T23:30:00Z');
    expect(await hidesDiscountLabelsToday('BE')).toBe(false);
  });
});

describe('sale amounts in whole cents (rounded to 2 decimals)', () => {
  it('compares, rounds and sums in cents', () => {
    expect(4.35 * 100).not.toBe(435);
    expect(isReduced(4.35 * 100, 435)).toBe(false);
    expect(isReduced(59.95, 79.95)).toBe(true);
    expect(isReduced(59.95, null)).toBe(false);
    expect(roundToCents(4.35 * 100)).toBe(435);
    expect(sumInCents([0.1, 0.2])).toBe(0.3);
    expect(sumInCents([189.9, -10])).toBe(179.9);
  });

  it('shows a whole number of euros round in Belgium even after float arithmetic', () => {
    expect(showsRoundPrice(4.35 * 100, 'fr-BE')).toBe(true);
    renderBelgian(<LinePrice price={4.35 * 100} regularPrice={435} locale="fr-BE" />);
    // No 'discount' of a fraction of a cent: one price, round.
    expect(document.body).toHaveTextContent(/^435\s€$/);
    expect(document.querySelector('s')).toBeNull();
  });
});

describe('the PDP and the cards in the sale period', () => {
  it('shows the price paid without the struck-through regular price when hidden', () => {
    const { unmount } = renderBelgian(<Price price={59.95} regularPrice={79.95} locale="fr-BE" testId="p" />);
    expect(screen.getByTestId('p').querySelector('s')).toHaveTextContent('79,95');
    unmount();
    renderBelgian(<Price price={59.95} regularPrice={79.95} locale="fr-BE" testId="p" hideDiscount />);
    expect(screen.getByTestId('p')).toHaveTextContent(/^59,95\s€$/);
    expect(screen.getByTestId('p').querySelector('s')).toBeNull();
  });

  it('hides a card’s sale label and struck-through price as the page decided', () => {
    const onSale = product([variant('v38', '38', 2)], {
      price: 59.95,
      regular_price: 79.95,
      isSale: true,
      discount: 25,
      sale_label: null,
    });
    const shown = renderIsland(<ProductCard product={onSale} locale="fr-BE" hideDiscounts={false} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByTestId('card-price').querySelector('s')).not.toBeNull();
    shown.unmount();
    renderIsland(<ProductCard product={onSale} locale="fr-BE" hideDiscounts />);
    expect(screen.queryByText('-25%')).toBeNull();
    expect(screen.getByTestId('card-price').querySelector('s')).toBeNull();
  });
});

/** A voucher's promotion line (negative, as commerce answers it). */
function voucherLine(amount: number): CartItemData {
  const line = cartLine({ id: 'voucher', label: 'Club voucher', unitPrice: amount });
  return { ...line, type: 'promotion', referencedId: '123456789', product: null, image: null, url: null };
}

/** A cart with a sale line and a € 10 voucher, totals as the back end computes them. */
function cartWithVoucher(): CartData {
  const sale = cartLine({ id: 'a', label: 'Roel sneaker', unitPrice: 59.95, regularPrice: 79.95, size: '43' });
  const full = cartLine({ id: 'b', label: 'Odile pump', unitPrice: 129.95, size: '38' });
  const base = cart([sale, full]);
  return {
    ...base,
    items: [sale, full, voucherLine(-10)],
    price: { ...base.price, positionPrice: 189.9, totalPrice: 189.9 - 10 + 4.95 },
  };
}

describe('the cart in the sale period', () => {
  it('outside it: struck-through regular prices and the voucher as a discount line', () => {
    renderIsland(<CartView initialCart={cartWithVoucher()} locale="nl-BE" />);
    expect(screen.getAllByTestId('cart-line')[0]!.querySelector('s')).toHaveTextContent('79,95');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('189,90');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('10');
  });

  it('in it: no struck-through price and a plain subtotal that, with shipping, is the total', () => {
    renderIsland(<CartView initialCart={cartWithVoucher()} locale="nl-BE" hideDiscounts />);
    for (const line of screen.getAllByTestId('cart-line')) expect(line.querySelector('s')).toBeNull();
    expect(screen.getAllByTestId('cart-line')[0]).toHaveTextContent(/59,95/);
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(/^€\s179,90$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^€\s184,85$/);
  });

  it('sums the plain subtotal in cents', () => {
    const tiny = cart([
      cartLine({ id: 'a', label: 'Socks', unitPrice: 0.1 }),
      cartLine({ id: 'b', label: 'Lace', unitPrice: 0.2 }),
    ]);
    renderIsland(
      <CartTotals cart={{ ...tiny, items: [...tiny.items, voucherLine(-0.3)] }} locale="en-GB" plainSubtotal />,
    );
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent(/^£0\.00$/);
  });
});

describe("the checkout's order summary in the sale period", () => {
  it('shows the struck-through prices outside it, and none with a plain subtotal in it', async () => {
    at('2027-02-10T12:00:00Z');
    const { unmount } = renderBelgian(await OrderSummary({ cart: cartWithVoucher(), locale: 'nl-BE' }), 'nl-BE');
    expect(document.querySelector('aside s')).not.toBeNull();
    expect(screen.getByTestId('cart-discount')).toBeInTheDocument();
    unmount();
    at('2027-01-10T12:00:00Z');
    renderBelgian(await OrderSummary({ cart: cartWithVoucher(), locale: 'nl-BE' }), 'nl-BE');
    expect(document.querySelector('aside s')).toBeNull();
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });
});

describe("the customer's order page in the sale period", () => {
  it('strikes through the regular price of a line bought on sale, unless the page hides discounts', () => {
    // The fixture's line was bought at 89,95 instead of 119,95.
    const { unmount } = renderBelgian(<OrderDetail order={orderFixture()} locale="fr-BE" />);
    expect(screen.getByText(/119,95/).tagName).toBe('S');
    unmount();
    renderBelgian(<OrderDetail order={orderFixture()} locale="fr-BE" hideDiscounts />);
    expect(screen.queryByText(/119,95/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getAllByText(/89,95/).length).toBeGreaterThan(0);
  });
});
