// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from '@/components/customer/OrderDetail';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { EnglishMessages } from '../support/render';
import { orderFixture, orderItem } from './order-fixture';

const t = en.customer.orderDetail;

function renderOrder(overrides: Parameters<typeof orderFixture>[0] = {}) {
  return render(<OrderDetail order={orderFixture(overrides)} locale="nl-NL" />, { wrapper: EnglishMessages });
}

/** The value (`dd`) of the term `term` (`dt`) inside `scope`, as text (spaces normalised). */
function valueOf(term: string, scope: HTMLElement = document.body): string {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  expect(dd?.tagName).toBe('DD');
  return dd!.textContent!.replace(/\s+/g, ' ').trim();
}

/** A link's path: next/link drops the trailing slash outside a Next build (`trailingSlash` is its config). */
const path = (href: string) => expect.stringMatching(new RegExp(`^${href.replace(/\/$/, '')}/?$`));

const section = (name: string) => screen.getByRole('region', { name });

describe('order page (spec §2 /customer/orders/{id}, §3 Order detail, §4 Order status shown)', () => {
  it('shows the overview: date, status shown with its shipment date, payment, methods and track & trace', () => {
    renderOrder();
    const overview = section(t.overview);
    // The order's date in the storefront's locale (nl-NL), as its amounts.
    expect(valueOf(t.date, overview)).toBe('24 september 2026');
    expect(valueOf(t.statusLabel, overview)).toBe('Shipped on September 26, 2026');
    expect(valueOf(t.paymentLabel, overview)).toBe('Paid');
    expect(valueOf(t.shippingMethod, overview)).toBe('Standard delivery · € 4,95');
    expect(valueOf(t.paymentMethod, overview)).toBe('iDEAL');
    const track = within(overview).getByRole('link', { name: t.trackTrace });
    expect(track).toHaveAttribute('href', 'https://track.example/NL/10000042');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says processing for a sale order without a shipment date, and a return or another type as such', () => {
    const { unmount } = renderOrder({ shipmentDate: null, trackTraceUrl: null, paymentState: 'open' });
    const overview = section(t.overview);
    expect(valueOf(t.statusLabel, overview)).toBe('Processing');
    expect(valueOf(t.paymentLabel, overview)).toBe('Awaiting payment');
    expect(within(overview).queryByRole('link', { name: t.trackTrace })).toBeNull();
    unmount();
    const second = renderOrder({ orderType: 'return' });
    expect(valueOf(t.statusLabel)).toBe('Return');
    second.unmount();
    renderOrder({ orderType: 'exchange', shippingMethod: null, paymentMethod: null, shippingCosts: { totalPrice: 0 } });
    expect(valueOf(t.statusLabel)).toBe('exchange');
    expect(valueOf(t.shippingMethod)).toBe('Not available · Free');
    expect(valueOf(t.paymentMethod)).toBe('Not available');
  });

  it('keeps approval, allocation, pick and shipment apart, naming a status it does not know as it is', () => {
    renderOrder({ approvalStatus: 'approved', allocationStatus: 'pending', pickStatus: 'on-hold' });
    const progress = section(t.fulfilment.heading);
    expect(valueOf(t.fulfilment.approval, progress)).toBe('Approved');
    expect(valueOf(t.fulfilment.allocation, progress)).toBe('Pending');
    expect(valueOf(t.fulfilment.pick, progress)).toBe('on-hold');
    expect(valueOf(t.fulfilment.shipment, progress)).toBe('Shipped');
  });

  it('lists the articles with image, brand, colour, size, quantity, unit prices and line total', () => {
    renderOrder();
    const items = section(t.items.heading);
    // The delivery line is the shipping cost, not an item.
    const [line] = within(items).getAllByRole('listitem');
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(within(line!).getByRole('heading', { level: 3, name: 'Runner Low' })).toBeInTheDocument();
    expect(within(line!).getByRole('link', { name: 'Runner Low' })).toHaveAttribute(
      'href',
      path('/velora-runner-low-100108-001/'),
    );
    expect(line!.querySelector('img')).toHaveAttribute('src', '/media/products/100108.001/main-498x705.webp');
    expect(valueOf(t.items.brand, line)).toBe('Velora');
    expect(valueOf(t.items.color, line)).toBe('Black');
    expect(valueOf(t.items.size, line)).toBe('40');
    expect(valueOf(t.items.quantity, line)).toBe('2');
    // Sale price, and the regular price struck through.
    expect(valueOf(t.items.unitPrice, line)).toBe('Sale price € 89,95 Regular price € 119,95');
    expect(within(line!).getByText('€ 119,95').tagName).toBe('S');
    expect(valueOf(t.items.lineTotal, line)).toBe('€ 179,90');
  });

  it('names a shoe’s size ‘Pointure’ and a garment’s ‘Taille’ in French, by the line’s size table', () => {
    const order = orderFixture({
      items: [
        orderItem({ sku: '100108.001.40', size: '40', sizeTableId: 'shoes-women' }),
        orderItem({ sku: '200301.002.M', name: 'Wool Coat', size: 'M', sizeTableId: 'clothing' }),
      ],
    });
    render(
      <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Paris">
        <OrderDetail order={order} locale="fr-FR" />
      </NextIntlClientProvider>,
    );
    const [shoe, coat] = within(section(fr.customer.orderDetail.items.heading)).getAllByRole('listitem');
    expect(valueOf('Pointure', shoe)).toBe('40');
    expect(within(shoe!).queryByText('Taille', { selector: 'dt' })).toBeNull();
    expect(valueOf('Taille', coat)).toBe('M');
  });

  it('shows one price for a line that was not on sale, and a product that is gone without a link', () => {
    renderOrder({
      items: [
        orderItem({
          regularPrice: 89.95,
          url: null,
          image: null,
          brand: null,
          color: null,
          quantity: 1,
          totalPrice: 89.95,
        }),
      ],
    });
    const line = within(section(t.items.heading)).getByRole('listitem');
    expect(valueOf(t.items.unitPrice, line)).toBe('€ 89,95');
    expect(within(line).queryByRole('link')).toBeNull();
    expect(line.querySelector('img')).toBeNull();
    expect(within(line).queryByText(t.items.brand)).toBeNull();
    expect(within(line).queryByText(t.items.color)).toBeNull();
  });

  it('adds up the totals: subtotal, discount, shipping, total, VAT and total without VAT', () => {
    renderOrder({
      items: [
        orderItem(),
        orderItem({
          sku: '1234567890123',
          name: 'Voucher',
          type: 'discount',
          quantity: 1,
          salePrice: -10,
          regularPrice: -10,
          totalPrice: -10,
          size: null,
        }),
      ],
      price: {
        netPrice: 144.37,
        totalPrice: 174.85,
        positionPrice: 179.9,
        calculatedTaxes: [{ tax: 30.48, taxRate: 21 }],
      },
    });
    const totals = section(t.totals.heading);
    expect(valueOf(t.totals.subtotal, totals)).toBe('€ 179,90');
    expect(valueOf(t.totals.discount, totals)).toBe('−€ 10,00');
    expect(valueOf(t.totals.shipping, totals)).toBe('€ 4,95');
    expect(valueOf(t.totals.total, totals)).toBe('€ 174,85');
    expect(valueOf('Of which VAT 21%', totals)).toBe('€ 30,48');
    expect(valueOf(t.totals.net, totals)).toBe('€ 144,37');
    expect(within(totals).queryByText(t.totals.transactionCosts)).toBeNull();
  });

  it('shows the delivery and the billing address as placed', () => {
    renderOrder();
    const addresses = section(t.addresses.heading);
    const delivery = within(addresses).getByRole('heading', { level: 3, name: t.addresses.shipping }).parentElement!;
    const billing = within(addresses).getByRole('heading', { level: 3, name: t.addresses.billing }).parentElement!;
    expect(delivery).toHaveTextContent('Sanne JansenOudegracht 45 B1015 CJ UtrechtNetherlands+31 20 123 4567');
    expect(billing).toHaveTextContent('Keizersgracht 123');
    expect(billing).not.toHaveTextContent('Oudegracht');
  });

  it('links back to the history and to the previous and next orders by date', () => {
    renderOrder();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', path('/customer/orders/'));
    const nav = screen.getByRole('navigation', { name: t.neighbours.label });
    const previous = within(nav).getByRole('link', { name: t.neighbours.previous });
    expect(previous).toHaveAttribute('href', path('/customer/orders/11111111-1111-4111-8111-111111111111/'));
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(nav).getByRole('link', { name: t.neighbours.next });
    expect(next).toHaveAttribute('href', path('/customer/orders/22222222-2222-4222-8222-222222222222/'));
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('leaves out the link past either end, and the whole nav for the only order', () => {
    const { unmount } = renderOrder({ nextOrderId: null });
    const nav = screen.getByRole('navigation', { name: t.neighbours.label });
    expect(within(nav).getByRole('link', { name: t.neighbours.previous })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: t.neighbours.next })).toBeNull();
    unmount();
    renderOrder({ previousOrderId: null, nextOrderId: null });
    expect(screen.queryByRole('navigation', { name: t.neighbours.label })).toBeNull();
  });

  it('has one heading level below the page’s h1 for each part, and h3 for lines and addresses', () => {
    renderOrder();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([2, 2, 2, 3, 2, 2, 3, 3]);
  });
});
