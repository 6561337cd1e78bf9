/**
 * Whether reCAPTCHA v3 is the bot check: both `RECAPTCHA_SITE_KEY` and `RECAPTCHA_SECRET_KEY` set
 * (docs/decisions/0030-bot-check.md); otherwise the self-hosted ALTCHA check. Pure: read by the BFF,
 * the CSP (next.config.ts) and the notice beside the forms, which must all agree.
 */
export function recaptchaConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.RECAPTCHA_SITE_KEY?.trim() && env.RECAPTCHA_SECRET_KEY?.trim());
}
