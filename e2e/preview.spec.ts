import { expect, test } from '@playwright/test';
import { EMBEDDED_PREVIEW_TOKEN } from '../content/api';

const DRAFT_TITLE = 'Voorjaarsdrop: de nieuwe damescollectie';
const PUBLISHED_TITLE = 'De nieuwe damescollectie';

/**
 * Content preview (spec §2 '/preview'; docs/architecture.md 'Previews': drafts under preview bypass the cache): an
 * editor who opens the preview link sees the draft of the NL home page; a shopper served the same
 * page straight after still gets the published, cached one; after exit-preview the editor does too.
 */
test('an editor previews a draft of the home page; shoppers never see it', async ({ browser, baseURL }) => {
  const editor = await browser.newContext({ baseURL });
  const editorPage = await editor.newPage();
  await editorPage.goto('/');
  await expect(editorPage.getByText(PUBLISHED_TITLE, { exact: true }).first()).toBeVisible();

  await editorPage.goto(`/preview?token=${encodeURIComponent(EMBEDDED_PREVIEW_TOKEN)}&documentId=cms-page-home-nl-nl`);
  expect(new URL(editorPage.url()).pathname).toBe('/');
  await expect(editorPage.getByText(DRAFT_TITLE, { exact: true }).first()).toBeVisible();

  const shopper = await browser.newContext({ baseURL });
  const shopperPage = await shopper.newPage();
  const html = await (await shopperPage.goto('/'))!.text();
  expect(html).toContain(PUBLISHED_TITLE);
  expect(html).not.toContain(DRAFT_TITLE);

  expect((await editorPage.request.get('/api/exit-preview/')).ok()).toBe(true);
  await editorPage.goto('/');
  await expect(editorPage.getByText(PUBLISHED_TITLE, { exact: true }).first()).toBeVisible();
  await expect(editorPage.getByText(DRAFT_TITLE, { exact: true })).toHaveCount(0);
  await editor.close();
  await shopper.close();
});

for (const [label, query] of [
  ['no token', ''],
  ['a token the content API does not know', '?token=x&documentId=y'],
  ['a token that is not a preview token', '?token=master&documentId=cms-page-home-nl-nl'],
  [
    'a real token for a document that does not exist',
    `?token=${encodeURIComponent(EMBEDDED_PREVIEW_TOKEN)}&documentId=nope`,
  ],
] as const) {
  test(`a preview link with ${label} answers 400 and turns nothing on`, async ({ page, context }) => {
    const response = await page.goto(`/preview/${query}`);
    expect(response!.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('__prerender_bypass');
    expect(names).not.toContain('io.prismic.preview');
    await page.goto('/');
    await expect(page.getByText(PUBLISHED_TITLE, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(DRAFT_TITLE, { exact: true })).toHaveCount(0);
  });
}

test('the preview also starts at /prismic-preview/', async ({ page }) => {
  await page.goto(
    `/prismic-preview/?token=${encodeURIComponent(EMBEDDED_PREVIEW_TOKEN)}&documentId=cms-page-home-nl-nl`,
  );
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(DRAFT_TITLE, { exact: true }).first()).toBeVisible();
});
