import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CommerceError } from '@/lib/commerce/errors';
import { BOT_CHECK_ENDPOINT, type BotCheckAction, type BotCheckInstructions } from './actions';

/**
 * The browser's side of the bot check (docs/decisions/0030-bot-check.md), loaded by a form when the
 * shopper starts filling it in or sends it (never in a page's first load): asks the shop how to pass
 * the check for the form's action,
 * then solves the ALTCHA challenge (WebCrypto, no interaction) or asks reCAPTCHA v3 (its script
 * loaded once, badge hidden). Resolves to the `x-bot-check` header's value.
 */

/** How long solving may take before the shopper is asked to try again, in ms. */
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * Why the check could not run (spec §8 'Captcha': no key, no version, failed script load; and the
 * challenge that could not be fetched or solved). Thrown as a CommerceError with code
 * `BOT_CHECK_UNAVAILABLE` and key `errors.botCheckUnavailable`: the form says to try again.
 */
export type BotCheckProblem = 'no key' | 'no version' | 'failed script load' | 'no challenge' | 'not solved';

function unavailable(problem: BotCheckProblem): CommerceError {
  return new CommerceError([
    {
      message: `Bot check unavailable: ${problem}`,
      extensions: { code: 'BOT_CHECK_UNAVAILABLE', messageKey: 'errors.botCheckUnavailable' },
    },
  ]);
}

async function instructionsFor(action: BotCheckAction): Promise<BotCheckInstructions> {
  try {
    const response = await fetch(`${BOT_CHECK_ENDPOINT}?action=${encodeURIComponent(action)}`, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as BotCheckInstructions;
  } catch {
    throw unavailable('no challenge');
  }
}

function base64OfUtf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function altchaToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }).catch(() => null);
  if (!solution) throw unavailable('not solved');
  return base64OfUtf8(JSON.stringify({ challenge, solution }));
}

/** reCAPTCHA v3's global, the part used here. */
interface Grecaptcha {
  ready?: (callback: () => void) => void;
  execute?: (siteKey: string, options: { action: string }) => Promise<string>;
}

let recaptchaScript: Promise<Grecaptcha> | null = null;
const HIDDEN_BADGE_STYLE_ID = 'bot-check-hidden-badge';

/**
 * Loads reCAPTCHA v3 once (`render=<site key>`) with its badge hidden (the forms carry Google's notice
 * instead, components/forms/BotCheckNotice.tsx); a failed load may be retried by the next submit.
 */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    if (!document.getElementById(HIDDEN_BADGE_STYLE_ID)) {
      const hideBadge = document.createElement('style');
      hideBadge.id = HIDDEN_BADGE_STYLE_ID;
      hideBadge.textContent = '.grecaptcha-badge { visibility: hidden; }';
      document.head.append(hideBadge);
    }
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve((window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha ?? {});
    script.onerror = () => {
      script.remove();
      recaptchaScript = null;
      reject(unavailable('failed script load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

async function recaptchaToken(siteKey: string, action: BotCheckAction): Promise<string> {
  if (!siteKey) throw unavailable('no key');
  const grecaptcha = await loadRecaptcha(siteKey);
  const { ready, execute } = grecaptcha;
  if (typeof ready !== 'function' || typeof execute !== 'function') throw unavailable('no version');
  await new Promise<void>((resolve) => ready(resolve));
  try {
    return await execute(siteKey, { action });
  } catch {
    throw unavailable('not solved');
  }
}

/** A solved check and when it stops being accepted (ms since the epoch). */
interface SolvedCheck {
  token: string;
  expiresAtMs: number;
}

/** reCAPTCHA v3 tokens are good for two minutes; a little less, in ms. */
const RECAPTCHA_TOKEN_LIFETIME_MS = 110_000;
/** A prepared check must have at least this long to live when it is sent, in ms. */
const SEND_MARGIN_MS = 15_000;

async function freshCheck(action: BotCheckAction): Promise<SolvedCheck> {
  const instructions = await instructionsFor(action);
  if (instructions.provider === 'recaptcha') {
    return {
      token: await recaptchaToken(instructions.siteKey, action),
      expiresAtMs: Date.now() + RECAPTCHA_TOKEN_LIFETIME_MS,
    };
  }
  if (instructions.provider === 'altcha') {
    const expiresAt = instructions.challenge.parameters.expiresAt;
    return {
      token: await altchaToken(instructions.challenge),
      expiresAtMs: typeof expiresAt === 'number' ? expiresAt * 1000 : 0,
    };
  }
  throw unavailable('no version');
}

/** Checks solved ahead for the next submit of each form, at most one per action. */
const prepared = new Map<BotCheckAction, Promise<SolvedCheck>>();

/**
 * Starts solving a check for the next submit of the form `action`, when the shopper starts filling
 * it in (its first focus), so the submit does not wait for it. Does nothing while one is prepared.
 * Never throws: a failed preparation leaves the submit to try afresh.
 */
export function prepareBotCheck(action: BotCheckAction): void {
  if (prepared.has(action)) return;
  const check = freshCheck(action);
  prepared.set(action, check);
  check.catch(() => {
    if (prepared.get(action) === check) prepared.delete(action);
  });
}

/**
 * A solved bot check for one submit of the form `action`: the `x-bot-check` header's value. Takes the
 * check {@link prepareBotCheck} solved ahead when it has long enough to live, else solves one now.
 * Each token is good once; call it for every submit.
 *
 * @throws CommerceError `BOT_CHECK_UNAVAILABLE` (`errors.botCheckUnavailable`) when the check could
 *   not run: no challenge, no reCAPTCHA key or version, its script failed to load, not solved in time
 */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  const ahead = prepared.get(action);
  prepared.delete(action);
  const check = await ahead?.catch(() => null);
  if (check && check.expiresAtMs - Date.now() > SEND_MARGIN_MS) return check.token;
  return (await freshCheck(action)).token;
}
