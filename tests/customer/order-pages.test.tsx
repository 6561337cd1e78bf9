// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { elementOf, outcomeOf } from '../account/page-support';
import { customerFixture } from './customer-fixture';
import { historyEntry, orderFixture } from './order-fixture';

const commerce = vi.hoisted(() => ({
  getVisitorCustomer: vi.fn(),
  getVisitorOrderHistory: vi.fn(),
  getVisitorOrder: vi.fn(),
}));
vi.mock('@/lib/commerce/queries', () => ({
  getVisitorCustomer: commerce.getVisitorCustomer,
  getVisitorOrderHistory: commerce.getVisitorOrderHistory,
}));
vi.mock('@/lib/commerce/order-queries', () => ({ getVisitorOrder: commerce.getVisitorOrder }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'Europe/Amsterdam' }),
  getLocale: async () => 'en',
}));
// The frame's providers for client islands: these pages have none.
vi.mock('@/lib/i18n/ClientMessages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/ClientMessages')>()),
  ClientMessages: ({ children }: { children: React.ReactNode }) => children,
}));
vi.mock('@/lib/apollo/ApolloProvider', () => ({
  ApolloProvider: ({ children }: { children: React.ReactNode }) => children,
}));

const { default: OrderPage, generateMetadata: orderMetadata } =
  await import('@/app/[storefront]/(shop)/customer/orders/[id]/page');
const { default: OrdersPage } = await import('@/app/[storefront]/(shop)/customer/orders/page');

const ORDER_ID = orderFixture().id;
const orderProps = (id: string, storefront = 'nl') => ({ params: Promise.resolve({ storefront, id }) });
const listProps = (page?: string | string[]) => ({
  params: Promise.resolve({ storefront: 'nl' }),
  searchParams: Promise.resolve(page === undefined ? {} : { page }),
});

/** Renders a server page's element to HTML (async server components included) into the document. */
async function show(page: Promise<unknown>) {
  const element = await elementOf(page);
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      {element}
    </NextIntlClientProvider>,
  );
  document.body.innerHTML = await new Response(prelude).text();
}

/** A link's path and query: next/link drops the slash before them outside a Next build (`trailingSlash`). */
const path = (href: string) => {
  const [pathname, query] = href.split('?');
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(
    new RegExp(`^${escaped(pathname!.replace(/\/$/, ''))}/?${query ? `\\?${escaped(query)}` : ''}$`),
  );
};

beforeEach(() => {
  vi.clearAllMocks();
  commerce.getVisitorCustomer.mockResolvedValue(customerFixture());
  commerce.getVisitorOrder.mockResolvedValue(orderFixture());
});

