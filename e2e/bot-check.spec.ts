import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import { PASSWORD, PORT } from './account-support';

/**
 * The bot check (docs/decisions/0030-bot-check.md) as a shopper and as a script meet it: the forms
 * solve it unnoticed, a tampered or missing check is refused with a translated message and the form
 * keeps what was typed, a check that cannot run asks to try again, and a script replaying the form's
 * request gets a 403.
 */

type Messages = typeof nl;
const origin = (store: 'nl' | 'fr' | 'de') => `http://${store}.localhost:${PORT}`;
const uniqueEmail = (tag: string) => `bot-check-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillRegistration(page: Page, messages: Messages, email: string) {
  await page.getByLabel(messages.account.salutations.mrs, { exact: true }).check();
  await page.getByLabel(new RegExp(`^${messages.account.fields.firstName}`)).fill('Anna');
  await page.getByLabel(new RegExp(`^${messages.account.fields.lastName}`)).fill('de Vries');
  await page.getByLabel(new RegExp(`^${messages.account.fields.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${messages.account.fields.password}`)).fill(PASSWORD);
}

test('registration passes the check unnoticed; a script replaying its request is refused', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('nl')}/account/create/`);
  const challenges: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/bot-check/')) challenges.push(Date.now());
  });
  await fillRegistration(page, nl, uniqueEmail('nl'));
  // Solved ahead: the challenge was asked for while the shopper filled the form in.
  await expect.poll(() => challenges.length).toBe(1);
  const sent = page.waitForRequest((r) => r.url().includes('/api/graphql') && r.method() === 'POST');
  const started = Date.now();
  await page.getByRole('button', { name: nl.account.register.submit }).click();
  const registration = await sent;
  await expect(page.getByRole('heading', { name: nl.account.register.sentTitle })).toBeVisible();
  const token = registration.headers()['x-bot-check'];
  expect(token, 'the form sends a solved check').toBeTruthy();
  expect(challenges, 'the submit used the check solved ahead').toHaveLength(1);
  console.log(`registration with the bot check: ${Date.now() - started} ms from click to the sent page`);

  // A script (no browser: no Origin) replays the form's request on the NL storefront.
  const body = registration.postData()!;
  const headers = { 'content-type': 'application/json' };
  const withoutCheck = await request.post(`http://localhost:${PORT}/api/graphql`, { headers, data: body });
  expect(withoutCheck.status()).toBe(403);
  expect(await withoutCheck.json()).toMatchObject({ errors: [{ extensions: { code: 'BOT_CHECK_FAILED' } }] });
  const replayed = await request.post(`http://localhost:${PORT}/api/graphql`, {
    headers: { ...headers, 'x-bot-check': token! },
    data: body,
  });
  expect(replayed.status()).toBe(403);
});

test('a tampered check is refused in French; the form keeps its values and the next try passes', async ({ page }) => {
  await page.goto(`${origin('fr')}/account/create/`);
  const email = uniqueEmail('fr');
  await fillRegistration(page, fr, email);
  await page.route('**/api/graphql*', async (route) => {
    const headers = { ...route.request().headers() };
    if (headers['x-bot-check']) headers['x-bot-check'] = `x${headers['x-bot-check'].slice(1)}`;
    await route.continue({ headers });
  });
  await page.getByRole('button', { name: fr.account.register.submit }).click();
  await expect(page.getByText(fr.errors.botCheckFailed)).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${fr.account.fields.email}`))).toHaveValue(email);
  await page.unrouteAll();
  await page.getByRole('button', { name: fr.account.register.submit }).click();
  await expect(page.getByRole('heading', { name: fr.account.register.sentTitle })).toBeVisible();
});

test('a check that cannot run asks to try again in German, and a login then reaches commerce', async ({ page }) => {
  await page.goto(`${origin('de')}/account/`);
  // The form prepares its check when the shopper starts typing: no challenge comes, then or at the submit.
  await page.route('**/api/bot-check/**', (route) => route.abort('connectionfailed'));
  await page.getByLabel(new RegExp(`^${de.account.fields.email}`)).fill(uniqueEmail('de'));
  await page.getByLabel(new RegExp(`^${de.account.fields.password}`)).fill('not the password');
  await page.getByRole('button', { name: de.account.login.submit }).click();
  await expect(page.getByText(de.errors.botCheckUnavailable)).toBeVisible();
  // Nothing was judged: the password stays.
  await expect(page.getByLabel(new RegExp(`^${de.account.fields.password}`))).toHaveValue('not the password');
  await page.unrouteAll();
  await page.getByRole('button', { name: de.account.login.submit }).click();
  // The check passed: commerce judged the credentials.
  await expect(page.getByText(de.errors.invalidCredentials)).toBeVisible();
});
