import type { Challenge } from 'altcha-lib';

/**
 * The bot check's shared names (spec §7 'some requests add a bot-check header', §8 'Captcha';
 * docs/decisions/0030-bot-check.md): which commerce calls need a solved check, and where the
 * browser gets and sends it. Pure data: safe in client components, the BFF and tests.
 */

/** The request header that carries a solved check to the BFF. */
export const BOT_CHECK_HEADER = 'x-bot-check';

/** Where the browser asks how to pass the check (`GET ?action=…`): an ALTCHA challenge, or reCAPTCHA's site key. */
export const BOT_CHECK_ENDPOINT = '/api/bot-check/';

/**
 * The form a check was solved for. A token is good for its own action only: a check solved for the
 * newsletter cannot be spent on a login.
 */
export type BotCheckAction = 'login' | 'register' | 'password_recovery' | 'newsletter' | 'contact';

/** Mutation root fields (commerce/schema.graphql) that need a check, and the action of each. */
const ACTION_OF_MUTATION_FIELD: Readonly<Record<string, BotCheckAction>> = {
  login: 'login',
  registerCustomer: 'register',
  sendPasswordRecoveryMail: 'password_recovery',
  ttAddNewsletterMember: 'newsletter',
  sendContactMessage: 'contact',
};

/**
 * The error codes of a check that failed (`BOT_CHECK_FAILED`, from the BFF) or could not run
 * (`BOT_CHECK_UNAVAILABLE`, in the browser): the form's values were never judged, so a form keeps
 * them all (lib/forms/use-commerce-form.ts: a login keeps its password and counts no failed attempt).
 */
export const BOT_CHECK_ERROR_CODES: readonly string[] = ['BOT_CHECK_FAILED', 'BOT_CHECK_UNAVAILABLE'];

/** Every action, e.g. to validate the challenge endpoint's query. */
export const BOT_CHECK_ACTIONS: readonly BotCheckAction[] = [
  'login',
  'register',
  'password_recovery',
  'newsletter',
  'contact',
];

/** Whether a string from a request names an action. */
export function isBotCheckAction(value: unknown): value is BotCheckAction {
  return typeof value === 'string' && (BOT_CHECK_ACTIONS as readonly string[]).includes(value);
}

/**
 * The actions a request's mutation root fields need checks for, each once (`['login', 'login']`
 * gives `['login']`); empty when none does.
 *
 * @param rootFields the root field names of the mutation the BFF forwards (lib/graphql/root-fields.ts)
 */
export function botCheckActionsOf(rootFields: readonly string[]): BotCheckAction[] {
  const actions = new Set<BotCheckAction>();
  for (const field of rootFields) {
    const action = ACTION_OF_MUTATION_FIELD[field];
    if (action) actions.add(action);
  }
  return [...actions];
}

/**
 * What the challenge endpoint tells the browser: solve this signed ALTCHA challenge, or ask reCAPTCHA
 * v3 with this site key.
 */
export type BotCheckInstructions =
  { provider: 'altcha'; challenge: Challenge } | { provider: 'recaptcha'; siteKey: string };
