/**
 * Single-use links sent by mail: registration confirmation and password recovery, both at
 * `/account/finish/{hash}` on the storefront; the newsletter's settings links use the same hashes.
 * The hash is 48 random characters; only its SHA-256 is stored. A link is used at most once, also under concurrent requests (one conditional UPDATE).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as s from '../db/schema';
import { LINK_LIFETIME_MS, storefrontLinkOrigin, type LinkPurpose } from '../config/links';
import type { StoreKey } from '../config/stores';
import { fail, type Tx } from './common';
import { randomToken } from './context';

const HASH_RE = /^[A-Za-z0-9]{48}$/;

/** A new link hash: 48 random letters and digits. */
export const newLinkHash = () => randomToken(48);
/** Whether `hash` has a link hash's shape (checked before any lookup). */
export const isLinkHash = (hash: string) => HASH_RE.test(hash);
/** What is stored of a link hash: its SHA-256, hex. */
export const linkDigest = (hash: string) => createHash('sha256').update(hash).digest('hex');

/**
 * Stores a new link for `customerId` and returns its absolute URL on the store's configured host.
 * Older unused links of the same purpose stop working.
 */
export async function issueLink(
  tx: Tx,
  customerId: string,
  purpose: LinkPurpose,
  store: StoreKey,
  now: Date = new Date(),
): Promise<string> {
  await tx
    .update(s.customerLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(s.customerLinks.customerId, customerId),
        eq(s.customerLinks.purpose, purpose),
        isNull(s.customerLinks.usedAt),
      ),
    );
  const hash = newLinkHash();
  await tx.insert(s.customerLinks).values({
    customerId,
    purpose,
    hashDigest: linkDigest(hash),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return `${storefrontLinkOrigin(store)}/account/finish/${hash}/`;
}

/**
 * Uses a link: the customer id when `hash` is an unused, unexpired link of `purpose`.
 * @throws GraphQLError INVALID_LINK_HASH (unknown, used, expired or malformed)
 */
export async function consumeLink(tx: Tx, purpose: LinkPurpose, hash: string): Promise<string> {
  const invalid = () => fail('INVALID_LINK_HASH', 'This link is no longer valid. Please request a new one.');
  if (!isLinkHash(hash)) throw invalid();
  const now = new Date();
  const [used] = await tx
    .update(s.customerLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(s.customerLinks.hashDigest, linkDigest(hash)),
        eq(s.customerLinks.purpose, purpose),
        isNull(s.customerLinks.usedAt),
        gt(s.customerLinks.expiresAt, now),
      ),
    )
    .returning({ customerId: s.customerLinks.customerId });
  if (!used) throw invalid();
  return used.customerId;
}
