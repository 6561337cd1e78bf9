/**
 * The logged-in customer's own data (spec §7 'Profile and credentials': getCustomer,
 * updateCustomer, changeEmail, changePassword, sendPasswordRecoveryMail, resetPassword; §5
 * 'Customer update', 'Password change'). Every call but recovery and reset authorises through
 * requireCustomer; none takes a customer id from the client.
 */
import { eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { passwordRecoveryMail } from '../mail/account-mails';
import { accountByEmail } from './account';
import { emailSchema, parseInput, updateCustomerSchema } from './account-input';
import { runAfterResponse } from './background';
import { contextDto } from './cart';
import { fail, type ServiceContext } from './common';
import { customerDto } from './context';
import { consumeLink, issueLink } from './customer-links';
import { queueMail } from './mail';
import { deliverOutbox } from './mailer';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { findCustomerSession, requireCustomer, revokeSessions } from './session';
import { attemptKey, clearLoginAttempts } from './login-attempts';
import { setAccountSubscription } from './account-newsletter';

/** §7 getCustomer: the session's account, or null for a guest or an unknown token. */
export async function getCustomer(ctx: ServiceContext) {
  const session = await findCustomerSession(ctx.db, ctx.token);
  return session ? customerDto(ctx.db, session.customer.id, ctx) : null;
}

/**
 * §7 updateCustomer. Only salutation, names, birthday, newsletter and the two custom fields of §3
 * change; a missing or empty name keeps the current one (§5); customFields are merged key by key.
 * A given `newsletter` takes the address off the newsletter list, or sends it the list's double
 * opt-in mail (`account-newsletter.ts`): the account's email may have changed since it was proven.
 * @throws GraphQLError NOT_LOGGED_IN, INVALID_INPUT (fields)
 */
export async function updateCustomer(ctx: ServiceContext, input: unknown) {
  const data = parseInput(updateCustomerSchema, input);
  const answer = await ctx.db.transaction(async (tx) => {
    const { context, customer } = await requireCustomer(tx, ctx);
    await tx
      .update(s.customers)
      .set({
        salutation: data.salutationId ?? customer.salutation,
        firstName: data.firstName || customer.firstName,
        lastName: data.lastName || customer.lastName,
        birthday: data.birthday === undefined ? customer.birthday : data.birthday || null,
        newsletter: data.newsletter ?? customer.newsletter,
        customFields: { ...(customer.customFields as object), ...(data.customFields ?? {}) },
      })
      .where(eq(s.customers.id, customer.id));
    if (data.newsletter != null)
      await setAccountSubscription(tx, customer, data.newsletter, ctx.store, { addressProven: false });
    return contextDto(tx, ctx, context);
  });
  if (data.newsletter) runAfterResponse('newsletter mail', () => deliverOutbox(ctx.db));
  return answer;
}

/**
 * §7 changeEmail: the new address twice and the current password.
 * @throws GraphQLError NOT_LOGGED_IN, INVALID_INPUT, EMAIL_MISMATCH, INVALID_PASSWORD, EMAIL_TAKEN
 */
export async function changeEmail(
  ctx: ServiceContext,
  input: { email: string; emailConfirmation: string; password: string },
) {
  const email = parseInput(emailSchema, input.email);
  if (email !== input.emailConfirmation.trim().toLowerCase())
    throw fail('EMAIL_MISMATCH', 'The email addresses do not match.');
  const session = await requireCustomer(ctx.db, ctx);
  if (!(await verifyPassword(session.customer.passwordHash, input.password)))
    throw fail('INVALID_PASSWORD', 'The password is not correct.');
  return ctx.db.transaction(async (tx) => {
    const holder = await accountByEmail(tx, email);
    if (holder && holder.id !== session.customer.id)
      throw fail('EMAIL_TAKEN', 'Account with emailaddress already exists');
    await tx.update(s.customers).set({ email }).where(eq(s.customers.id, session.customer.id));
    return contextDto(tx, ctx, session.context);
  });
}

/**
 * §7 changePassword (§5: current, new and confirmation): every other session of the customer is
 * revoked; the storefront then logs in again with the new password.
 * @throws GraphQLError NOT_LOGGED_IN, INVALID_PASSWORD, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_MISMATCH
 */
export async function changePassword(
  ctx: ServiceContext,
  input: { password: string; newPassword: string; newPasswordConfirm: string },
) {
  const session = await requireCustomer(ctx.db, ctx);
  if (!(await verifyPassword(session.customer.passwordHash, input.password)))
    throw fail('INVALID_PASSWORD', 'The password is not correct.');
  checkNewPassword(input.newPassword);
  if (input.newPassword !== input.newPasswordConfirm) throw fail('PASSWORD_MISMATCH', 'The passwords do not match.');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(s.customers).set({ passwordHash }).where(eq(s.customers.id, session.customer.id));
    await revokeSessions(tx, session.customer.id, session.context.token);
  });
  return { success: true };
}

/**
 * §7 sendPasswordRecoveryMail: always `{ success: true, emailToken: null }`, at once; after the
 * answer, a confirmed account of that email gets a mail with a link valid for 2 hours.
 * @throws GraphQLError INVALID_INPUT for a malformed email
 */
export async function sendPasswordRecoveryMail(ctx: ServiceContext, input: { email: string }) {
  const email = parseInput(emailSchema, input.email);
  const store = ctx.store;
  runAfterResponse('password recovery', async () => {
    await ctx.db.transaction(async (tx) => {
      const account = await accountByEmail(tx, email);
      if (!account?.confirmedAt) return;
      const link = await issueLink(tx, account.id, 'recover-password', store.key);
      await queueMail(tx, account.email, passwordRecoveryMail(store.lang, { firstName: account.firstName, link }), {
        link,
      });
    });
    await deliverOutbox(ctx.db);
  });
  return { success: true, emailToken: null };
}

/**
 * §7 resetPassword: sets the password of the link's account, once; every session of the account
 * is revoked (whoever knew the old password is logged out) and a login lock of its address lifted.
 * @throws GraphQLError INVALID_LINK_HASH, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_MISMATCH
 */
export async function resetPassword(
  input: { hash: string; newPassword: string; newPasswordConfirm: string },
  ctx: ServiceContext,
) {
  checkNewPassword(input.newPassword);
  if (input.newPassword !== input.newPasswordConfirm) throw fail('PASSWORD_MISMATCH', 'The passwords do not match.');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const customerId = await consumeLink(tx, 'recover-password', input.hash);
    const [customer] = await tx
      .update(s.customers)
      .set({ passwordHash })
      .where(eq(s.customers.id, customerId))
      .returning({ email: s.customers.email });
    await revokeSessions(tx, customerId);
    // The mailbox's owner proved who they are: a lock from someone else's guesses ends here.
    if (customer) await clearLoginAttempts(tx, attemptKey(customer.email));
  });
  return { success: true };
}
