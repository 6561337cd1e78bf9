import 'server-only';
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotCheckAction } from './actions';
import { claimOnce } from './single-use';
import type { BotCheckVerdict } from './verdict';

/**
 * The self-hosted check (ALTCHA, docs/decisions/0030-bot-check.md): the BFF hands out a signed
 * proof-of-work challenge, the browser finds its counter (SHA-256, a few thousand hashes: well under a
 * second on a phone, no interaction, no cookie, no third party) and sends challenge and solution in
 * the bot-check header. A script posting forms must do the same work for every post, and each
 * solution is accepted once.
 */

/** How long a challenge may be solved and sent, in seconds: a shopper filling a form takes longer than solving. */
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;
/**
 * The counter the browser must find lies in this range (hashes tried, one SHA-256 each through
 * WebCrypto, about 40–80 µs each in desktop Chromium, a few times that on a mid-range phone): a
 * fraction of a second per submit, which every scripted post pays as well.
 */
export const CHALLENGE_COUNTER_RANGE = { min: 2_000, max: 10_000 } as const;

const GENERATED_SECRET = Symbol.for('storefront.botCheckSecret');

/**
 * The HMAC secret challenges are signed with: `BOT_CHECK_SECRET`, which every instance of a shop
 * must share; without it a random one per process (one instance, or development).
 */
function signingSecret(): string {
  const configured = process.env.BOT_CHECK_SECRET;
  if (configured) return configured;
  const g = globalThis as unknown as Record<symbol, string | undefined>;
  g[GENERATED_SECRET] ??= randomBytes(32).toString('hex');
  return g[GENERATED_SECRET];
}

function secrets() {
  const secret = signingSecret();
  return { hmacSignatureSecret: `${secret}:challenge`, hmacKeySignatureSecret: `${secret}:key` };
}

/**
 * A new challenge for one action, signed, expiring after {@link CHALLENGE_LIFETIME_SECONDS}.
 *
 * @param action the form it is for; a solution is accepted for this action only
 * @param nowMs the current time, in ms since the epoch
 */
export async function createBotChallenge(action: BotCheckAction, nowMs = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(CHALLENGE_COUNTER_RANGE.max, CHALLENGE_COUNTER_RANGE.min),
    deriveKey,
    data: { action },
    expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_LIFETIME_SECONDS,
    ...secrets(),
  });
}

/** The header's value: challenge and solution as base64 of their JSON (what the browser sends). */
export function encodeAltchaToken(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

function decodeAltchaToken(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const { challenge, solution } = payload;
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Judges an ALTCHA token for an action: its signature is this shop's, it has not expired, it was
 * solved for `action`, its solution is right, and it was not spent before (it is spent now).
 *
 * @param token the bot-check header's value, or null when the request had none
 */
export async function verifyAltchaToken(token: string | null, action: BotCheckAction): Promise<BotCheckVerdict> {
  if (!token) return { ok: false, reason: 'missing' };
  const decoded = decodeAltchaToken(token);
  if (!decoded) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = decoded;
  let result;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, ...secrets() });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const { expiresAt, data } = challenge.parameters;
  // Signed parameters: a challenge without an expiry or an action is not one this shop made.
  if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' };
  if (data?.action !== action) return { ok: false, reason: 'wrong-action' };
  if (!(await claimOnce(`altcha:${challenge.signature}`, expiresAt * 1000))) return { ok: false, reason: 'replayed' };
  return { ok: true };
}
