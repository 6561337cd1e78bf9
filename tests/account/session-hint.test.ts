import { describe, expect, it } from 'vitest';
import { sessionEffectOf } from '@/lib/account/session-hint';

const ok = { data: {} };
const failed = (code: string) => ({ errors: [{ message: 'x', extensions: { code } }] });

describe('the BFF’s logged-in hint (COOKIES.customerHint)', () => {
  it('follows successful logins, confirmations, logouts and deletions, also under aliases', () => {
    expect(sessionEffectOf('mutation { login(username: "a", password: "b") { token } }', undefined, ok)).toBe(
      'logged-in',
    );
    expect(sessionEffectOf('mutation X { in: confirmRegistration(hash: "h") { token } }', 'X', ok)).toBe('logged-in');
    expect(sessionEffectOf('mutation { logout { token } }', undefined, ok)).toBe('logged-out');
    expect(sessionEffectOf('mutation { gone: DeleteCustomer { token } }', undefined, ok)).toBe('logged-out');
  });

  it('does not log in on a failed login, and logs out on any not-logged-in answer', () => {
    expect(
      sessionEffectOf(
        'mutation { login(username: "a", password: "b") { token } }',
        undefined,
        failed('INVALID_CREDENTIALS'),
      ),
    ).toBeNull();
    expect(sessionEffectOf('mutation { logout { token } }', undefined, failed('ALREADY_LOGGED_OUT'))).toBe(
      'logged-out',
    );
    expect(sessionEffectOf('query { addresses { id } }', undefined, failed('NOT_LOGGED_IN'))).toBe('logged-out');
  });

  it('ignores other operations and the client-chosen operation name', () => {
    expect(sessionEffectOf('query login { getCustomer { id } }', 'login', ok)).toBeNull();
    expect(
      sessionEffectOf('mutation Login { addToCart(addCartItemsInput: { items: [] }) { token } }', 'Login', ok),
    ).toBeNull();
  });
});
