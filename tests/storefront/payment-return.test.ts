import { createTranslator } from 'next-intl';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';

/**
 * Return from a failed or cancelled payment (spec §2 '/checkout/payment/', §8 payment messages): the
 * page restores the cart and shows the message, whichever reads the visitor's context first, the
 * checkout layout's mini cart or the page (they render in parallel, and the context is read once per
 * request, lib/commerce/queries). The shopper never lands on the plain cart.
 */

const session = vi.hoisted(() => ({
  /** The cart in commerce. */
  cart: { items: [] as { id: string; quantity: number }[] },
  /** Lines of the failed order, put back by a restore. */
  unpaidOrderLines: null as { id: string; quantity: number }[] | null,
  paymentState: 'failed',
  /** The context as read in the current request (React `cache`: one read per request). */
  contextOfRequest: null as unknown,
}));

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl-NL', messages: nl, namespace: namespace as 'checkout' }),
}));

vi.mock('@/lib/commerce/queries', () => {
  const context = () => ({
    cart: { ...session.cart, items: [...session.cart.items] },
    customer: { activeShippingAddress: { street: 'Damstraat 1' } },
    shippingMethod: { id: 'standard' },
    paymentMethod: { id: 'sandbox' },
  });
  return {
    getVisitorContext: async () => (session.contextOfRequest ??= context()),
    restoreVisitorCart: async () => {
      if (session.cart.items.length === 0 && session.unpaidOrderLines) {
        session.cart = { items: session.unpaidOrderLines };
        session.unpaidOrderLines = null;
      }
      return { ...session.cart, items: [...session.cart.items] };
    },
    getOrderByReference: async () => ({ paymentState: session.paymentState }),
    getPaymentMethods: async () => [{ id: 'sandbox', name: 'Sandbox', description: null }],
  };
});
vi.mock('@/components/checkout/CheckoutStepLayout', () => ({
  CheckoutStepLayout: function CheckoutStepLayout() {
    return null;
  },
}));
// The order button's terms and withdrawal links (content, read in the request's draft mode).
vi.mock('@/lib/prismic/translated-page', () => ({
  getServicePageHrefs: async () => ({ deliveryReturns: '/verzenden-en-retourneren/', terms: '/algemene-voorwaarden/' }),
}));
vi.mock('@/components/checkout/MethodForm', () => ({
  MethodForm: function MethodForm() {
    return null;
  },
}));

const { default: CheckoutPaymentPage } = await import('@/app/[storefront]/checkout/payment/page');
const { CheckoutStepLayout } = await import('@/components/checkout/CheckoutStepLayout');
const { getVisitorContext } = await import('@/lib/commerce/queries');
const { CartSeed } = await import('@/lib/cart/CartSeed');

type Props = { cart?: { items: unknown[] }; children?: ReactNode; 'data-testid'?: string };

function findByTestId(node: ReactNode, testId: string): ReactElement<Props> | undefined {
  if (Array.isArray(node)) return node.map((child) => findByTestId(child, testId)).find(Boolean);
  if (!isValidElement<Props>(node)) return undefined;
  if (node.props['data-testid'] === testId) return node;
  return findByTestId(node.props.children, testId);
}

function findByType(node: ReactNode, type: unknown): ReactElement<Props> | undefined {
  if (Array.isArray(node)) return node.map((child) => findByType(child, type)).find(Boolean);
  if (!isValidElement<Props>(node)) return undefined;
  if (node.type === type) return node;
  return findByType(node.props.children, type);
}

function hasText(node: ReactNode, text: string): boolean {
  if (Array.isArray(node)) return node.some((child) => hasText(child, text));
  if (typeof node === 'string') return node === text;
  return isValidElement<Props>(node) && hasText(node.props.children, text);
}

/** The URL a redirect thrown by the page goes to (Next's `redirect()` error), or null. */
function redirectTarget(caught: unknown): string | null {
  return isRedirectError(caught) ? getURLFromRedirectError(caught) : null;
}

/** One request for the payment page, with a fresh per-request context read. */
async function request(search: Record<string, string>, { layoutFirst }: { layoutFirst: boolean }) {
  session.contextOfRequest = null;
  const header = layoutFirst ? await getVisitorContext('NL') : undefined; // the checkout layout's mini cart
  try {
    const page = (await CheckoutPaymentPage({
      params: Promise.resolve({ storefront: 'nl' }),
      searchParams: Promise.resolve(search),
    })) as ReactElement<Props>;
    const headerCart = (header ?? (await getVisitorContext('NL'))) as { cart: { items: unknown[] } } | null;
    return { page, redirect: null, headerItems: headerCart?.cart.items.length ?? 0 };
  } catch (caught) {
    const target = redirectTarget(caught);
    if (target === null) throw caught;
    return { page: null, redirect: target, headerItems: 0 };
  }
}

/** Follows the page's own redirects like a browser (at most a few), the layout reading first each time. */
async function returnFromProvider(status: string, { layoutFirst }: { layoutFirst: boolean }) {
  let search: Record<string, string> = { order: 'b3JkZXI', status };
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await request(search, { layoutFirst });
    if (!response.redirect) return { ...response, hops: hop };
    const url = new URL(response.redirect, 'http://nl.localhost');
    expect(url.pathname, 'never the plain cart').toBe('/checkout/payment/');
    search = Object.fromEntries(url.searchParams);
  }
  throw new Error('redirect loop');
}

beforeEach(() => {
  // After the failed payment: the order took the cart's lines, the cart is empty.
  session.cart = { items: [] };
  session.unpaidOrderLines = [{ id: 'line-1', quantity: 1 }];
  session.paymentState = 'failed';
});

describe('payment return page (spec §8)', () => {
  it('shows the message, the saved cart and a full mini cart when the layout reads the context before the page restores the cart', async () => {
    const { page, headerItems, hops } = await returnFromProvider('failed', { layoutFirst: true });
    expect(hops).toBe(0);
    expect(page!.type).toBe(CheckoutStepLayout);
    expect(page!.props.cart?.items).toHaveLength(1);
    expect(findByTestId(page, 'payment-notice')?.props.children).toBe(nl.checkout.payment.failed);
    // The layout read an empty cart; the page puts the restored one into the Apollo cache the mini cart reads.
    expect(headerItems).toBe(0);
    expect(findByType(page, CartSeed)?.props.cart?.items).toHaveLength(1);
  });

  it('shows the message at once when the page reads the context first', async () => {
    const { page, headerItems, hops } = await returnFromProvider('failed', { layoutFirst: false });
    expect(hops).toBe(0);
    expect(page!.props.cart?.items).toHaveLength(1);
    expect(findByTestId(page, 'payment-notice')?.props.children).toBe(nl.checkout.payment.failed);
    expect(headerItems).toBe(1);
  });

  it('says the payment was cancelled and the cart saved', async () => {
    session.paymentState = 'cancelled';
    const { page } = await returnFromProvider('cancelled', { layoutFirst: true });
    expect(findByTestId(page, 'payment-notice')?.props.children).toBe(nl.checkout.payment.cancelled);
  });

  it('says the bag is empty when there is nothing to restore', async () => {
    session.unpaidOrderLines = null;
    const { page } = await returnFromProvider('failed', { layoutFirst: true });
    expect(hasText(page, nl.checkout.payment.emptyBag)).toBe(true);
  });
});
