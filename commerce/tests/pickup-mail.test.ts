/**
 * The order confirmation of a pickup order (spec §2 'Checkout', §3 'Address'
 * shipping_address_service_point) in each storefront's language: the pickup point instead of the
 * delivery address, 'ready for pickup' instead of 'expected delivery', a Packstation's DHL number.
 */
import { describe, expect, it } from 'vitest';
import { STORES, type StoreKey } from '../config/stores';
import { orderConfirmationMail, type OrderMailData } from '../mail/order-confirmation';
import { orderPickupPoint } from '../services/order-mail';

const order = (servicePoint: OrderMailData['servicePoint']): OrderMailData => ({
  orderNumber: '10000042',
  createdAt: new Date('2026-12-01T10:00:00Z'),
  firstName: 'Anna',
  lines: [{ type: 'article', name: 'Sneaker', size: '38', quantity: 1, totalCents: 8995 }],
  totalCents: 8995,
  delivery: { earliest: '2026-12-01', latest: '2026-12-01' },
  shippingAddress: {
    firstName: 'Anna',
    lastName: 'de Vries',
    street: 'Thuisweg 1',
    zipcode: '1011 AA',
    city: 'Amsterdam',
    countryIso: 'NL',
  },
  link: { url: 'http://nl.localhost:3000/checkout/success/?order=x', kind: 'guest' },
  statusLink: { url: 'http://nl.localhost:3000/checkout/status/?token=x', expiresAt: new Date('2027-03-01T10:00:00Z') },
  servicePoint,
});
const STORE_POINT = {
  title: 'Amsterdam Kalverstraat',
  street: 'Kalverstraat',
  houseNumber: '112',
  houseNumberAddition: null,
  postcode: '1012 PK',
  city: 'Amsterdam',
  country: 'NL',
  dhlCustomerNumber: null,
};

describe('the confirmation of a pickup order', () => {
  it.each([
    ['NL', 'Ophaalpunt', 'Klaar om op te halen', 'Nederland'],
    ['BEFR', 'Point de retrait', 'Prêt à être retiré', 'Pays-Bas'],
    ['DE', 'Abholstelle', 'Abholbereit', 'Niederlande'],
    ['FR', 'Point de retrait', 'Prêt à être retiré', 'Pays-Bas'],
  ])('(%s) names the pickup point instead of the home address', (store, heading, ready, country) => {
    const mail = orderConfirmationMail(STORES[store as StoreKey], order(STORE_POINT));
    expect(mail.text).toContain(heading);
    expect(mail.text).toContain(ready);
    expect(mail.text).toContain('Amsterdam Kalverstraat\nKalverstraat 112\n1012 PK Amsterdam');
    expect(mail.text).toContain(country);
    expect(mail.text).not.toContain('Thuisweg 1');
    expect(mail.html).toContain('Amsterdam Kalverstraat');
  });

  it('shows a Packstation with the DHL Postnummer', () => {
    const packstation = {
      ...STORE_POINT,
      title: 'Packstation 361',
      street: 'Bergstraße',
      houseNumber: '144',
      houseNumberAddition: 'a',
      postcode: '51038',
      city: 'Köln',
      country: 'DE',
      dhlCustomerNumber: '12345678',
    };
    const mail = orderConfirmationMail(STORES.DE, order(packstation));
    expect(mail.text).toContain('Packstation 361\nBergstraße 144 a\n51038 Köln\nDeutschland\nDHL Postnummer: 12345678');
  });

  it('keeps the delivery address for home delivery', () => {
    const mail = orderConfirmationMail(STORES.NL, order(null));
    expect(mail.text).toContain('Bezorgadres');
    expect(mail.text).toContain('Thuisweg 1');
    expect(mail.text).toContain('Verwachte levering');
  });

  it('reads the point from the order’s shipping address, and nothing from a malformed one', () => {
    const json = JSON.stringify(STORE_POINT);
    expect(orderPickupPoint({ customFields: { shipping_address_service_point: json } })).toEqual(STORE_POINT);
    expect(orderPickupPoint({ customFields: { shipping_address_service_point: '{' } })).toBeNull();
    expect(orderPickupPoint({ street: 'Thuisweg 1' })).toBeNull();
  });
});
