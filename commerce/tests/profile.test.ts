import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_COPY } from '../mail/copy';
import { startCommerce, type Harness } from './harness';
import {
  CONTEXT_FIELDS,
  LOGIN,
  ME,
  PASSWORD,
  RECOVER,
  RESET,
  linkOf,
  mailsTo,
  registeredCustomer,
  uniqueEmail,
} from './account-support';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const UPDATE = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ${CONTEXT_FIELDS} } }`;
const CHANGE_EMAIL = `mutation E($input: ChangeEmailInput!) { changeEmail(input: $input) { customer { email } } }`;
const CHANGE_PASSWORD = `mutation P($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`;
const DELETE = `mutation { DeleteCustomer { ${CONTEXT_FIELDS} } }`;

describe('profile (§7 getCustomer, updateCustomer, changeEmail; §5 Customer update)', () => {
  it('a guest has no customer and may not update one', async () => {
    expect((await h.gql(ME, {})).data!.getCustomer).toBeNull();
    expect((await h.gql(UPDATE, { input: { firstName: 'X' } })).code).toBe('NOT_LOGGED_IN');
  });

  it('keeps the current name when none is sent and stores birthday, newsletter and the two custom fields', async () => {
    const token = await registeredCustomer(h);
    const updated = await h.gql(
      UPDATE,
      {
        input: {
          firstName: '',
          lastName: 'Jansen',
          birthday: '1985-12-01',
          newsletter: true,
          customFields: { customer_settings_stores: ['store-12'], points: 100000, guest: true },
        },
      },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCustomer.customer).toMatchObject({
      firstName: 'Anna',
      lastName: 'Jansen',
      birthday: '1985-12-01',
      newsletter: true,
      guest: false,
      customFields: { customer_settings_stores: ['store-12'] },
    });
  });

  it('refuses fields the client may not set (guest, customerNumber, email) and changes nothing', async () => {
    const token = await registeredCustomer(h);
    const before = (await h.gql(`query { getContext { ${CONTEXT_FIELDS} } }`, {}, { token })).data!.getContext.customer;
    for (const field of [{ guest: true }, { customerNumber: 'C1' }, { email: 'evil@example.com' }]) {
      const attempt = await h.gql(UPDATE, { input: { firstName: 'Mallory', ...field } }, { token });
      expect(attempt.errors).toBeDefined();
    }
    const after = (await h.gql(`query { getContext { ${CONTEXT_FIELDS} } }`, {}, { token })).data!.getContext.customer;
    expect(after).toEqual(before);
  });

  it('changes the email only with the password and never to another account’s address', async () => {
    const taken = uniqueEmail('taken');
    await registeredCustomer(h, taken);
    const token = await registeredCustomer(h);
    const next = uniqueEmail('next');
    const input = (overrides: Record<string, string>) => ({
      email: next,
      emailConfirmation: next,
      password: PASSWORD,
      ...overrides,
    });
    expect((await h.gql(CHANGE_EMAIL, { input: input({ password: 'wrong password' }) }, { token })).code).toBe(
      'INVALID_PASSWORD',
    );
    expect((await h.gql(CHANGE_EMAIL, { input: input({ emailConfirmation: 'x@example.com' }) }, { token })).code).toBe(
      'EMAIL_MISMATCH',
    );
    expect(
      (await h.gql(CHANGE_EMAIL, { input: input({ email: taken, emailConfirmation: taken }) }, { token })).code,
    ).toBe('EMAIL_TAKEN');
    const changed = await h.gql(CHANGE_EMAIL, { input: input({}) }, { token });
    expect(changed.data!.changeEmail.customer.email).toBe(next);
    expect((await h.gql(LOGIN, { u: next, p: PASSWORD })).errors).toBeUndefined();
  });
});

describe('passwords (§5 Password change; §7 sendPasswordRecoveryMail, resetPassword)', () => {
  it('a password change needs the current one and revokes every other session', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const other = (await h.gql(LOGIN, { u: email, p: PASSWORD })).token!;
    const change = (input: Record<string, string>) => h.gql(CHANGE_PASSWORD, { input }, { token });
    expect(
      (await change({ password: 'wrong', newPassword: 'new password 1', newPasswordConfirm: 'new password 1' })).code,
    ).toBe('INVALID_PASSWORD');
    expect((await change({ password: PASSWORD, newPassword: 'short', newPasswordConfirm: 'short' })).code).toBe(
      'PASSWORD_TOO_SHORT',
    );
    expect(
      (await change({ password: PASSWORD, newPassword: 'new password 1', newPasswordConfirm: 'other 12345' })).code,
    ).toBe('PASSWORD_MISMATCH');
    const done = await change({
      password: PASSWORD,
      newPassword: 'new password 1',
      newPasswordConfirm: 'new password 1',
    });
    expect(done.data!.changePassword.success).toBe(true);
    expect((await h.gql(ME, {}, { token })).data!.getCustomer.email).toBe(email);
    expect((await h.gql(ME, {}, { token: other })).data!.getCustomer).toBeNull();
    expect((await h.gql(LOGIN, { u: email, p: PASSWORD })).code).toBe('INVALID_CREDENTIALS');
    expect((await h.gql(LOGIN, { u: email, p: 'new password 1' })).errors).toBeUndefined();
  });

  it('recovery answers known and unknown emails alike; only the account gets a link, on the configured host', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const unknown = uniqueEmail('nobody');
    const known = await h.request('/api/graphql', {
      method: 'POST',
      // A forged Host must not end up in the link.
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ query: RECOVER, variables: { email } }),
    });
    const other = await h.gql(RECOVER, { email: unknown });
    expect(await known.json()).toEqual({ data: { sendPasswordRecoveryMail: { success: true, emailToken: null } } });
    expect(other.data).toEqual({ sendPasswordRecoveryMail: { success: true, emailToken: null } });
    expect(await mailsTo(h, unknown)).toHaveLength(0);

    const { url, hash } = linkOf((await mailsTo(h, email)).at(-1));
    expect(url).toMatch(/^http:\/\/nl\.localhost:3000\/account\/finish\/\w{48}\/$/);
    expect((await h.gql(RESET, { hash, p: 'short' })).code).toBe('PASSWORD_TOO_SHORT');
    expect((await h.gql(RESET, { hash, p: 'brand new pass' })).data!.resetPassword.success).toBe(true);
    expect((await h.gql(RESET, { hash, p: 'another new pass' })).code).toBe('INVALID_LINK_HASH');
    // Whoever held a session is logged out; the new password works.
    expect((await h.gql(ME, {}, { token })).data!.getCustomer).toBeNull();
    expect((await h.gql(LOGIN, { u: email, p: 'brand new pass' })).errors).toBeUndefined();
  });

  it('a recovery link expires after 2 hours and only the newest one works', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    await h.gql(RECOVER, { email });
    await mailsTo(h, email); // one link after the other
    await h.gql(RECOVER, { email });
    const [older, newer] = (await mailsTo(h, email)).filter(
      (mail) => mail.subject === MAIL_COPY.nl.passwordRecovery.subject,
    );
    expect((await h.gql(RESET, { hash: linkOf(older).hash, p: 'brand new pass' })).code).toBe('INVALID_LINK_HASH');
    await h.query(sql`UPDATE customer_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect((await h.gql(RESET, { hash: linkOf(newer).hash, p: 'brand new pass' })).code).toBe('INVALID_LINK_HASH');
  });
});

describe('account deletion (§7 DeleteCustomer)', () => {
  it('deletes the account and its addresses, revokes every session and answers a guest context', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const other = (await h.gql(LOGIN, { u: email, p: PASSWORD })).token!;
    const deleted = await h.gql(DELETE, {}, { token });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.DeleteCustomer.customer).toBeNull();
    expect(deleted.token).toBeTruthy();
    for (const session of [token, other])
      expect((await h.gql(ME, {}, { token: session })).data!.getCustomer).toBeNull();
    expect((await h.gql(LOGIN, { u: email, p: PASSWORD })).code).toBe('INVALID_CREDENTIALS');
    expect(await h.query(sql`SELECT id FROM customers WHERE lower(email) = ${email}`)).toEqual([]);
    expect((await h.gql(DELETE, {}, { token: deleted.token })).code).toBe('NOT_LOGGED_IN');
  });
});
