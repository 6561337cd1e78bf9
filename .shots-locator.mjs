// Screenshots of the locator and a store page (temporary helper, not committed).
import { chromium } from '@playwright/test';
const PORT = 3200;
const shops = [
  { name: 'NL', origin: `http://nl.localhost:${PORT}`, locator: '/winkels/', query: '?q=1012', store: '/winkels/amsterdam-kalverstraat/' },
  { name: 'BEFR', origin: `http://be.localhost:${PORT}`, cookie: { name: 'NEXT_LOCALE', value: 'fr-BE' }, locator: '/magasins/', query: '?q=Bruxelles', store: '/magasins/bruxelles-rue-neuve/' },
  { name: 'DE', origin: `http://de.localhost:${PORT}`, locator: '/geschaefte/', query: '?q=50667', store: '/geschaefte/koln-schildergasse/' },
];
const sizes = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 900 }];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const shop of shops) for (const size of sizes) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const host = new URL(shop.origin).hostname;
  await context.addCookies([
    { name: 'sw-cookie-consent', value: '1', domain: host, path: '/' },
    { name: 'sw-cookie-settings', value: 'disabled', domain: host, path: '/' },
    ...(shop.cookie ? [{ ...shop.cookie, domain: host, path: '/' }] : []),
  ]);
  const page = await context.newPage();
  for (const [what, path] of [['overview', shop.locator], ['search', shop.locator + shop.query], ['store', shop.store]]) {
    const response = await page.goto(shop.origin + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots-locator/${shop.name}-${size.name}-${what}.png`, fullPage: what !== 'overview' });
    console.log(shop.name, size.name, what, response.status());
  }
  await context.close();
}
await browser.close();
