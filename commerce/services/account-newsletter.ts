/**
 * The account's newsletter choice (spec §3 Customer `newsletter`, §7 registerCustomer and
 * updateCustomer; /customer/edit/ 'newsletter preferences') kept in step with the newsletter list
 * (`newsletter_members`, §7 ttAddNewsletterMember). An account's address was confirmed through its
 * registration mail, so its choice needs no second confirmation mail: ticking the box puts the
 * address on the list at once (source `webshop`), unticking takes it off. The other way round, the
 * settings link of the newsletter mail updates the account's box.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import type { StoreDefinition } from '../config/stores';
import type { Tx } from './common';
import { linkDigest, newLinkHash } from './customer-links';

/** The account fields the list keeps of a member. */
export interface AccountForNewsletter {
  email: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
}

/**
 * Puts the account's (confirmed) address on the list or takes it off. A member already on the list
 * keeps the data it signed up with; an unconfirmed sign-up of the address counts as confirmed now.
 */
export async function setAccountSubscription(
  tx: Tx,
  account: AccountForNewsletter,
  subscribed: boolean,
  store: StoreDefinition,
  now: Date = new Date(),
): Promise<void> {
  const [member] = await tx
    .select()
    .from(s.newsletterMembers)
    .where(sql`lower(${s.newsletterMembers.email}) = ${account.email.toLowerCase()}`);
  if (!subscribed) {
    if (member && !member.unsubscribedAt)
      await tx.update(s.newsletterMembers).set({ unsubscribedAt: now }).where(eq(s.newsletterMembers.id, member.id));
    return;
  }
  if (member) {
    await tx
      .update(s.newsletterMembers)
      .set({ confirmedAt: member.confirmedAt ?? now, unsubscribedAt: null })
      .where(eq(s.newsletterMembers.id, member.id));
    return;
  }
  await tx
    .insert(s.newsletterMembers)
    .values({
      email: account.email,
      language: store.lang,
      country: store.country,
      firstName: account.firstName,
      lastName: account.lastName,
      birthday: account.birthday,
      source: 'webshop',
      // The member's settings page is reached from a newsletter mail, which carries a link of its own.
      settingsDigest: linkDigest(newLinkHash()),
      confirmedAt: now,
    })
    .onConflictDoNothing();
}

/** Sets the newsletter box of the account (not a guest) with `email`, after a settings-link change. */
export async function setAccountNewsletterFlag(tx: Tx, email: string, subscribed: boolean): Promise<void> {
  await tx
    .update(s.customers)
    .set({ newsletter: subscribed })
    .where(and(eq(s.customers.guest, false), sql`lower(${s.customers.email}) = ${email.toLowerCase()}`));
}
