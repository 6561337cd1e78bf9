import { expect, test } from '@playwright/test';

/**
 * Security headers on every kind of response of the production build (docs/architecture.md 'Security'),
 * and a shop that runs under its own Content-Security-Policy without a single violation.
 */

const port = process.env.E2E_PORT ?? '3100';
const origin = `http://localhost:${port}`;

const RESPONSES = {
  'home page': '/',
  '404 page': '/bestaat-niet/',
  'API route': '/api/health/',
  'trailing-slash redirect': '/cart',
};

for (const [what, path] of Object.entries(RESPONSES)) {
  test(`the ${what} carries the security headers`, async ({ request }) => {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Over plain HTTP no HSTS; with the TLS proxy's X-Forwarded-Proto it is there (e2e/hardening.spec.ts).
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('home, a category and a product page load without a Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.goto('/dames/schoenen/');
  await page.waitForLoadState('load');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
});
