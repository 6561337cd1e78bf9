/**
 * The order confirmation names a line's size by what it measures: French says 'Pointure' for a shoe
 * and 'Taille' for clothing (as the storefront's `lib/product/size-kind.ts`), in the plain-text line
 * and as the HTML size column's name; the other languages keep their one word.
 */
import { describe, expect, it } from 'vitest';
import { STORES } from '../config/stores';
import { orderConfirmationMail, type OrderMailData, type OrderMailLine } from '../mail/order-confirmation';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The size column's heading in the HTML part. */
const sizeColumn = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])[1];

function order(lines: OrderMailLine[]): OrderMailData {
  return {
    orderNumber: '10042',
    createdAt: new Date('2026-11-24T10:00:00Z'),
    firstName: 'Anna',
    lines: [...lines, { type: 'delivery', name: 'Standard', size: null, quantity: 1, totalCents: 0 }],
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    delivery: null,
    shippingAddress: {
      firstName: 'Anna',
      lastName: 'Dupont',
      street: 'Rue Neuve 1',
      zipcode: '1000',
      city: 'Bruxelles',
      countryIso: 'BE',
    },
    link: { url: 'http://fr.be.localhost:3000/customer/orders/0b9c/', kind: 'account' },
    statusLink: { url: 'http://fr.be.localhost:3000/checkout/status/?token=x', expiresAt: new Date('2027-02-22') },
  };
}

const pump: OrderMailLine = {
  type: 'article',
  name: 'Odile pump',
  size: '38',
  sizeKind: 'shoes',
  quantity: 1,
  totalCents: 8995,
};
const coat: OrderMailLine = {
  type: 'article',
  name: 'Lina coat',
  size: 'M',
  sizeKind: 'clothing',
  quantity: 1,
  totalCents: 14995,
};
const spray: OrderMailLine = { type: 'article', name: 'Care spray', size: null, quantity: 1, totalCents: 995 };

describe('the order mail’s size names', () => {
  it('says Pointure for a shoe in French, in the line and as the column', () => {
    const mail = orderConfirmationMail(STORES.BEFR, order([pump, spray]));
    expect(plain(mail.text)).toContain('1 × Odile pump (Pointure 38) : 89,95 €');
    expect(sizeColumn(mail.html)).toBe('Pointure');
  });

  it('says Taille for clothing, and names both when the order has both', () => {
    const clothing = orderConfirmationMail(STORES.FR, order([coat]));
    expect(plain(clothing.text)).toContain('1 × Lina coat (Taille M)');
    expect(sizeColumn(clothing.html)).toBe('Taille');
    const both = orderConfirmationMail(STORES.FR, order([pump, coat]));
    expect(plain(both.text)).toContain('(Pointure 38)');
    expect(plain(both.text)).toContain('(Taille M)');
    expect(sizeColumn(both.html)).toBe('Taille / Pointure');
  });

  it('says Taille when the line does not tell what its size measures', () => {
    const mail = orderConfirmationMail(STORES.FR, order([{ ...pump, sizeKind: undefined }]));
    expect(plain(mail.text)).toContain('(Taille 38)');
  });

  it('keeps one word in the other languages', () => {
    expect(plain(orderConfirmationMail(STORES.BENL, order([pump, coat])).text)).toMatch(/\(Maat 38\)[\s\S]*\(Maat M\)/);
    expect(sizeColumn(orderConfirmationMail(STORES.DE, order([pump, coat])).html)).toBe('Größe');
    expect(plain(orderConfirmationMail(STORES.EN, order([pump])).text)).toContain('(Size 38)');
  });
});
