/**
 * The seam between the order confirmation mail and the finish page (spec §2
 * `/checkout/success/?order=…`): the reference commerce writes into a guest's mail
 * (commerce/services/order-mail.ts) is one the storefront decodes (lib/order-reference.ts). The
 * two sides may not import each other, so this test holds them together.
 */
import { describe, expect, it } from 'vitest';
import { orderReference } from '@/commerce/services/order-mail';
import { decodeOrderReference, encodeOrderReference } from '@/lib/order-reference';

describe('order reference in the confirmation mail', () => {
  it('is the storefront’s encoding, and decodes to the order and its deep-link code', () => {
    const id = '0b9c6d0e-1c2f-4a5b-8c7d-9e0f1a2b3c4d';
    for (const code of ['A'.repeat(32), 'abcDEF0123456789xyzXYZ0123456789', 'Zz9'.repeat(11)]) {
      expect(orderReference(id, code)).toBe(encodeOrderReference(id, code));
      expect(decodeOrderReference(orderReference(id, code))).toEqual({ orderId: id, deepLinkCode: code });
    }
  });
});
