/**
 * The order status link's token (spec §2 '/checkout/' child status, §7 GetOrderHistory(emailToken);
 * docs/decisions/0033-order-status-links.md): an HMAC-SHA256 of the order id and the link's expiry
 * under a server secret, so it can be issued for an order at any time without storing it, names
 * exactly one order, and cannot be forged or extended without the secret. It is good for one
 * thing only, reading that order's status: it has a shape no context token has (`os1.` and
 * base64url), and nothing but GetOrderHistory's `emailToken` reads it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, UUID_RE, type Tx } from './common';

/** How long an order status link works, in days from the order's placing. */
export const ORDER_STATUS_LINK_LIFETIME_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The environment variable that may hold the secret (else a random one is kept in `settings`). */
export const ORDER_STATUS_SECRET_ENV = 'ORDER_STATUS_SECRET';
const SETTINGS_KEY = 'order_status_secret';
/** Shortest secret accepted from the environment: 32 characters. */
const MIN_SECRET_LENGTH = 32;
const PREFIX = 'os1.';
/** What the MAC covers besides the payload: the purpose and version, so no other HMAC of the shop can stand in. */
const MAC_CONTEXT = 'order-status:v1:';
/** 16 bytes order id, 4 bytes expiry (Unix seconds), 16 bytes MAC (HMAC-SHA256 cut to 128 bits). */
const PAYLOAD_BYTES = 20;
const MAC_BYTES = 16;
/** `os1.` and 48 base64url characters (36 bytes): a dot and a length no context token has. */
const TOKEN_RE = /^os1\.[A-Za-z0-9_-]{48}$/;

/** The moment an order's status link stops working: its placing plus {@link ORDER_STATUS_LINK_LIFETIME_DAYS}. */
export function orderStatusLinkExpiry(placedAt: Date): Date {
  // Whole seconds: the token carries the expiry as Unix seconds.
  return new Date(Math.floor((placedAt.getTime() + ORDER_STATUS_LINK_LIFETIME_DAYS * DAY_MS) / 1000) * 1000);
}

/**
 * The secret the tokens are signed with: `ORDER_STATUS_SECRET` (at least 32 characters), else a
 * random one stored in the database on first use, so every instance on one database agrees.
 * @throws Error when the environment's secret is shorter than 32 characters (a configuration error)
 */
export async function orderStatusSecret(db: Tx): Promise<string> {
  const configured = process.env[ORDER_STATUS_SECRET_ENV];
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`${ORDER_STATUS_SECRET_ENV} must be at least ${MIN_SECRET_LENGTH} characters.`);
    return configured;
  }
  await db
    .insert(s.settings)
    .values({ key: SETTINGS_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(s.settings).where(eq(s.settings.key, SETTINGS_KEY));
  return row!.value;
}

function mac(secret: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(MAC_CONTEXT).update(payload).digest().subarray(0, MAC_BYTES);
}

function payloadOf(orderId: string, expiresAt: Date): Buffer {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(payload, 0);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 16);
  return payload;
}

function orderIdOf(payload: Buffer): string {
  const hex = payload.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Issues the status link token of order `orderId` placed at `placedAt`: valid until
 * {@link orderStatusLinkExpiry}. The same order gives the same token, so the confirmation mail can
 * issue it whenever it is written; the token itself is never stored.
 */
export async function issueOrderStatusToken(
  db: Tx,
  order: { id: string; createdAt: Date },
): Promise<{ token: string; expiresAt: Date }> {
  if (!UUID_RE.test(order.id)) throw new Error(`Not an order id: ${order.id}`);
  const expiresAt = orderStatusLinkExpiry(new Date(order.createdAt));
  const payload = payloadOf(order.id, expiresAt);
  const token = PREFIX + Buffer.concat([payload, mac(await orderStatusSecret(db), payload)]).toString('base64url');
  return { token, expiresAt };
}

/** Whether `token` has the shape of an order status token (checked before anything else). */
export const isOrderStatusToken = (token: string) => TOKEN_RE.test(token);

/**
 * The order id a status token stands for, checked: shape, then the MAC (in constant time), then
 * the expiry against `now`. An expired token tells only its holder that it once was valid.
 * @throws GraphQLError ORDER_STATUS_LINK_INVALID (malformed, forged, altered, or signed with
 *   another secret); ORDER_STATUS_LINK_EXPIRED (genuine, past its expiry)
 */
export async function verifyOrderStatusToken(db: Tx, token: string, now: Date = new Date()): Promise<string> {
  const invalid = () => fail('ORDER_STATUS_LINK_INVALID', 'This order status link is not valid.');
  if (!isOrderStatusToken(token)) throw invalid();
  const bytes = Buffer.from(token.slice(PREFIX.length), 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES) throw invalid();
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(await orderStatusSecret(db), payload))) throw invalid();
  if (payload.readUInt32BE(16) * 1000 <= now.getTime())
    throw fail('ORDER_STATUS_LINK_EXPIRED', 'This order status link has expired.');
  return orderIdOf(payload);
}
