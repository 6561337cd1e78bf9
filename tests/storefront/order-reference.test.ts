import { describe, expect, it } from 'vitest';
import { decodeOrderReference, encodeOrderReference } from '@/lib/order-reference';

describe('order reference', () => {
  it('round-trips an order id and deep link code in a URL-safe string', () => {
    const reference = encodeOrderReference('0b7e8f1c-2d3a-4e5f-9a8b-7c6d5e4f3a2b', 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z');
    expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderReference(reference)).toEqual({
      orderId: '0b7e8f1c-2d3a-4e5f-9a8b-7c6d5e4f3a2b',
      deepLinkCode: 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z',
    });
  });

  it('rejects malformed references', () => {
    expect(decodeOrderReference(undefined)).toBeNull();
    expect(decodeOrderReference('%%%')).toBeNull();
    expect(decodeOrderReference(btoa('no-dot-here'))).toBeNull();
    expect(decodeOrderReference(btoa('id.short'))).toBeNull();
    expect(decodeOrderReference('a'.repeat(500))).toBeNull();
  });
});
