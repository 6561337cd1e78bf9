// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus, type OrderStatusEntry } from '@/graphql/order-status';
import { reportablePageUrl } from '@/lib/analytics/page-url';
import { CommerceError } from '@/lib/commerce/errors';
import { STOREFRONTS } from '@/lib/stores';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { elementOf } from '../account/page-support';

const queryVisitor = vi.hoisted(() => vi.fn());
/** The language the page's server translations speak (English unless a test says otherwise). */
const language = vi.hoisted(() => ({ locale: 'en', messages: undefined as unknown }));
vi.mock('@/lib/commerce/server', () => ({ queryVisitor }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: language.locale,
      messages: (language.messages ?? en) as typeof en,
      namespace: namespace as never,
    }),
}));

const { default: StatusPage, generateMetadata } = await import('@/app/[storefront]/checkout/status/page');

const TOKEN = `os1.${'Ab1_-'.repeat(9)}Ab1`;
const copy = en.orderStatus;

const entry = (overrides: Partial<OrderStatusEntry> = {}): OrderStatusEntry => ({
  id: '0b0c7a52-5b7e-4f43-9d1c-4a1f1e2d3c4b',
  number: '10000042',
  orderDate: '2026-09-24T08:15:00.000Z',
  orderType: 'sale',
  shipmentDate: null,
  trackTraceUrl: null,
  totalAmount: 184.85,
  currency: 'EUR',
  items: [
    { sku: '100108.001.40', name: 'Runner Low', size: '40', sizeTableId: 'shoes-women', quantity: 2, type: 'article' },
    { sku: 'delivery', name: 'Standard', size: null, sizeTableId: null, quantity: 1, type: 'delivery' },
  ],
  ...overrides,
});
const answers = (order: OrderStatusEntry) => queryVisitor.mockResolvedValue({ GetOrderHistory: { orders: [order] } });
const refuses = (code: string) =>
  queryVisitor.mockRejectedValue(new CommerceError([{ message: code, extensions: { code } }]));

const props = (token?: string | string[], storefront = 'nl') => ({
  params: Promise.resolve({ storefront }),
  searchParams: Promise.resolve(token === undefined ? {} : { token }),
});

/** Renders the page to static HTML, as a browser without JavaScript gets it. */
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
const hrefOf = (name: string) =>
  screen
    .getByRole('link', { name })
    .getAttribute('href')!
    .replace(/\/(\?|$)/, '$1');

beforeEach(() => {
  queryVisitor.mockReset();
  Object.assign(language, { locale: 'en', messages: undefined });
});

