import { describe, expect, it } from 'vitest';
import { STAFF_ERRORS, STAFF_PIN_PATTERN, staffErrorOf, staffFormSchema } from '@/lib/tabletop/staff-form';

describe('the staff page’s form (staffFormSchema)', () => {
  it('starts a session with a store and a PIN, trimmed', () => {
    expect(staffFormSchema.parse({ action: 'start', location: ' amsterdam-kalverstraat ', pin: ' 123456 ' })).toEqual({
      action: 'start',
      location: 'amsterdam-kalverstraat',
      pin: '123456',
    });
  });

  it('does not start without a store', () => {
    expect(staffFormSchema.safeParse({ action: 'start', pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'start', location: '', pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'start', location: '   ', pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'start', location: 'x'.repeat(101), pin: '123456' }).success).toBe(
      false,
    );
  });

  it('needs a PIN for start, close and revoke', () => {
    expect(staffFormSchema.safeParse({ action: 'start', location: 'NL042' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'close' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'revoke' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'close', pin: '1'.repeat(41) }).success).toBe(false);
  });

  it('closes and revokes with a PIN and no store', () => {
    expect(staffFormSchema.parse({ action: 'close', pin: '123456' })).toEqual({ action: 'close', pin: '123456' });
    expect(staffFormSchema.parse({ action: 'revoke', pin: '654321', location: 'ignored' })).toEqual({
      action: 'revoke',
      pin: '654321',
    });
  });

  it('fails for an unknown or missing action', () => {
    expect(staffFormSchema.safeParse({ action: 'delete', pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ action: 'START', location: 'NL042', pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({ pin: '123456' }).success).toBe(false);
    expect(staffFormSchema.safeParse({}).success).toBe(false);
  });
});

describe('STAFF_PIN_PATTERN (6 to 12 digits)', () => {
  it.each(['123456', '000000', '123456789012'])('accepts %s', (pin) => {
    expect(STAFF_PIN_PATTERN.test(pin)).toBe(true);
  });

  it.each(['', '12345', '1234567890123', '12345a', ' 123456', '123456 ', '12 3456', '１２３４５６', '123456\n'])(
    'rejects %j',
    (pin) => {
      expect(STAFF_PIN_PATTERN.test(pin)).toBe(false);
    },
  );
});

describe('staffErrorOf (tabletop.staff.errors.<code>)', () => {
  it('maps too many attempts, by status or error word', () => {
    expect(staffErrorOf(429, 'TOO_MANY_ATTEMPTS')).toBe('tooManyAttempts');
    expect(staffErrorOf(429, 'ANYTHING')).toBe('tooManyAttempts');
    expect(staffErrorOf(403, 'TOO_MANY_ATTEMPTS')).toBe('tooManyAttempts');
  });

  it('maps a PIN or store not accepted, by status or error word', () => {
    expect(staffErrorOf(401, 'INVALID_CREDENTIAL')).toBe('invalidCredential');
    expect(staffErrorOf(401, 'UNAUTHORIZED')).toBe('invalidCredential');
    expect(staffErrorOf(403, 'INVALID_CREDENTIAL')).toBe('invalidCredential');
  });

  it('maps 404 to no session and 400 to invalid input', () => {
    expect(staffErrorOf(404, 'NOT_FOUND')).toBe('noSession');
    expect(staffErrorOf(400, 'BAD_REQUEST')).toBe('invalidInput');
  });

  it('maps anything else to unavailable', () => {
    for (const [status, error] of [
      [503, 'UNAVAILABLE'],
      [500, 'INTERNAL'],
      [409, 'ALREADY_CLOSED'],
      [200, ''],
    ] as const) {
      expect(staffErrorOf(status, error)).toBe('unavailable');
    }
  });

  it('answers only codes the page has messages for', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 429, 500, 503]) {
      expect(STAFF_ERRORS).toContain(staffErrorOf(status, ''));
    }
  });
});