describe('/customer/orders/{id}/ (spec §2 /customer orders/{id})', () => {
  it('shows the customer’s order under its number, the orders menu entry marked as the section', async () => {
    await show(OrderPage(orderProps(ORDER_ID)));
    expect(commerce.getVisitorOrder).toHaveBeenCalledWith('NL', ORDER_ID);
    expect(screen.getByRole('heading', { level: 1, name: 'Order 10000042' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: en.customer.nav.label });
    expect(within(menu).getByRole('link', { name: en.customer.nav.orders })).toHaveAttribute('aria-current', 'true');
    expect(menu.querySelector('[aria-current="page"]')).toBeNull();
    expect(screen.getByRole('navigation', { name: en.customer.orderDetail.neighbours.label })).toBeInTheDocument();
    expect(await orderMetadata(orderProps(ORDER_ID))).toEqual({ title: 'Order 10000042', robots: { index: false } });
  });

  it('sends a visitor who is not logged in to the login page, back to this order afterwards', async () => {
    commerce.getVisitorCustomer.mockResolvedValue(null);
    expect(await outcomeOf(OrderPage(orderProps(ORDER_ID)))).toEqual({
      redirect: `/account/?redirect=${encodeURIComponent(`/customer/orders/${ORDER_ID}/`)}`,
    });
    expect(commerce.getVisitorOrder).not.toHaveBeenCalled();
  });

  it('answers 404 for an order commerce does not give this customer (unknown, another customer’s)', async () => {
    commerce.getVisitorOrder.mockResolvedValue(null);
    expect(await outcomeOf(OrderPage(orderProps(ORDER_ID)))).toEqual({ status: 404 });
    expect(await orderMetadata(orderProps(ORDER_ID))).toEqual({});
  });

  it('answers 404 for an id that is no order id, and sends a guest to the history’s login', async () => {
    commerce.getVisitorOrder.mockImplementation(async (_store: string, id: string) =>
      id === ORDER_ID ? orderFixture() : null,
    );
    expect(await outcomeOf(OrderPage(orderProps('not-an-order')))).toEqual({ status: 404 });
    commerce.getVisitorCustomer.mockResolvedValue(customerFixture({ guest: true }));
    expect(await outcomeOf(OrderPage(orderProps('../../account')))).toEqual({
      redirect: '/account/?redirect=%2Fcustomer%2Forders%2F',
    });
  });
});

describe('/customer/orders/ paging (20 a page, ?page=N)', () => {
  const history = (count: number, from: number, length: number) => ({
    count,
    orders: Array.from({ length }, (_, index) => historyEntry(from + index)),
  });

  it('shows one page without a pager when all orders fit, each order linking to its page', async () => {
    commerce.getVisitorOrderHistory.mockResolvedValue({
      count: 3,
      orders: [
        historyEntry(1, { shipmentDate: '2026-09-26', trackTraceUrl: 'https://track.example/NL/1' }),
        historyEntry(2, { orderType: 'return' }),
        historyEntry(3, { orderType: 'exchange' }),
      ],
    });
    await show(OrdersPage(listProps()));
    expect(commerce.getVisitorOrderHistory).toHaveBeenCalledWith('NL', 1);
    const links = screen.getAllByRole('link', { name: /^Order \d+$/ });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', path(`/customer/orders/${historyEntry(1).id}/`));
    // §4: shipped with its date, a return, another type as itself.
    const statuses = [...document.querySelectorAll('dd[data-status]')].map((dd) => dd.textContent);
    expect(statuses).toEqual(['Shipped on September 26, 2026', 'Return', 'exchange']);
    expect(screen.queryByRole('navigation', { name: en.customer.orders.pages })).toBeNull();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).toBeNull();
  });

  it('pages past 20 orders: page X of Y with the previous and next page', async () => {
    commerce.getVisitorOrderHistory.mockResolvedValue(history(45, 21, 20));
    await show(OrdersPage(listProps('2')));
    expect(commerce.getVisitorOrderHistory).toHaveBeenCalledWith('NL', 2);
    const pager = screen.getByRole('navigation', { name: en.customer.orders.pages });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    const previous = within(pager).getByRole('link', { name: en.customer.orders.previousPage });
    expect(previous).toHaveAttribute('href', path('/customer/orders/'));
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(pager).getByRole('link', { name: en.customer.orders.nextPage });
    expect(next).toHaveAttribute('href', path('/customer/orders/?page=3'));
    expect(next).toHaveAttribute('rel', 'next');
    expect(screen.getByText('45 orders')).toBeInTheDocument();
  });

  it('has no link back on the first page and none on from the last', async () => {
    commerce.getVisitorOrderHistory.mockResolvedValue(history(45, 1, 20));
    await show(OrdersPage(listProps()));
    let pager = screen.getByRole('navigation', { name: en.customer.orders.pages });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: en.customer.orders.previousPage })).toBeNull();
    expect(within(pager).getByRole('link', { name: en.customer.orders.nextPage })).toHaveAttribute(
      'href',
      path('/customer/orders/?page=2'),
    );
    commerce.getVisitorOrderHistory.mockResolvedValue(history(45, 41, 5));
    await show(OrdersPage(listProps('3')));
    pager = screen.getByRole('navigation', { name: en.customer.orders.pages });
    expect(within(pager).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: en.customer.orders.nextPage })).toBeNull();
    expect(within(pager).getByRole('link', { name: en.customer.orders.previousPage })).toHaveAttribute(
      'href',
      path('/customer/orders/?page=2'),
    );
  });

  it('answers 404 for a page past the last, and for a page that is no whole number from 1', async () => {
    commerce.getVisitorOrderHistory.mockResolvedValue(history(45, 61, 0));
    expect(await outcomeOf(OrdersPage(listProps('4')))).toEqual({ status: 404 });
    commerce.getVisitorOrderHistory.mockClear();
    for (const page of ['0', '-1', '2.5', 'abc', '02', '', ['2', '3']]) {
      expect(await outcomeOf(OrdersPage(listProps(page))), String(page)).toEqual({ status: 404 });
    }
    expect(commerce.getVisitorOrderHistory).not.toHaveBeenCalled();
  });

  it('shows the first page to a customer without orders', async () => {
    commerce.getVisitorOrderHistory.mockResolvedValue(history(0, 1, 0));
    await show(OrdersPage(listProps()));
    expect(screen.getByText(en.customer.orders.none)).toBeInTheDocument();
    expect(await outcomeOf(OrdersPage(listProps('2')))).toEqual({ status: 404 });
  });
});
