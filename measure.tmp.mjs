import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const base = 'http://localhost:3100';
const ctx = await browser.newContext();
await ctx.addCookies([{ name: 'sw-cookie-consent', value: '1', domain: 'localhost', path: '/' }, { name: 'sw-cookie-settings', value: 'disabled', domain: 'localhost', path: '/' }]);
const page = await ctx.newPage();
await page.goto(base + '/');
const gql = (query, variables) => page.evaluate(async ({ query, variables }) => (await (await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-commerce-api-key': 'e2e-trusted-caller' }, body: JSON.stringify({ query, variables }) })).json()).data, { query, variables });
const d = await gql('{ search(search: "", itemsPerPage: 24) { productData { products { variants { id availableStock deliveryTime } } } } }', {});
const v = d.search.productData.products.flatMap((p) => p.variants).find((x) => x.availableStock >= 5 && !x.deliveryTime);
await gql('mutation($items: [CartLineInput!]!) { addToCart(addCartItemsInput: { items: $items }) { token } }', { items: [{ referencedId: v.id, type: 'product', quantity: 1 }] });
await page.goto(base + '/checkout/');
await page.locator('#details-email').fill('m@example.com');
await page.locator('input[name="salutationId"]').first().check();
for (const [id, val] of [['firstName','Sam'],['lastName','J'],['street','Damstraat 1'],['zipcode','1012 AB'],['city','Amsterdam']]) await page.locator('#details-'+id).fill(val);
await page.getByRole('button', { name: 'Verder naar verzending' }).click();
await page.waitForURL(/shipment/);
import { firstLoadJsBytes, request } from './bench/http.mjs';
import { gzipSync } from 'node:zlib';
const cookie = (await ctx.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
for (const path of ['/checkout/', '/checkout/shipment/']) {
  const r = await firstLoadJsBytes('http://127.0.0.1:3100', 'localhost:3100', path, { cookie });
  console.log(path, (r.bytes / 1024).toFixed(1), 'kB gzip,', r.scripts, 'scripts');
}
const later = new Set();
page.on('request', (r) => { if (r.resourceType() === 'script') later.add(r.url()); });
await page.getByRole('radio', { name: /Ophalen in de winkel/ }).check();
await page.locator('input[name$="-point"]').first().waitFor();
let lazy = 0;
for (const url of later) { const u = new URL(url); lazy += gzipSync((await request('http://127.0.0.1:3100', 'localhost:3100', u.pathname)).body, { level: 9 }).length; }
console.log('picker on demand', (lazy / 1024).toFixed(1), 'kB gzip,', later.size, 'scripts');
await browser.close();
