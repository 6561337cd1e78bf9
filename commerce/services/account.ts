/**
 * Accounts and sessions (spec §4 'Customer', §7 'Customer': login, logout, registerCustomer,
 * DeleteCustomer). Login and registration answer alike for known and
 * unknown emails; registration is double opt-in, so an account is someone's only once its mail's
 * link was opened.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { storefrontLinkOrigin } from '../config/links';
import { accountExistsMail, registrationMail } from '../mail/account-mails';
import { emailSchema, parseInput, registerSchema } from './account-input';
import { runAfterResponse } from './background';
import { contextDto } from './cart';
import { fail, type ServiceContext, type Tx } from './common';
import { findContext, randomToken } from './context';
import { consumeLink, issueLink } from './customer-links';
import { creditSignup } from './loyalty';
import { queueMail } from './mail';
import { deliverOutbox } from './mailer';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import {
  endSession,
  findCustomerSession,
  requireCustomer,
  revokeSessions,
  startCustomerSession,
  startGuestSession,
} from './session';
import { assertLoginAllowed, attemptKey, clearLoginAttempts, recordFailedLogin } from './login-attempts';
import { branchCodeInput } from './branch-code';
import { setAccountSubscription } from './account-newsletter';

/** The account (not a guest) holding `email`, any case. */
export async function accountByEmail(db: Tx, email: string) {
  const [row] = await db
    .select()
    .from(s.customers)
    .where(and(eq(s.customers.guest, false), sql`lower(${s.customers.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

/** The request's context as the contract's Context (guest or customer). */
async function currentContext(ctx: ServiceContext) {
  return contextDto(ctx.db, ctx, await findContext(ctx.db, ctx.token));
}

/**
 * §7 login. Unknown email, wrong password and an unconfirmed account all fail as
 * INVALID_CREDENTIALS after the same password verification, so the answer tells nothing about the
 * email. On success the session starts with a new token (see startCustomerSession). Failed logins
 * are counted per address; the tenth in a row locks it for 15 minutes (`login-attempts.ts`).
 * @throws GraphQLError INVALID_CREDENTIALS, TOO_MANY_LOGIN_ATTEMPTS (with `retryAfter` in seconds)
 */
export async function login(ctx: ServiceContext, username: string, password: string) {
  const attempts = attemptKey(username);
  await assertLoginAllowed(ctx.db, attempts);
  const email = emailSchema.safeParse(username);
  const account = email.success ? await accountByEmail(ctx.db, email.data) : null;
  const matches = await verifyPassword(account?.passwordHash, password);
  if (!account || !matches || !account.confirmedAt) {
    await recordFailedLogin(ctx.db, attempts);
    throw fail('INVALID_CREDENTIALS', 'The email address or password is not correct.');
  }
  return ctx.db.transaction(async (tx) => {
    await clearLoginAttempts(tx, attempts);
    const context = await startCustomerSession(tx, ctx, account.id);
    return contextDto(tx, ctx, context);
  });
}

/**
 * §7 logout: revokes the token (the cart waits for the next login) and answers a new guest context.
 * @throws GraphQLError NOT_LOGGED_IN "You're already logged out" (spec §8) for a guest
 */
export async function logout(ctx: ServiceContext) {
  const session = await findCustomerSession(ctx.db, ctx.token);
  if (!session) throw fail('ALREADY_LOGGED_OUT', "You're already logged out");
  return ctx.db.transaction(async (tx) => {
    await endSession(tx, session.context);
    return contextDto(tx, ctx, await startGuestSession(tx, ctx));
  });
}

/**
 * §7 registerCustomer, double opt-in. The input is checked now; the rest runs after the answer,
 * which is the current (guest) context for a new and a known email alike:
 * - a new email gets an unconfirmed account and a mail with its confirmation link;
 * - an unconfirmed account gets its details and password replaced and a new link (only the
 *   mailbox's owner can confirm, so nobody can hold an email they do not read);
 * - a confirmed account gets a mail that it already exists, with the login and recovery links.
 * A registration on a store's tablet names the store's `branchcode` (spec §4 'Tabletop session
 * status'): the account keeps it as the store where the customer joined the club.
 * @throws GraphQLError INVALID_INPUT (fields; `branchcode` when no store has it), PASSWORD_TOO_SHORT,
 * PASSWORD_TOO_LONG
 */
export async function registerCustomer(ctx: ServiceContext, input: unknown) {
  const data = parseInput(registerSchema, input);
  checkNewPassword(data.password);
  const branchCode = await branchCodeInput(ctx.db, data.branchcode, 'branchcode');
  runAfterResponse('registration', async () => {
    const passwordHash = await hashPassword(data.password);
    // Two registrations of one new email at once: the second insert hits the unique index; its retry
    // finds the first one's account.
    for (let attempt = 1; ; attempt++) {
      try {
        await registerAfterResponse(ctx, { ...data, branchcode: branchCode }, passwordHash);
        return await deliverOutbox(ctx.db);
      } catch (error) {
        if (attempt >= 2 || !isUniqueViolation(error)) throw error;
      }
    }
  });
  return currentContext(ctx);
}

/** PostgreSQL's unique_violation (23505), as thrown by node-postgres and PGlite through drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The lookups and writes of a registration, after the answer (see registerCustomer). */
async function registerAfterResponse(
  ctx: ServiceContext,
  data: ReturnType<typeof registerSchema.parse>,
  passwordHash: string,
) {
  const store = ctx.store;
  await ctx.db.transaction(async (tx) => {
    const existing = await accountByEmail(tx, data.email);
    if (existing?.confirmedAt) {
      const origin = storefrontLinkOrigin(store.key);
      await queueMail(
        tx,
        existing.email,
        accountExistsMail(store.lang, {
          firstName: existing.firstName,
          loginUrl: `${origin}/account/`,
          recoverUrl: `${origin}/account/recover/password/`,
        }),
      );
      return;
    }
    const values = {
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      salutation: data.salutationId,
      birthday: data.birthday || null,
      newsletter: data.newsletter ?? false,
      passwordHash,
      storeKey: store.key,
      branchCode: data.branchcode ?? null,
    };
    const [account] = existing
      ? await tx.update(s.customers).set(values).where(eq(s.customers.id, existing.id)).returning()
      : await tx
          .insert(s.customers)
          .values({ ...values, guest: false, customerNumber: `C${randomToken(10).toUpperCase()}` })
          .returning();
    const link = `${await issueLink(tx, account!.id, 'confirm-registration', store.key)}?registration=1`;
    await queueMail(tx, data.email, registrationMail(store.lang, { firstName: data.firstName, link }), { link });
  });
}

/**
 * Confirms a registration from its mail's link, credits the club's sign-up points (§9) and logs the
 * customer in.
 * @throws GraphQLError INVALID_LINK_HASH (unknown, used or expired link)
 */
export async function confirmRegistration(ctx: ServiceContext, hash: string) {
  return ctx.db.transaction(async (tx) => {
    const customerId = await consumeLink(tx, 'confirm-registration', hash);
    const [customer] = await tx
      .update(s.customers)
      .set({ confirmedAt: new Date() })
      .where(eq(s.customers.id, customerId))
      .returning();
    await creditSignup(tx, customerId);
    // The newsletter box ticked at registration counts once the mail's link proved the address.
    if (customer?.newsletter)
      await setAccountSubscription(tx, customer, true, ctx.store, {
        addressProven: true,
        branchCode: customer.branchCode,
      });
    return contextDto(tx, ctx, await startCustomerSession(tx, ctx, customerId));
  });
}

/**
 * §7 DeleteCustomer: deletes the account with its addresses and links, revokes all its sessions and
 * answers a new guest context. Its orders keep their own copy of the customer's details.
 * @throws GraphQLError NOT_LOGGED_IN
 */
export async function deleteCustomer(ctx: ServiceContext) {
  return ctx.db.transaction(async (tx) => {
    const { customer } = await requireCustomer(tx, ctx);
    await revokeSessions(tx, customer.id);
    await tx.delete(s.customers).where(eq(s.customers.id, customer.id));
    return contextDto(tx, ctx, await startGuestSession(tx, ctx));
  });
}
