/**
 * The shipping and payment methods of each store (spec §3 'Shipping method', 'Payment method'):
 * standard (free from a threshold) and next-day express, then the pickup methods
 * (pickup-methods.ts); iDEAL in the Netherlands, Bancontact in Belgium, card and PayPal everywhere.
 * Prices are the store's own, in its currency: set per store, never converted.
 */
import type * as s from '../db/schema';
import { STORES, type StoreKey } from '../config/stores';
import { formatMoney } from '../mail/format';
import { PAYMENT, SHIPPING } from './data';
import { pickupMethodRows } from './pickup-methods';

type ShippingRow = typeof s.shippingMethods.$inferInsert;
type PaymentRow = typeof s.paymentMethods.$inferInsert;

/** Cents in the store's currency: standard shipping, the order value from which it is free, express. */
interface ShippingPrices {
  standard: number;
  freeFrom: number;
  express: number;
}

const DOMESTIC: ShippingPrices = { standard: 495, freeFrom: 5000, express: 995 };
/** Austria and Luxembourg are served across the border: a higher rate, the same threshold. */
const CROSS_BORDER: ShippingPrices = { standard: 695, freeFrom: 5000, express: 1495 };

const SHIPPING_PRICES: Record<StoreKey, ShippingPrices> = {
  NL: DOMESTIC,
  EN: { standard: 395, freeFrom: 4500, express: 895 },
  BENL: DOMESTIC,
  BEFR: DOMESTIC,
  DE: DOMESTIC,
  AT: CROSS_BORDER,
  FR: DOMESTIC,
  LUDE: CROSS_BORDER,
  LUFR: CROSS_BORDER,
};

/** The store's shipping methods: standard (position 1), express (2), then its pickup methods. */
export function shippingMethodRows(storeKey: StoreKey): ShippingRow[] {
  const store = STORES[storeKey];
  const prefix = storeKey.toLowerCase();
  const ship = SHIPPING[store.lang];
  const prices = SHIPPING_PRICES[storeKey];
  return [
    {
      id: `${prefix}-standard`,
      storeKey,
      name: ship.standard[0],
      description: ship.standard[1](formatMoney(prices.freeFrom, store)),
      type: 'standard',
      position: 1,
      priceCents: prices.standard,
      freeFromCents: prices.freeFrom,
    },
    // Express is next-day: its description promises 'tomorrow'.
    {
      id: `${prefix}-express`,
      storeKey,
      name: ship.express[0],
      description: ship.express[1],
      type: 'express',
      position: 2,
      priceCents: prices.express,
      freeFromCents: null,
      deliveryMinDays: 1,
      deliveryMaxDays: 1,
    },
    ...pickupMethodRows().filter((row) => row.storeKey === storeKey),
  ];
}

/** The store's payment methods, in the order the checkout lists them. */
export function paymentMethodRows(storeKey: StoreKey): PaymentRow[] {
  const store = STORES[storeKey];
  const pay = PAYMENT[store.lang];
  const methods: (keyof typeof pay)[] = [];
  if (store.country === 'NL') methods.push('ideal');
  if (store.country === 'BE') methods.push('bancontact');
  methods.push('creditcard', 'paypal');
  // Pay after delivery: what German and Austrian shoppers expect (Kauf auf Rechnung), and common in the Netherlands.
  if (['NL', 'DE', 'AT'].includes(store.country)) methods.push('klarna');
  return methods.map((method, index) => ({
    id: `${storeKey.toLowerCase()}-${method}`,
    storeKey,
    name: pay[method][0],
    description: pay[method][1],
    provider: 'sandbox',
    position: index + 1,
  }));
}
