/**
 * Account steps for the commerce integration tests: register through the double opt-in
 * mail, log in, and read the outbox.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_CUSTOMER } from '../seed/customers';
import { backgroundSettled } from '../services/background';
import type { Harness } from './harness';

export const PASSWORD = 'correct horse 42';

export const CONTEXT_FIELDS = `token customer { id email firstName lastName guest birthday newsletter customerNumber customFields salutation { key } defaultBillingAddressId defaultShippingAddressId } cart { items { referencedId quantity } }`;
export const REGISTER = `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${CONTEXT_FIELDS} } }`;
export const CONFIRM = `mutation C($hash: String!) { confirmRegistration(hash: $hash) { ${CONTEXT_FIELDS} } }`;
export const LOGIN = `mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { ${CONTEXT_FIELDS} } }`;
export const LOGOUT = `mutation { logout { ${CONTEXT_FIELDS} } }`;
export const ME = `query { getCustomer { id email firstName lastName customFields } }`;
export const CONTEXT = `query { getContext { ${CONTEXT_FIELDS} } }`;
export const RECOVER = `mutation R($email: String!) { sendPasswordRecoveryMail(input: { email: $email }) { success emailToken } }`;
export const RESET = `mutation R($hash: String!, $p: String!) { resetPassword(input: { hash: $hash, newPassword: $p, newPasswordConfirm: $p }) { success } }`;

let counter = 0;
/** A fresh, unique email address for one test. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  salutationId: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email,
  password: PASSWORD,
  birthday: '1990-04-12',
  newsletter: false,
  ...overrides,
});

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The mails sent to `email` so far, oldest first, after the background work has finished. */
export async function mailsTo(h: Harness, email: string): Promise<Mail[]> {
  await backgroundSettled();
  return h.query<Mail>(
    sql`SELECT "to", subject, body FROM outbox_mails WHERE lower("to") = ${email.toLowerCase()} ORDER BY created_at, id`,
  );
}

/** The `/account/finish/{hash}` link of a mail. */
export function linkOf(mail: Mail | undefined): { url: string; hash: string } {
  const match = /(https?:\/\/\S+?\/account\/finish\/([A-Za-z0-9]{48})\/\S*)/.exec(mail?.body ?? '');
  expect(match, `no link in ${mail?.body}`).not.toBeNull();
  return { url: match![1]!.replace(/\.$/, ''), hash: match![2]! };
}

/** Registers and confirms an account; returns the logged-in session's token. */
export async function registeredCustomer(h: Harness, email = uniqueEmail(), store = 'NL'): Promise<string> {
  const registered = await h.gql(REGISTER, { input: registration(email) }, { store });
  expect(registered.errors).toBeUndefined();
  const mails = await mailsTo(h, email);
  const confirmed = await h.gql(CONFIRM, { hash: linkOf(mails.at(-1)).hash }, { store });
  expect(confirmed.errors).toBeUndefined();
  expect(confirmed.token).toBeTruthy();
  return confirmed.token!;
}

/** Logs in the seeded demo customer (the one with an order history); returns the session's token. */
export async function demoCustomerToken(h: Harness): Promise<string> {
  const login = await h.gql(LOGIN, { u: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password });
  expect(login.errors).toBeUndefined();
  return login.token!;
}
