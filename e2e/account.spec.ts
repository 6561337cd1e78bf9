import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { MAIL_COPY } from '../commerce/mail/copy';
import { COOKIES } from '../lib/stores';
import { E2E_SMTP_PORT } from './mail-port';
import { startSmtpStub, type SmtpStub } from '../tests/support/smtp-stub';
import { expectAccessible, graphqlInPage } from './support';
import {
  DEMO,
  PASSWORD,
  PORT,
  SHOP,
  mailedLink as accountMailLink,
  register as registerAccount,
} from './account-support';

/**
 * Accounts (docs/decisions/0011-double-opt-in.md): register with the double opt-in mail, confirm, the guards,
 * recover a password through the mailed link, log in. Mails go to a stand-in SMTP server (mail delivery is
 * outside the project); everything else is the real shop on its embedded back end.
 */

let smtp: SmtpStub;

test.beforeAll(async () => {
  smtp = await startSmtpStub(E2E_SMTP_PORT);
});
test.afterAll(async () => smtp?.stop());

const mailedLink = (email: string, subject: string) => accountMailLink(smtp, email, subject);
const register = (page: Page, email: string) =>
  registerAccount(page, email, (context) => expectAccessible(page, context));

test('register, confirm by the mailed link, and the guards around the account pages', async ({ page, context }) => {
  const email = `anna.${Date.now()}@example.com`;
  // A visitor who is not logged in is sent to the login page, which keeps where they wanted to go.
  await page.goto(`${SHOP}/customer/`);
  await expect(page).toHaveURL(`${SHOP}/account/?redirect=%2Fcustomer%2F`);
  await expectAccessible(page, 'login page');

  await register(page, email);
  const link = await mailedLink(email, MAIL_COPY.nl.registration.subject);
  expect(link).toMatch(/\/account\/finish\/\w{48}\/\?registration=1$/);
  await page.goto(link);
  await expectAccessible(page, 'confirm page');
  await page.getByRole('button', { name: nl.account.finish.confirm }).click();
  await expect(page).toHaveURL(`${SHOP}/customer/`);
  await expect(
    page.getByRole('heading', { level: 1, name: nl.customer.dashboard.welcome.replace('{firstName}', 'Anna') }),
  ).toBeVisible();
  await expectAccessible(page, 'customer dashboard');

  const cookies = new Map((await context.cookies(SHOP)).map((cookie) => [cookie.name, cookie]));
  expect(cookies.get(COOKIES.customerHint)?.value).toBe('1');
  expect(cookies.get(COOKIES.contextToken)?.httpOnly).toBe(true);
  await expect(
    page.getByRole('link', { name: nl.account.header.welcome.replace('{firstName}', 'Anna') }),
  ).toBeVisible();

  // Logged in: login and register lead to the dashboard.
  await page.goto(`${SHOP}/account/`);
  await expect(page).toHaveURL(`${SHOP}/customer/`);
  await page.goto(`${SHOP}/account/create/`);
  await expect(page).toHaveURL(`${SHOP}/customer/`);

  // The confirmation link works once.
  await page.goto(link);
  await page.getByRole('button', { name: nl.account.finish.confirm }).click();
  await expect(page.getByText(nl.errors.invalidLinkHash)).toBeVisible();

  // Logging out ends the session: the account pages send the visitor to the login again.
  await page.goto(`${SHOP}/customer/`);
  await page.getByRole('button', { name: nl.customer.dashboard.logout }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole('link', { name: nl.account.header.login })).toBeVisible();
  await page.goto(`${SHOP}/customer/edit/`);
  await expect(page).toHaveURL(`${SHOP}/account/?redirect=%2Fcustomer%2Fedit%2F`);
});

test('a forgotten password: the mailed link sets a new one once, then the shopper logs in with it', async ({
  page,
}) => {
  const email = `jan.${Date.now()}@example.com`;
  await register(page, email);
  await page.goto(await mailedLink(email, MAIL_COPY.nl.registration.subject));
  await page.getByRole('button', { name: nl.account.finish.confirm }).click();
  await expect(page).toHaveURL(`${SHOP}/customer/`);
  await graphqlInPage(page, 'mutation { logout { customer { id } } }', {});

  await page.goto(`${SHOP}/account/recover/password/`);
  await expectAccessible(page, 'password recovery page');
  await page.getByLabel(new RegExp(`^${nl.account.fields.email}`)).fill(email);
  await page.getByRole('button', { name: nl.account.recover.submit }).click();
  await expect(page.getByRole('heading', { name: nl.account.recover.sentTitle })).toBeVisible();

  const link = await mailedLink(email, MAIL_COPY.nl.passwordRecovery.subject);
  await page.goto(link);
  await expectAccessible(page, 'new password page');
  await page.getByLabel(new RegExp(`^${nl.account.fields.newPassword}`)).fill('brand new pass 7');
  await page.getByLabel(new RegExp(`^${nl.account.fields.newPasswordConfirm}`)).fill('brand new pass 7');
  await page.getByRole('button', { name: nl.account.finish.resetSubmit }).click();
  await expect(page.getByRole('heading', { name: nl.account.finish.resetDoneTitle })).toBeVisible();

  // The old password no longer works; the new one does, by keyboard.
  await page.goto(`${SHOP}/account/`);
  await page.getByLabel(new RegExp(`^${nl.account.fields.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${nl.account.fields.password}`)).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(nl.errors.invalidCredentials)).toBeVisible();
  await page.getByLabel(new RegExp(`^${nl.account.fields.password}`)).fill('brand new pass 7');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SHOP}/customer/`);
});

test('the demo customer logs in on the German storefront and lands on the dashboard', async ({ page }) => {
  const shop = `http://de.localhost:${PORT}`;
  await page.goto(`${shop}/account/`);
  await expect(page.getByRole('heading', { level: 1, name: de.account.login.title })).toBeVisible();
  await page.getByLabel(new RegExp(`^${de.account.fields.email}`)).fill(DEMO.email);
  await page.getByLabel(new RegExp(`^${de.account.fields.password}`)).fill(DEMO.password);
  await page.getByRole('button', { name: de.account.login.submit }).click();
  await expect(page).toHaveURL(`${shop}/customer/`);
  await expect(
    page.getByRole('heading', { level: 1, name: de.customer.dashboard.welcome.replace('{firstName}', 'Sanne') }),
  ).toBeVisible();
  // The club: points and the voucher the seeded purchases earned.
  const club = page.getByRole('region', { name: de.customer.club.heading });
  await expect(club.getByText(/^\d+ Punkte$/)).toBeVisible();
  await expect(club.getByText(/^Gutschein über 10,00\s€$/)).toBeVisible();
  await page.getByRole('link', { name: de.customer.nav.orders }).first().click();
  await expect(page).toHaveURL(`${shop}/customer/orders/`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(4);
  await expect(page.getByText(/^Versandt am /)).toHaveCount(1);
  await expect(page.getByText(de.customer.orders.status.processing, { exact: true })).toHaveCount(2);
  await expect(page.getByText(de.customer.orders.status.return, { exact: true })).toHaveCount(1);
  await expectAccessible(page, 'order history');
  await page.getByRole('link', { name: de.customer.nav.address }).first().click();
  await expect(page).toHaveURL(`${shop}/customer/address/`);
  await expect(page.getByText('Keizersgracht 123')).toBeVisible();
  await expectAccessible(page, 'address book');
  await page.getByRole('link', { name: de.customer.nav.edit }).first().click();
  await expect(page).toHaveURL(`${shop}/customer/edit/`);
  await expectAccessible(page, 'customer details');
});
