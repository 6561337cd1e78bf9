import type { CustomerOrderData, CustomerOrderItem } from '@/graphql/orders';
import type { OrderHistoryEntry } from '@/graphql/club';

/** An article line as SwOrder answers it (euros incl. VAT; prices are unit prices). */
export function orderItem(overrides: Partial<CustomerOrderItem> = {}): CustomerOrderItem {
  return {
    sku: '100108.001.40',
    name: 'Runner Low',
    size: '40',
    sizeTableId: 'shoes-women',
    quantity: 2,
    regularPrice: 119.95,
    salePrice: 89.95,
    totalPrice: 179.9,
    type: 'article',
    image: '/media/products/100108.001/main-498x705.webp',
    url: '/velora-runner-low-100108-001/',
    brand: 'Velora',
    color: 'Black',
    ...overrides,
  };
}

const address = (street: string, city: string) => ({
  firstName: 'Sanne',
  lastName: 'Jansen',
  street,
  additionalAddressLine1: null,
  additionalAddressLine2: null,
  zipcode: '1015 CJ',
  city,
  phoneNumber: '+31 20 123 4567',
  country: { name: 'Netherlands' },
  customFields: null,
});

/** The customer's order as the order page reads it (`CustomerOrder`): shipped, paid, a middle order. */
export function orderFixture(overrides: Partial<CustomerOrderData> = {}): CustomerOrderData {
  return {
    id: '0b0c7a52-5b7e-4f43-9d1c-4a1f1e2d3c4b',
    number: '10000042',
    createdAt: '2026-09-24T08:15:00.000Z',
    currency: 'EUR',
    orderType: 'sale',
    shipmentDate: '2026-09-26',
    trackTraceUrl: 'https://track.example/NL/10000042',
    approvalStatus: 'approved',
    allocationStatus: 'allocated',
    pickStatus: 'picked',
    shipmentStatus: 'shipped',
    paymentState: 'paid',
    previousOrderId: '11111111-1111-4111-8111-111111111111',
    nextOrderId: '22222222-2222-4222-8222-222222222222',
    price: {
      netPrice: 152.64,
      totalPrice: 184.85,
      positionPrice: 179.9,
      calculatedTaxes: [{ tax: 32.21, taxRate: 21 }],
    },
    shippingCosts: { totalPrice: 4.95 },
    items: [
      orderItem(),
      orderItem({
        sku: 'nl-standard',
        name: 'Standard',
        size: null,
        quantity: 1,
        regularPrice: 4.95,
        salePrice: 4.95,
        totalPrice: 4.95,
        type: 'delivery',
        image: null,
        url: null,
        brand: null,
        color: null,
      }),
    ],
    shippingAddress: address('Oudegracht 45 B', 'Utrecht'),
    billingAddress: address('Keizersgracht 123', 'Amsterdam'),
    shippingMethod: { id: 'nl-standard', name: 'Standard delivery' },
    paymentMethod: { id: 'nl-ideal', name: 'iDEAL' },
    ...overrides,
  };
}

/** An entry of the order history (`OrderHistory`). */
export function historyEntry(n: number, overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    number: String(10000000 + n),
    orderDate: '2026-09-24T08:15:00.000Z',
    orderType: 'sale',
    shipmentDate: null,
    shipmentStatus: 'pending',
    trackTraceUrl: null,
    totalAmount: 89.95,
    currency: 'EUR',
    items: [{ type: 'article', quantity: 1 }],
    ...overrides,
  };
}
