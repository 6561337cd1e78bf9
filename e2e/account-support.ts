import { expect, type Page } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import type { SmtpStub } from '../tests/support/smtp-stub';

/** Account journeys' shared steps: the NL shop, a new member's password, mails, login. */

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The NL storefront of the journeys' shop. */
export const SHOP = `http://nl.localhost:${PORT}`;
/** The password journeys register with. */
export const PASSWORD = 'correct horse 42';
/** The seeded demo customer (commerce/seed/customers.ts). */
export const DEMO = { email: 'demo@storefront.example', password: 'demo-shopper-2026', firstName: 'Sanne' };

/**
 * The link of the newest mail to `email` whose subject matches `subject`, once it arrived at the
 * stand-in SMTP server, moved from the configured host (nl.localhost:3000 by default) to the
 * journey's shop. `path` is the link's path prefix (`/account/finish/`, `/newsletter/…`).
 */
export async function mailedLink(
  smtp: SmtpStub,
  email: string,
  subject: string | RegExp,
  path = '/account/finish/',
): Promise<string> {
  const matches = (candidate: string) =>
    typeof subject === 'string' ? candidate === subject : subject.test(candidate);
  await expect
    .poll(() => smtp.mailsTo(email).filter((mail) => matches(mail.subject)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const mail = smtp
    .mailsTo(email)
    .filter((candidate) => matches(candidate.subject))
    .at(-1)!;
  const link = new RegExp(`(https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+)`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!.replace(/[.)]$/, ''));
  return `${SHOP}${url.pathname}${url.search}`;
}

/** Registers `email` on the NL shop as 'Anna de Vries' with {@link PASSWORD}; ends on 'check your mail'. */
export async function register(page: Page, email: string, audit?: (context: string) => Promise<void>) {
  await page.goto(`${SHOP}/account/create/`);
  await expect(page.getByRole('heading', { level: 1, name: nl.account.register.title })).toBeVisible();
  await audit?.('register page');
  await page.getByLabel(nl.account.salutations.mrs, { exact: true }).check();
  await page.getByLabel(new RegExp(`^${nl.account.fields.firstName}`)).fill('Anna');
  await page.getByLabel(new RegExp(`^${nl.account.fields.lastName}`)).fill('de Vries');
  await page.getByLabel(new RegExp(`^${nl.account.fields.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${nl.account.fields.password}`)).fill(PASSWORD);
  await page.getByRole('button', { name: nl.account.register.submit }).click();
  await expect(page.getByRole('heading', { name: nl.account.register.sentTitle })).toBeVisible();
}

/** Fills a login form (the login page's or the checkout's) on the NL shop and submits it. */
export async function logIn(page: Page, email: string, password: string, scope = page.locator('body')) {
  await scope.getByLabel(new RegExp(`^${nl.account.fields.email}`)).fill(email);
  await scope.getByLabel(new RegExp(`^${nl.account.fields.password}`)).fill(password);
  await scope.getByRole('button', { name: nl.account.login.submit }).click();
}
