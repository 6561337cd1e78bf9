import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_COPY } from '../mail/copy';
import { ADD, startShop, type Harness, type VariantFact } from './harness';
import {
  CONFIRM,
  CONTEXT,
  LOGIN,
  LOGOUT,
  ME,
  PASSWORD,
  REGISTER,
  linkOf,
  mailsTo,
  registeredCustomer,
  registration,
  uniqueEmail,
} from './account-support';
import { addProduct, purchasable } from './checkout-support';

let h: Harness;
let facts: VariantFact[];

beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

const inStock = (skip = 0, min = 3) => purchasable(facts, min)[skip]!;

describe('registration, double opt-in (§7 registerCustomer; docs/decisions/0011-double-opt-in.md)', () => {
  it('answers a new and a known email alike; the new one gets a confirmation link, the known one a warning', async () => {
    const known = uniqueEmail('known');
    await registeredCustomer(h, known);
    const fresh = uniqueEmail('fresh');

    const first = await h.gql(REGISTER, { input: registration(fresh) });
    const second = await h.gql(REGISTER, { input: registration(known, { firstName: 'Mallory' }) });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(first.data!.registerCustomer.customer).toBeNull();
    expect(second.data!.registerCustomer.customer).toBeNull();
    expect(first.token).toBeNull();
    expect(second.token).toBeNull();

    const freshMails = await mailsTo(h, fresh);
    expect(freshMails).toHaveLength(1);
    expect(linkOf(freshMails[0]).url).toMatch(
      /^http:\/\/nl\.localhost:3000\/account\/finish\/\w{48}\/\?registration=1$/,
    );
    const knownMails = await mailsTo(h, known);
    expect(knownMails.at(-1)!.subject).toBe(MAIL_COPY.nl.accountExists.subject);
    expect(knownMails.at(-1)!.body).toContain('/account/recover/password/');
    // The known account was not touched by the second registration.
    const [row] = await h.query<{ first_name: string }>(
      sql`SELECT first_name FROM customers WHERE lower(email) = ${known} AND guest = false`,
    );
    expect(row!.first_name).toBe('Anna');
  });

  it('two registrations of one new email at once end in one account', async () => {
    const email = uniqueEmail();
    await Promise.all([
      h.gql(REGISTER, { input: registration(email) }),
      h.gql(REGISTER, { input: registration(email) }),
    ]);
    expect(await mailsTo(h, email)).toHaveLength(2);
    const rows = await h.query(sql`SELECT id FROM customers WHERE lower(email) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('cannot log in before confirming; the link logs in once and never again', async () => {
    const email = uniqueEmail();
    await h.gql(REGISTER, { input: registration(email) });
    expect((await h.gql(LOGIN, { u: email, p: PASSWORD })).code).toBe('INVALID_CREDENTIALS');

    const { hash } = linkOf((await mailsTo(h, email))[0]);
    const confirmed = await h.gql(CONFIRM, { hash });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmRegistration.customer).toMatchObject({ email, guest: false, birthday: '1990-04-12' });
    expect((await h.gql(CONFIRM, { hash })).code).toBe('INVALID_LINK_HASH');
    expect((await h.gql(LOGIN, { u: email.toUpperCase(), p: PASSWORD })).errors).toBeUndefined();
  });

  it('validates on the server: short password, bad email, unknown salutation, future birthday', async () => {
    const email = uniqueEmail();
    expect((await h.gql(REGISTER, { input: registration(email, { password: 'short' }) })).code).toBe(
      'PASSWORD_TOO_SHORT',
    );
    const bad = await h.gql(REGISTER, {
      input: registration('not-an-email', { salutationId: 'dr', birthday: '2999-01-01' }),
    });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.errors![0]!.extensions!.fields).toEqual(expect.arrayContaining(['email', 'salutationId', 'birthday']));
    expect(await mailsTo(h, email)).toHaveLength(0);
  });

  it('a second registration of an unconfirmed email replaces it and only the newest link works', async () => {
    const email = uniqueEmail();
    await h.gql(REGISTER, { input: registration(email, { firstName: 'Eve' }) });
    await mailsTo(h, email); // the first registration's mail is out before the second one starts
    await h.gql(REGISTER, { input: registration(email, { firstName: 'Anna' }) });
    const mails = await mailsTo(h, email);
    expect(mails).toHaveLength(2);
    expect((await h.gql(CONFIRM, { hash: linkOf(mails[0]).hash })).code).toBe('INVALID_LINK_HASH');
    const confirmed = await h.gql(CONFIRM, { hash: linkOf(mails[1]).hash });
    expect(confirmed.data!.confirmRegistration.customer.firstName).toBe('Anna');
  });
});

describe('login and logout (§4 Customer)', () => {
  it('answers an unknown email and a wrong password alike', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    const unknown = await h.gql(LOGIN, { u: uniqueEmail('nobody'), p: PASSWORD });
    const wrong = await h.gql(LOGIN, { u: email, p: 'wrong password' });
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.errors![0]!.message).toBe(wrong.errors![0]!.message);
  });

  it('issues a new token, the guest token stops working, and the guest cart joins the customer’s', async () => {
    const email = uniqueEmail();
    const first = await registeredCustomer(h, email);
    const kept = inStock(0);
    await addProduct(h, kept.id, { token: first });
    await h.gql(LOGOUT, {}, { token: first });

    const guest = await h.gql(ADD, {
      items: [
        { referencedId: String(kept.id), type: 'product', quantity: 1 },
        { referencedId: String(inStock(1).id), type: 'product', quantity: 2 },
      ],
    });
    const guestToken = guest.token!;
    const login = await h.gql(LOGIN, { u: email, p: PASSWORD }, { token: guestToken });
    expect(login.errors).toBeUndefined();
    expect(login.token).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(login.token).not.toBe(guestToken);
    const items = login.data!.login.cart.items.map((item: { referencedId: string; quantity: number }) => [
      item.referencedId,
      item.quantity,
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        [String(kept.id), 2],
        [String(inStock(1).id), 2],
      ]),
    );
    expect((await h.gql(CONTEXT, {}, { token: guestToken })).data!.getContext.cart.items).toEqual([]);
    expect((await h.gql(ME, {}, { token: guestToken })).data!.getCustomer).toBeNull();
    expect((await h.gql(ME, {}, { token: login.token })).data!.getCustomer.email).toBe(email);
  });

  it('caps merged quantities by stock', async () => {
    const scarce = facts.find((v) => v.stock === 2 && !v.coming && !v.delivery_time) ?? inStock(2, 2);
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    await addProduct(h, scarce.id, { quantity: scarce.stock, token });
    const guest = await addProduct(h, scarce.id);
    const login = await h.gql(LOGIN, { u: email, p: PASSWORD }, { token: guest.token });
    const line = login.data!.login.cart.items.find(
      (item: { referencedId: string }) => item.referencedId === String(scarce.id),
    );
    expect(line.quantity).toBe(scarce.stock);
  });

  it('logout revokes the token and answers a new guest context; a guest is "already logged out"', async () => {
    const token = await registeredCustomer(h);
    const out = await h.gql(LOGOUT, {}, { token });
    expect(out.errors).toBeUndefined();
    expect(out.data!.logout.customer).toBeNull();
    expect(out.token).toBeTruthy();
    expect(out.token).not.toBe(token);
    expect((await h.gql(ME, {}, { token })).data!.getCustomer).toBeNull();

    const again = await h.gql(LOGOUT, {}, { token: out.token });
    expect(again.code).toBe('ALREADY_LOGGED_OUT');
    expect(again.errors![0]!.message).toBe("You're already logged out");
    expect((await h.gql(LOGOUT, {})).code).toBe('ALREADY_LOGGED_OUT');
  });

  it('answers known and unknown emails in about the same time (no account enumeration by timing)', async () => {
    const email = uniqueEmail();
    await registeredCustomer(h, email);
    const time = async (u: string) => {
      const start = performance.now();
      await h.gql(LOGIN, { u, p: 'wrong password' });
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    const [a, b] = [median(known), median(unknown)];
    // Both verify an argon2id hash; without the dummy hash an unknown email would answer ~20× faster.
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.35);
  });
});
