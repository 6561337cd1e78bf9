import 'server-only';
import type { BotCheckAction } from './actions';
import type { BotCheckVerdict } from './verdict';

/** Google's verification endpoint for reCAPTCHA v3 tokens. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The score under which a request counts as a bot when `RECAPTCHA_MIN_SCORE` says nothing (Google's suggestion). */
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;
/** How long the BFF waits for Google, in ms: a form must not hang on it. */
const VERIFY_TIMEOUT_MS = 5_000;

/** reCAPTCHA v3's answer (https://developers.google.com/recaptcha/docs/v3), the fields read here. */
interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** What the reCAPTCHA verification needs besides the token. */
export interface RecaptchaSettings {
  secretKey: string;
  /** Scores below it are refused (0–1). */
  minScore: number;
  /** The shop's own hosts (without port): a token solved on another site is refused. */
  hostnames: readonly string[];
  /** The shopper's IP, passed on to Google when known. */
  remoteIp?: string | null;
  /** Google's endpoint (tests point it at a stub). */
  verifyUrl?: string;
}

/**
 * Judges a reCAPTCHA v3 token with Google (`siteverify`): it must be valid and unused (Google refuses
 * a token twice: `timeout-or-duplicate`), solved on one of the shop's hosts for `action`, with a score
 * of at least `minScore`. Google unreachable or answering nonsense is `unavailable`: refused too, as a
 * form must not be opened to bots by an outage, and the shopper is asked to try again.
 *
 * @param token the bot-check header's value, or null when the request had none
 */
export async function verifyRecaptchaToken(
  token: string | null,
  action: BotCheckAction,
  settings: RecaptchaSettings,
): Promise<BotCheckVerdict> {
  if (!token) return { ok: false, reason: 'missing' };
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (settings.remoteIp) body.set('remoteip', settings.remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetch(settings.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (answer.success !== true) {
    const codes = answer['error-codes'] ?? [];
    if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'replayed' };
    return { ok: false, reason: 'invalid' };
  }
  if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
  if (!answer.hostname || !settings.hostnames.includes(answer.hostname.toLowerCase())) {
    return { ok: false, reason: 'wrong-site' };
  }
  if (typeof answer.score !== 'number' || answer.score < settings.minScore) return { ok: false, reason: 'low-score' };
  return { ok: true };
}
