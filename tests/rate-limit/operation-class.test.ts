import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/rate-limit/client-ip';
import { configuredRateLimits, DEFAULT_RATE_LIMITS } from '@/lib/rate-limit/limiter';
import { rateLimitClassesOf } from '@/lib/rate-limit/operation-class';

describe('rate-limit classes of a document', () => {
  it('come from the mutation root fields, not from the operation name', () => {
    expect(rateLimitClassesOf('mutation AddToCart { addToCart(addCartItemsInput: { items: [] }) { token } }')).toEqual([
      'cart',
    ]);
    expect(
      rateLimitClassesOf('mutation Harmless { placeOrder { id } handlePayment(input: {}) { redirectUrl } }'),
    ).toEqual(['order', 'payment']);
    expect(rateLimitClassesOf('query PlaceOrder { storeConfig { countries { iso } } }')).toEqual([]);
  });

  it('count every root field: aliased logins in one request are as many attempts', () => {
    const aliased = `mutation { ${Array.from({ length: 5 }, (_, i) => `a${i}: login(username: "x", password: "p${i}") { token }`).join(' ')} }`;
    expect(rateLimitClassesOf(aliased)).toEqual(['login', 'login', 'login', 'login', 'login']);
    expect(rateLimitClassesOf('mutation { sendPasswordRecoveryMail(input: { email: "a" }) { success } }')).toEqual([
      'account',
    ]);
  });

  it('follow the chosen operation of a document with several, and none for an unparsable one', () => {
    const document = 'query A { storeConfig { countries { iso } } } mutation B { placeOrder { id } }';
    expect(rateLimitClassesOf(document, 'A')).toEqual([]);
    expect(rateLimitClassesOf(document, 'B')).toEqual(['order']);
    expect(rateLimitClassesOf('mutation {')).toEqual([]);
  });
});

describe('client IP for rate limits', () => {
  it('is the entry appended by the trusted proxy, never one the client wrote further left', () => {
    expect(clientIp('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientIp('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientIp('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientIp(null, 1)).toBe('unknown');
  });
});

describe('configured limits', () => {
  it('take RATE_LIMITS overrides and ignore nonsense', () => {
    expect(configuredRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(configuredRateLimits('order=100, cart=5,payment=-1,bogus=3,cart=x')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      order: 100,
      cart: 5,
    });
  });
});
