/**
 * Newsletter sign-up (spec §3 'Newsletter input', §4 'Newsletter form', §7 ttAddNewsletterMember),
 * double opt-in: the answer is `true` for a new and a known address alike; after it, the address
 * gets a mail with its confirmation and settings link (`/newsletter/einstellungen/{hash}/`, §2). A
 * sign-up never changes a confirmed member's data; an unsubscribed address signed up again is
 * unconfirmed until its new link is used.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../db/schema';
import { storefrontLinkOrigin } from '../config/links';
import { newsletterMail } from '../mail/account-mails';
import { birthdaySchema, emailSchema, parseInput } from './account-input';
import { knownBranchCode } from './branch-code';
import { runAfterResponse } from './background';
import type { StoreDefinition } from '../config/stores';
import { fail, type ServiceContext, type Tx } from './common';
import { isLinkHash, linkDigest, newLinkHash } from './customer-links';
import { queueMail } from './mail';
import { deliverOutbox } from './mailer';

/**
 * §7 'Source values': the webshop form, the loyalty sign-up with or without newsletter opt-in and
 * the in-store (tabletop) variants.
 */
export const NEWSLETTER_SOURCES = [
  'website',
  'webshop',
  'loyalty',
  'loyalty_newsletter',
  'instore',
  'instore_loyalty',
  'instore_loyalty_newsletter',
] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const newsletterSchema = z.object({
  id: optionalText(64),
  language: z.enum(['nl', 'fr', 'de', 'en']).nullish(),
  country: z.string().trim().toUpperCase().length(2).nullish(),
  email: emailSchema,
  firstname: optionalText(100),
  lastname: optionalText(100),
  gender: z.enum(['mr', 'mrs']).nullish(),
  birthday: birthdaySchema.nullish().or(z.literal('')),
  source: z.enum(NEWSLETTER_SOURCES).nullish(),
  branchcode: optionalText(20),
  address: optionalText(200),
  housenumber: optionalText(20),
  city: optionalText(100),
});

/** A checked sign-up (§3 'Newsletter input'). */
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/**
 * §7 ttAddNewsletterMember: checks the input now and answers `true`; the member row and the mail
 * follow after the answer (same time for known and unknown addresses). An in-store source
 * (`instore…`, a sign-up on a store's tablet) needs that store's `branchcode`, and a `branchcode`
 * needs an in-store source; the member keeps the branch code.
 * @throws GraphQLError INVALID_INPUT (fields; `branchcode` when missing or unknown for an in-store
 * source, `source` when a branch code comes with another source)
 */
export async function addNewsletterMember(ctx: ServiceContext, input: unknown): Promise<boolean> {
  const data = { ...parseInput(newsletterSchema, input) };
  const inStore = data.source?.startsWith('instore') ?? false;
  if (data.branchcode && !inStore)
    throw fail('INVALID_INPUT', 'A branch code needs an in-store source.', { fields: ['source'] });
  if (inStore) {
    const branchCode = await knownBranchCode(ctx.db, data.branchcode ?? '');
    if (!branchCode)
      throw fail('INVALID_INPUT', 'An in-store source needs a known branch code.', { fields: ['branchcode'] });
    data.branchcode = branchCode;
  }
  runAfterResponse('newsletter sign-up', async () => {
    await ctx.db.transaction((tx) => queueSignup(tx, ctx.store, data));
    await deliverOutbox(ctx.db);
  });
  return true;
}

/**
 * Double opt-in in `tx`: the address becomes an unconfirmed member (its data replaced, or new) and
 * its confirmation and settings mail is queued (the caller delivers the outbox after the commit). A
 * confirmed, subscribed member is left as it is.
 */
export async function queueSignup(tx: Tx, store: StoreDefinition, data: NewsletterSignup): Promise<void> {
  const [member] = await tx
    .select()
    .from(s.newsletterMembers)
    .where(sql`lower(${s.newsletterMembers.email}) = ${data.email.toLowerCase()}`);
  if (member?.confirmedAt && !member.unsubscribedAt) return;
  const hash = newLinkHash();
  const values = {
    email: data.email,
    language: data.language ?? store.lang,
    country: data.country ?? store.country,
    firstName: data.firstname || null,
    lastName: data.lastname || null,
    salutation: data.gender ?? null,
    birthday: data.birthday || null,
    source: data.source ?? 'website',
    branchCode: data.branchcode || null,
    settingsDigest: linkDigest(hash),
    // Signing up again after unsubscribing needs the mailed link again: a form anyone can fill
    // in must never put someone else's address back on the list.
    confirmedAt: null,
    unsubscribedAt: null,
  };
  if (member) await tx.update(s.newsletterMembers).set(values).where(eq(s.newsletterMembers.id, member.id));
  else await tx.insert(s.newsletterMembers).values(values).onConflictDoNothing();
  const link = `${storefrontLinkOrigin(store.key)}/newsletter/einstellungen/${hash}/`;
  // In the language the member chose (the store's unless the form says otherwise).
  await queueMail(tx, data.email, newsletterMail(values.language, { firstName: values.firstName, link }), { link });
}

/** The member of a settings link, or NEWSLETTER_LINK_INVALID. */
async function memberOfHash(tx: Tx, hash: string) {
  const invalid = () => fail('NEWSLETTER_LINK_INVALID', 'This link is no longer valid.');
  if (!isLinkHash(hash)) throw invalid();
  const [member] = await tx
    .select()
    .from(s.newsletterMembers)
    .where(eq(s.newsletterMembers.settingsDigest, linkDigest(hash)));
  if (!member) throw invalid();
  return member;
}

/**
 * Sets the newsletter box of the account (not a guest) with `email` after a settings-link change, so
 * /customer/edit/ shows what the list holds (the account side is `account-newsletter.ts`).
 */
async function setAccountNewsletterFlag(tx: Tx, email: string, subscribed: boolean): Promise<void> {
  await tx
    .update(s.customers)
    .set({ newsletter: subscribed })
    .where(and(eq(s.customers.guest, false), sql`lower(${s.customers.email}) = ${email.toLowerCase()}`));
}

/** The settings page's view of a member: email masked, subscription state. */
function settingsDto(member: typeof s.newsletterMembers.$inferSelect) {
  const [name, domain] = member.email.split('@');
  const status = member.unsubscribedAt ? 'unsubscribed' : member.confirmedAt ? 'subscribed' : 'unconfirmed';
  return {
    email: `${name!.slice(0, 2)}***@${domain}`,
    subscribed: status === 'subscribed',
    status,
    language: member.language,
  };
}

/**
 * The newsletter settings page (§2 `/newsletter/einstellungen/{hash}/`): confirms the subscription
 * when `subscribed` is true, unsubscribes when false, or only reads when null.
 * @throws GraphQLError NEWSLETTER_LINK_INVALID
 */
export async function newsletterSettings(ctx: ServiceContext, hash: string, subscribed: boolean | null) {
  return ctx.db.transaction(async (tx) => {
    const member = await memberOfHash(tx, hash);
    if (subscribed === null) return settingsDto(member);
    const now = new Date();
    const [updated] = await tx
      .update(s.newsletterMembers)
      .set(subscribed ? { confirmedAt: member.confirmedAt ?? now, unsubscribedAt: null } : { unsubscribedAt: now })
      .where(eq(s.newsletterMembers.id, member.id))
      .returning();
    await setAccountNewsletterFlag(tx, member.email, subscribed);
    return settingsDto(updated!);
  });
}
