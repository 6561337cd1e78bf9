/**
 * The account's newsletter choice (spec §3 Customer `newsletter`, §7 registerCustomer and
 * updateCustomer; /customer/edit/ 'newsletter preferences') kept in step with the newsletter list
 * (`newsletter_members`, §7 ttAddNewsletterMember). Unticking takes the address off the list at
 * once. Ticking puts it on the list at once only where the address has just been proven (the
 * registration's confirmation link); otherwise, as an account's email can change without a mail, it
 * gets the list's own double opt-in mail. The other way round, the settings link of that mail
 * updates the account's box (`newsletterSettings` in `newsletter.ts`, which this module builds on:
 * the one double opt-in path is its `queueSignup`).
 */
import { eq, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import type { StoreDefinition } from '../config/stores';
import type { Tx } from './common';
import { linkDigest, newLinkHash } from './customer-links';
import { queueSignup } from './newsletter';

/** The account fields the list keeps of a member. */
export interface AccountForNewsletter {
  email: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
}

/**
 * Puts the account's address on the list or takes it off. `addressProven`: the address was confirmed
 * by mail in this very step, so it joins confirmed (a member already on the list keeps the data it
 * signed up with); without it, the address gets the double opt-in mail (`queueSignup`, delivered by
 * the caller after the commit) unless it is already a subscribed member. `branchCode`: the club
 * registration was made on that store's tablet, so a new member joins with source
 * `instore_loyalty_newsletter` and that branch code (§7 'Source values') instead of `webshop`.
 */
export async function setAccountSubscription(
  tx: Tx,
  account: AccountForNewsletter,
  subscribed: boolean,
  store: StoreDefinition,
  { addressProven, branchCode = null }: { addressProven: boolean; branchCode?: string | null },
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
  if (!addressProven) {
    const { email, firstName, lastName, birthday } = account;
    await queueSignup(tx, store, { email, firstname: firstName, lastname: lastName, birthday, source: 'webshop' });
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
      source: branchCode ? 'instore_loyalty_newsletter' : 'webshop',
      branchCode,
      // The member's settings page is reached from a newsletter mail, which carries a link of its own.
      settingsDigest: linkDigest(newLinkHash()),
      confirmedAt: now,
    })
    .onConflictDoNothing();
}
