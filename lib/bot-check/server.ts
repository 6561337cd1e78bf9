import 'server-only';
import { configuredDomainMap } from '@/lib/stores';
import type { BotCheckAction, BotCheckInstructions } from './actions';
import { recaptchaConfigured } from './config';
import { createBotChallenge, verifyAltchaToken } from './altcha';
import { DEFAULT_RECAPTCHA_MIN_SCORE, verifyRecaptchaToken } from './recaptcha';
import type { BotCheckVerdict } from './verdict';

/**
 * The bot check in force (docs/decisions/0030-bot-check.md): reCAPTCHA v3 when both
 * `RECAPTCHA_SITE_KEY` and `RECAPTCHA_SECRET_KEY` are set (`RECAPTCHA_MIN_SCORE`, 0–1, default 0.5);
 * otherwise the self-hosted ALTCHA proof of work, which needs no third party and works offline.
 */
export type BotCheckProvider =
  { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string; secretKey: string; minScore: number };

/** The provider `env` configures (see {@link BotCheckProvider}). */
export function configuredBotCheck(env: NodeJS.ProcessEnv = process.env): BotCheckProvider {
  if (!recaptchaConfigured(env)) return { kind: 'altcha' };
  const siteKey = env.RECAPTCHA_SITE_KEY!.trim();
  const secretKey = env.RECAPTCHA_SECRET_KEY!.trim();
  const score = Number(env.RECAPTCHA_MIN_SCORE);
  const minScore = env.RECAPTCHA_MIN_SCORE && score >= 0 && score <= 1 ? score : DEFAULT_RECAPTCHA_MIN_SCORE;
  return { kind: 'recaptcha', siteKey, secretKey, minScore };
}

/** What the browser needs to pass the check for `action` (the challenge endpoint's answer). */
export async function botCheckInstructions(
  action: BotCheckAction,
  provider: BotCheckProvider = configuredBotCheck(),
): Promise<BotCheckInstructions> {
  if (provider.kind === 'recaptcha') return { provider: 'recaptcha', siteKey: provider.siteKey };
  return { provider: 'altcha', challenge: await createBotChallenge(action) };
}

/**
 * Judges a request's bot-check header for `action` with the configured provider; a passed token is
 * spent.
 *
 * @param token the header's value, or null when the request had none
 * @param remoteIp the client's IP, when known (reCAPTCHA takes it into account)
 */
export async function verifyBotCheck(
  token: string | null,
  action: BotCheckAction,
  remoteIp: string | null,
  provider: BotCheckProvider = configuredBotCheck(),
): Promise<BotCheckVerdict> {
  if (provider.kind === 'altcha') return verifyAltchaToken(token, action);
  return verifyRecaptchaToken(token, action, {
    secretKey: provider.secretKey,
    minScore: provider.minScore,
    hostnames: [...configuredDomainMap().keys()],
    remoteIp,
  });
}
