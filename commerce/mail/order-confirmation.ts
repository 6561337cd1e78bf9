/**
 * The order confirmation mail (spec §2 'Checkout'), in the order's store language: order number and
 * date, the lines (name, size, quantity, price), shipping, any voucher, the total incl. VAT, the
 * expected delivery window, the delivery address, a link to the order and the order status link
 * (with the day it stops working). Amounts in the store's currency format (formatMoney).
 */
import { COUNTRY_NAMES, type StoreDefinition } from '../config/stores';
import { MAIL_COPY, orderMailCopy } from './copy';
import type { MailCopy, MailSizeKind } from './copy-types';
import { formatDeliveryDay, formatMoney, formatOrderDate } from './format';
import { renderMail, type MailBlock, type RenderedMail } from './render';

/** An order line as stored (order_line_items): type article | delivery | discount; amounts in cents incl. VAT. */
export interface OrderMailLine {
  type: string;
  name: string;
  size: string | null;
  /**
   * What the size measures, by the product's size table (`shoes-…` → shoes): French says 'Pointure'
   * for a shoe. Clothing when absent or null.
   */
  sizeKind?: MailSizeKind | null;
  quantity: number;
  /** The line's total (quantity × unit price), negative for a discount. */
  totalCents: number;
}

/** What the order confirmation shows of an order. */
export interface OrderMailData {
  orderNumber: string;
  createdAt: Date;
  /** The customer's first name, for the greeting. */
  firstName: string | null;
  lines: readonly OrderMailLine[];
  totalCents: number;
  /** Expected delivery window, ISO dates (YYYY-MM-DD); null when the order has none. */
  delivery: { earliest: string; latest: string } | null;
  shippingAddress: {
    firstName: string;
    lastName: string;
    street: string;
    additionalAddressLine1?: string | null;
    additionalAddressLine2?: string | null;
    zipcode: string;
    city: string;
    countryIso: string;
  };
  /** Absolute link to the order: the account's order page, or the guest's confirmation page. */
  link: { url: string; kind: 'account' | 'guest' };
  /**
   * The order status link (absolute `/checkout/status/?token=…` of the order's storefront) and the
   * moment it stops working (services/order-status-token.ts).
   */
  statusLink: { url: string; expiresAt: Date };
  /** The pickup point of a pickup order (shipping_address_service_point); null or absent for home delivery. */
  servicePoint?: OrderMailPickupPoint | null;
}

/** A pickup order's point as the order keeps it. */
export interface OrderMailPickupPoint {
  title: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string | null;
  postcode: string;
  city: string;
  country: string;
  dhlCustomerNumber: string | null;
}

/** The order confirmation of `order` in the language and formats of `store` (the order's store). */
export function orderConfirmationMail(store: StoreDefinition, order: OrderMailData): RenderedMail {
  const lang = store.lang;
  const copy = orderMailCopy(store);
  const money = (cents: number) => formatMoney(cents, store);
  const facts: { label: string; value: string }[] = [
    { label: copy.number, value: order.orderNumber },
    { label: copy.date, value: formatOrderDate(order.createdAt, store.locale) },
  ];
  if (order.delivery) {
    const from = formatDeliveryDay(order.delivery.earliest, store.locale);
    const to = formatDeliveryDay(order.delivery.latest, store.locale);
    const label = order.servicePoint ? copy.pickupReady : copy.delivery;
    facts.push({ label, value: from === to ? from : copy.deliveryWindow(from, to) });
  }
  const totals = order.lines
    .filter((line) => line.type !== 'article')
    .map((line) =>
      line.type === 'delivery'
        ? {
            label: `${copy.shipping} (${line.name})`,
            value: line.totalCents === 0 ? copy.free : money(line.totalCents),
          }
        : { label: copy.discount, value: money(line.totalCents) },
    );
  totals.push({ label: copy.total, value: money(order.totalCents) });
  const articles = order.lines.filter((line) => line.type === 'article');
  const a = order.shippingAddress;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: copy.intro },
    { kind: 'facts', rows: facts },
    {
      kind: 'items',
      heading: copy.items,
      columns: { product: copy.product, size: sizeColumn(articles, copy), quantity: copy.quantity, price: copy.price },
      rows: articles.map((line) => ({
        name: line.name,
        size: line.size,
        sizeLabel: copy.size[line.sizeKind ?? 'clothing'],
        quantity: line.quantity,
        price: money(line.totalCents),
      })),
      totals,
    },
    order.servicePoint
      ? pickupBlock(order.servicePoint, `${a.firstName} ${a.lastName}`, store)
      : {
          kind: 'address',
          heading: copy.address,
          lines: [
            `${a.firstName} ${a.lastName}`,
            a.street,
            ...[a.additionalAddressLine1, a.additionalAddressLine2].filter((line): line is string => Boolean(line)),
            `${a.zipcode} ${a.city}`,
            COUNTRY_NAMES[a.countryIso]?.[lang] ?? a.countryIso,
          ],
        },
    {
      kind: 'action',
      label: order.link.kind === 'account' ? copy.viewOrder : copy.viewConfirmation,
      url: order.link.url,
    },
    { kind: 'action', label: copy.statusLink, url: order.statusLink.url },
    { kind: 'paragraph', text: copy.statusLinkNote(formatOrderDate(order.statusLink.expiresAt, store.locale)) },
  ];
  return renderMail(lang, { subject: copy.subject(order.orderNumber), name: order.firstName, blocks });
}

/**
 * The size column's name: the name of the order's sizes (`Pointure` when every sized line is a shoe in
 * French), both names when shoes and clothing differ in name and the order has both (`Taille / Pointure`).
 */
function sizeColumn(articles: readonly OrderMailLine[], copy: MailCopy['order']): string {
  const kinds = new Set(articles.filter((line) => line.size).map((line) => line.sizeKind ?? 'clothing'));
  const names = new Set(
    (['clothing', 'shoes'] as const).filter((kind) => kinds.has(kind)).map((kind) => copy.size[kind]),
  );
  return names.size ? [...names].join(' / ') : copy.size.clothing;
}

/** The pickup point block: who collects, the point's name and address, and a Packstation's DHL number. */
function pickupBlock(point: OrderMailPickupPoint, name: string, store: StoreDefinition): MailBlock {
  const copy = orderMailCopy(store);
  const number = [point.houseNumber, point.houseNumberAddition].filter(Boolean).join(' ');
  return {
    kind: 'address',
    heading: copy.pickupPoint,
    lines: [
      name,
      point.title,
      `${point.street} ${number}`.trim(),
      `${point.postcode} ${point.city}`,
      COUNTRY_NAMES[point.country]?.[store.lang] ?? point.country,
      ...(point.dhlCustomerNumber
        ? [`${copy.postNumber}${MAIL_COPY[store.lang].colon}${point.dhlCustomerNumber}`]
        : []),
    ],
  };
}
