// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/product/ProductCard';
import { WishlistController } from '@/components/wishlist/WishlistController';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { LOCAL_LISTS_STORAGE_KEY, LOCAL_LISTS_VERSION } from '@/lib/state/local-lists';
import { COOKIES } from '@/lib/stores';
import en from '@/messages/en.json';
import { product } from '../support/cart-fixture';
import { renderIsland } from '../support/render';
import { accountAnswer, addAnswer, deleteAnswer, heartProduct } from './wishlist-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const COPY = en.wishlist;
const PUMP = product([], { id: '11', sku: '100001.001' });

/** A card and the page's controller, as every page has it. */
function renderCard(mocks: Parameters<typeof renderIsland>[1] = {}) {
  return renderIsland(
    <>
      <ProductCard product={PUMP} locale="en-GB" />
      <WishlistController copy={COPY} />
    </>,
    mocks,
  );
}

const heart = () => screen.getByRole('button', { name: 'Add to wishlist' });

/** The controller's work loads after mount (`import()`): lets it arrive and start. */
async function controllerStarted() {
  await act(async () => {
    await import('@/lib/wishlist/hearts');
  });
}

// The lazily loaded modules, compiled once up front so that no test waits for the compiler.
beforeAll(async () => {
  await Promise.all([
    import('@/lib/wishlist/hearts'),
    import('@/lib/wishlist/toggle'),
    import('@/lib/wishlist/account-session'),
  ]);
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.dataLayer;
  Cookies.remove(COOKIES.customerHint);
});

describe('product wishlist heart (spec §2 Wishlist heart toggle, §4 Wishlist toggle)', () => {
  it('is a toggle named Add to wishlist, not pressed, described by the product name (server HTML)', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <ProductCard product={PUMP} locale="en-GB" />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-wishlist-sku="100001.001"/);
    renderCard();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleDescription('Rivoli Odile pump');
  });

  it('adds the product to a guest’s list on a press: pressed, a toast, and addToWishlist with the spec’s fields', async () => {
    renderCard();
    await controllerStarted();
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent(en.wishlist.added);
    expect(window.dataLayer).toEqual([
      {
        event: 'addToWishlist',
        currency: 'EUR',
        quantity: 1,
        name: 'Odile pump',
        id: '100001.001',
        ean: '100001.001',
        price: 89.95,
        brand: 'Rivoli',
        category: 'Pumps',
        variant: 'Cognac',
      },
    ]);
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'removeFromWishlist', ean: '100001.001', quantity: 1 });
  });

  it('serves a press made while the hearts’ code is still on its way', async () => {
    renderCard();
    // No wait for the controller's module: the press comes right after hydration.
    fireEvent.click(heart());
    await controllerStarted();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(window.dataLayer).toHaveLength(1);
  });

  it('shows a product saved earlier as pressed once the local lists are read', async () => {
    localStorage.setItem(
      LOCAL_LISTS_STORAGE_KEY,
      JSON.stringify({ state: { guestWishlist: ['100001.001'] }, version: LOCAL_LISTS_VERSION }),
    );
    renderCard();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('follows hearts a later render adds (a client navigation)', async () => {
    localStorage.setItem(
      LOCAL_LISTS_STORAGE_KEY,
      JSON.stringify({ state: { guestWishlist: ['100002.001'] }, version: LOCAL_LISTS_VERSION }),
    );
    const { container } = renderCard();
    await controllerStarted();
    // A heart the server rendered into a page the router shows later: not pressed in its HTML.
    container.insertAdjacentHTML(
      'beforeend',
      renderToStaticMarkup(
        <NextIntlClientProvider locale="en" messages={en}>
          <WishlistHeart product={heartProduct('100002.001', '12', { name: 'Runner' })} />
        </NextIntlClientProvider>,
      ),
    );
    const [first, added] = screen.getAllByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(added).toHaveAttribute('aria-pressed', 'true'));
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('for a logged-in customer: disabled while the account loads, then pressed from the server wishlist', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    renderCard({ mocks: [{ ...accountAnswer([{ id: '11', sku: '100001.001' }]), delay: 20 }] });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-disabled', 'true'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).not.toHaveAttribute('aria-disabled');
  });

  it('for a logged-in customer: disabled while its request runs, then released', async () => {
    Cookies.set(COOKIES.customerHint, '1');
    renderCard({
      mocks: [accountAnswer([{ id: '11', sku: '100001.001' }]), { ...deleteAnswer('11'), delay: 30 }, addAnswer('11')],
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-disabled', 'true'));
    // Pressed again meanwhile: ignored (one request only).
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent(en.wishlist.removed);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('renders pressed where the server knows the product is saved (the customer wishlist page)', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <WishlistHeart product={heartProduct('100001.001', '11')} variant="labelled" pressed />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('>Add to wishlist</span>');
  });

  it('ignores a heart whose product data is malformed', async () => {
    renderCard();
    await controllerStarted();
    heart().setAttribute('data-wishlist-product', '{"sku":1}');
    fireEvent.click(heart());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(window.dataLayer).toBeUndefined();
  });
});
