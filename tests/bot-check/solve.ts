import { solveChallenge, type Challenge } from 'altcha-lib';
import { afterEach, beforeEach, vi } from 'vitest';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createBotChallenge, encodeAltchaToken } from '@/lib/bot-check/altcha';
import { BOT_CHECK_HEADER, botCheckActionsOf } from '@/lib/bot-check/actions';
import { mutationRootFields } from '@/lib/graphql/root-fields';
import { resetSpentTokens } from '@/lib/bot-check/single-use';

/** Solves a challenge as the browser does and returns the `x-bot-check` header's value (tests). */
export async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return encodeAltchaToken(challenge, solution);
}

/**
 * The bot-check header a browser would send with `query` through the BFF: a solved challenge for the
 * action its mutation needs, or nothing when it needs none (tests posting to the BFF as a shopper).
 */
export async function botCheckHeadersFor(query: string): Promise<Record<string, string>> {
  const [action, ...others] = botCheckActionsOf(mutationRootFields(query));
  if (!action || others.length > 0) return {};
  return { [BOT_CHECK_HEADER]: await solvedToken(await createBotChallenge(action)) };
}

/**
 * Each test of the calling file signs challenges with `secret` and remembers spent tokens in its own
 * memory (no Redis), from a clean slate; the environment, stubs and spent tokens are reset after it.
 */
export function withAltchaTestSecret(secret: string): void {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('BOT_CHECK_SECRET', secret);
    resetSpentTokens();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetSpentTokens();
  });
}