describe('/checkout/status/ (spec §2 /checkout/ child status, §7 GetOrderHistory(emailToken))', () => {
  it('reads the link’s order by its token and shows number, date, status, articles and total in the storefront’s formats', async () => {
    answers(entry());
    await show(StatusPage(props(TOKEN)));
    expect(queryVisitor).toHaveBeenCalledWith(OrderStatus, { emailToken: TOKEN }, 'NL');
    expect(screen.getByRole('heading', { level: 1, name: 'Order 10000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('10000042');
    expect(document.body).toHaveTextContent('24 september 2026');
    expect(document.body.textContent).toMatch(/€\s184,85/);
    // §4: a sale order without a shipment date is processing.
    expect(screen.getByTestId('order-status')).toHaveTextContent(en.customer.orders.status.processing);
    expect(screen.getByRole('heading', { level: 2, name: 'Your 2 items' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('order-status-line');
    expect(lines.map((line) => line.textContent)).toEqual(['2 × Runner Low · size 40']);
    expect(screen.queryByRole('link', { name: copy.trackTrace })).toBeNull();
  });

  it('shows a shipped order with its date and track & trace link, in the German storefront’s formats', async () => {
    answers(entry({ shipmentDate: '2026-09-26', trackTraceUrl: 'https://track.example/DE/10000042' }));
    await show(StatusPage(props(TOKEN, 'de')));
    expect(queryVisitor).toHaveBeenCalledWith(OrderStatus, { emailToken: TOKEN }, 'DE');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'shipped');
    expect(document.body).toHaveTextContent('24. September 2026');
    expect(document.body.textContent).toMatch(/184,85\s€/);
    const track = screen.getByRole('link', { name: copy.trackTrace });
    expect(track).toHaveAttribute('href', 'https://track.example/DE/10000042');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names a shoe’s size ‘pointure’ and a garment’s ‘taille’ in French, by the line’s size table', async () => {
    Object.assign(language, { locale: 'fr', messages: fr });
    answers(
      entry({
        items: [
          {
            sku: '100108.001.40',
            name: 'Runner Low',
            size: '40',
            sizeTableId: 'shoes-women',
            quantity: 1,
            type: 'article',
          },
          { sku: '200301.002.M', name: 'Wool Coat', size: 'M', sizeTableId: 'clothing', quantity: 1, type: 'article' },
        ],
      }),
    );
    await show(StatusPage(props(TOKEN, 'fr')));
    const lines = screen.getAllByTestId('order-status-line');
    expect(lines.map((line) => line.textContent)).toEqual(['1 × Runner Low · pointure 40', '1 × Wool Coat · taille M']);
  });

  it('works without JavaScript: plain HTML, links only, no button or form', async () => {
    answers(entry());
    await show(StatusPage(props(TOKEN)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('form, script')).toBeNull();
  });

  it.each([
    ['expired', 'ORDER_STATUS_LINK_EXPIRED', copy.expired],
    ['unknown or altered', 'ORDER_STATUS_LINK_INVALID', copy.invalid],
  ])('says an %s link is no longer good, with the login and customer service', async (_case, code, message) => {
    refuses(code);
    await show(StatusPage(props(TOKEN, 'befr')));
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
    const problem = screen.getByTestId('order-status-problem');
    expect(problem).toHaveTextContent(message);
    expect(problem).toHaveTextContent(copy.help);
    expect(hrefOf(copy.login)).toBe('/account?redirect=%2Fcustomer%2Forders%2F');
    const { email, phone } = STOREFRONTS.BEFR.contact;
    expect(screen.getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('link', { name: `Call ${phone}` }).getAttribute('href')).toMatch(/^tel:\+32/);
    expect(screen.queryByTestId('order-number')).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'abc'],
    ['a context token', 'A'.repeat(40)],
    ['repeated', [TOKEN, TOKEN]],
  ])('answers a %s token as an invalid link without asking the back end', async (_case, token) => {
    await show(StatusPage(props(token)));
    expect(queryVisitor).not.toHaveBeenCalled();
    expect(screen.getByTestId('order-status-problem')).toHaveTextContent(copy.invalid);
  });

  it('lets other failures reach the error page', async () => {
    refuses('NETWORK');
    await expect(StatusPage(props(TOKEN))).rejects.toBeInstanceOf(CommerceError);
  });

  it('is never indexed or followed, sends no referrer, and is titled by the order', async () => {
    answers(entry());
    expect(await generateMetadata(props(TOKEN))).toEqual({
      title: 'Order 10000042',
      robots: { index: false, follow: false },
      referrer: 'no-referrer',
    });
    refuses('ORDER_STATUS_LINK_EXPIRED');
    expect(await generateMetadata(props(`${TOKEN.slice(0, -1)}B`))).toMatchObject({ title: copy.title });
  });

  it('keeps the token out of the pageView URL', () => {
    expect(reportablePageUrl(`http://nl.localhost:3000/checkout/status/?token=${TOKEN}`)).toBe(
      'http://nl.localhost:3000/checkout/status/',
    );
  });
});

describe('order status copy', () => {
  it.each(['nl', 'fr', 'de'])('has every text in %s', async (lang) => {
    const messages = (await import(`@/messages/${lang}.json`)).default as typeof en;
    expect(Object.keys(messages.orderStatus).sort()).toEqual(Object.keys(copy).sort());
    expect(messages.errors.orderStatusLinkExpired).toBeTruthy();
    expect(messages.errors.orderStatusLinkInvalid).toBeTruthy();
  });
});
