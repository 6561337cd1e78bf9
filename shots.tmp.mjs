import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const msg = (l) => JSON.parse(readFileSync(`messages/${l}.json`, 'utf8'));
const port = 3100;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const consent = (domain) => [{ name: 'sw-cookie-consent', value: '1', domain, path: '/' }];
async function gql(page, query, variables) {
  return page.evaluate(async ({ query, variables }) => {
    const r = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-commerce-api-key': 'e2e-trusted-caller' }, body: JSON.stringify({ query, variables }) });
    return (await r.json()).data;
  }, { query, variables });
}
const cases = [
  { name: 'de', base: `http://de.localhost:${port}`, zip: '10115', city: 'Berlin', method: /DHL Packstation/, m: msg('de') },
  { name: 'nl', base: `http://localhost:${port}`, zip: '1012 AB', city: 'Amsterdam', method: /Ophalen in de winkel/, m: msg('nl') },
  { name: 'befr', base: `http://be.localhost:${port}`, zip: '1000', city: 'Bruxelles', method: /bpost/, m: msg('fr'), cookie: { name: 'NEXT_LOCALE', value: 'fr-BE' } },
];
for (const [vp, size] of [['mobile', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  for (const c of cases) {
    const ctx = await browser.newContext({ viewport: size });
    const host = new URL(c.base).hostname;
    await ctx.addCookies([{ name: 'sw-cookie-consent', value: '1', domain: host, path: '/' }, { name: 'sw-cookie-settings', value: 'disabled', domain: host, path: '/' }, ...(c.cookie ? [{ ...c.cookie, domain: host, path: '/' }] : [])]);
    const page = await ctx.newPage();
    await page.goto(c.base + '/');
    const d = await gql(page, '{ search(search: "", itemsPerPage: 24) { productData { products { variants { id availableStock deliveryTime } } } } }', {});
    const v = d.search.productData.products.flatMap((p) => p.variants).find((x) => x.availableStock >= 5 && !x.deliveryTime);
    await gql(page, 'mutation($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { token } }', { items: [{ referencedId: v.id, type: 'product', quantity: 1 }] });
    await page.goto(c.base + '/checkout/');
    await page.locator('#details-email').fill('shots@example.com');
    await page.locator('input[name="salutationId"]').first().check();
    await page.locator('#details-firstName').fill('Sam');
    await page.locator('#details-lastName').fill('Jansen');
    await page.locator('#details-street').fill('Hauptstraße 1');
    await page.locator('#details-zipcode').fill(c.zip);
    await page.locator('#details-city').fill(c.city);
    await page.getByRole('button', { name: c.m.checkout.details.continue }).click();
    await page.waitForURL(/shipment/).catch(async (e) => { await page.screenshot({ path: '/tmp/shots/fail.png', fullPage: true }); throw e; });
    await page.getByRole('radio', { name: c.method }).check();
    await page.locator('fieldset input[type=radio][name$="-point"]').first().waitFor();
    await page.locator('fieldset input[type=radio][name$="-point"]').first().check();
    await page.locator('button[form="shipment-form"]').click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${c.name}-${vp}-shipment.png`, fullPage: true });
    if (c.name === 'de') { await page.getByLabel(/DHL-Kundennummer/).fill('12345678'); await page.locator('button[form="shipment-form"]').click(); }
    await page.waitForURL(/payment/);
    await page.getByRole('button', { name: c.m.checkout.payment.payNow }).click();
    await page.waitForURL(/payment-sandbox/);
    await page.locator('button[value="paid"]').click();
    await page.waitForURL(/success/);
    await page.screenshot({ path: `/tmp/shots/${c.name}-${vp}-success.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
