import { expect, test } from '@playwright/test';
import nl from '../messages/nl.json' with { type: 'json' };
import { E2E_SMTP_PORT } from './mail-port';
import { startSmtpStub, type SmtpStub } from '../tests/support/smtp-stub';
import { expectAccessible } from './support';
import { MAIL_COPY } from '../commerce/mail/copy';
import { SHOP, mailedLink } from './account-support';

/**
 * The newsletter (docs/decisions/0011-double-opt-in.md; spec §2 newsletter subscription block and
 * '/newsletter/einstellungen/{hash}/', §4 and §5 'Newsletter form', §7 'Newsletter'): sign up in the
 * block of the NL home page, follow the double opt-in mail's link (caught by the stand-in SMTP
 * server), confirm, then unsubscribe. Everything else is the real shop on its embedded back end.
 */

const BLOCK_TITLE = 'Schrijf je in voor onze nieuwsbrief';
const settings = nl.newsletter.settings;
let smtp: SmtpStub;

test.beforeAll(async () => {
  smtp = await startSmtpStub(E2E_SMTP_PORT);
});
test.afterAll(async () => smtp?.stop());

/** The settings link of the newest newsletter mail to `email`, once it arrived, on the shop under test. */
const mailedSettingsLink = (email: string) =>
  mailedLink(smtp, email, MAIL_COPY.nl.newsletter.subject, '/newsletter/einstellungen/');

test('sign up on the NL home page, confirm by the mailed link, then unsubscribe', async ({ page }) => {
  const email = `nieuwsbrief.${Date.now()}@example.com`;
  await page.goto(`${SHOP}/`);
  const block = page.getByRole('region', { name: BLOCK_TITLE });
  await expect(block).toBeVisible();
  await expect(block.getByRole('radio', { name: nl.newsletter.form.salutations.mr, exact: true })).toBeChecked();
  await expectAccessible(page, 'home page with the newsletter block');

  // Errors on blur (spec §5), once the form is hydrated (its button is disabled in the server HTML). Its
  // code loads when the shopper comes near the block (lib/hydration/when-near.ts).
  const submit = block.getByRole('button', { name: nl.newsletter.form.submit });
  await block.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  const firstName = block.getByLabel(new RegExp(`^${nl.newsletter.form.firstName}`));
  await firstName.focus();
  await firstName.blur();
  await expect(block.getByText(nl.newsletter.validation.firstNameRequired)).toBeVisible();

  await block.getByRole('radio', { name: nl.newsletter.form.salutations.mrs, exact: true }).check();
  await firstName.fill('Anna');
  await block.getByLabel(new RegExp(`^${nl.newsletter.form.lastName}`)).fill('de Vries');
  await block.getByLabel(new RegExp(`^${nl.newsletter.form.email}`)).fill(email);
  await submit.click();
  const sent = block.getByRole('status').filter({ hasText: nl.newsletter.form.sentTitle });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(submit).toHaveCount(0);

  // EmailOptin: the source and the language, never the address.
  const optins = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'EmailOptin'));
  expect(optins).toEqual([{ event: 'EmailOptin', source: 'website', language: 'nl' }]);
  expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toContain(email);

  const link = await mailedSettingsLink(email);
  expect(link).toMatch(/\/newsletter\/einstellungen\/[A-Za-z0-9]{48}\/$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
  await expect(page.getByText('ni***@example.com')).toBeVisible();
  await expect(page.getByText(settings.unconfirmed)).toBeVisible();
  await expectAccessible(page, 'newsletter settings page');

  // Opening the link changed nothing (mail scanners open links): a second visit still asks to confirm.
  await page.reload();
  await expect(page.getByText(settings.unconfirmed)).toBeVisible();

  await page.getByRole('button', { name: settings.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: settings.confirmed })).toBeFocused();
  await expect(page.getByText(settings.subscribed, { exact: true })).toBeVisible();
  await expectAccessible(page, 'newsletter settings page, confirmed');

  await page.reload();
  await expect(page.getByText(settings.subscribed, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: settings.unsubscribe }).click();
  await expect(page.getByRole('status').filter({ hasText: settings.unsubscribedDone })).toBeVisible();
  await expect(page.getByText(settings.unsubscribed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: settings.subscribeAgain })).toBeVisible();

  // Unsubscribed for good: the link reads a subscription that is no longer active.
  await page.reload();
  await expect(page.getByRole('button', { name: settings.unsubscribe })).toHaveCount(0);
  await expect(page.getByText(settings.subscribed, { exact: true })).toHaveCount(0);
});

test('a link the shop does not know says it is no longer valid and leads home', async ({ page }) => {
  const response = await page.goto(`${SHOP}/newsletter/einstellungen/${'a'.repeat(48)}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: settings.linkInvalid })).toBeVisible();
  for (const action of [settings.confirm, settings.unsubscribe, settings.subscribeAgain]) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expectAccessible(page, 'newsletter settings page, invalid link');
  await page.getByRole('link', { name: settings.toHome }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('region', { name: BLOCK_TITLE })).toBeVisible();
});
