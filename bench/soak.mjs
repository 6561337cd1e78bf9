#!/usr/bin/env node
/**
 * `npm run bench:soak`: simulated shoppers against the production build (docs/benchmarks.md 'Soak'). Each
 * shopper, in a loop until the time is up: home → a PLP → a search → a PDP → adds a size in stock
 * → details → places the order → the sandbox payment page → pays (4 in 5) or fails (1 in 5).
 *
 * Passes (exit 0) when: no response was 5xx; no size was oversold (every stock ≥ 0 and no more
 * sold than there was); and every size's stock decrement equals the pairs in its paid or still
 * open orders (failed payments give theirs back). Options: `--shoppers=50`, `--minutes=10`,
 * `--skip-build`. Uses `.next-bench` and `.data-bench` like `npm run bench` (port 3402).
 */
import { randomBytes } from 'node:crypto';
import { PRODUCT_LINK, request } from './http.mjs';
import { benchOptions, buildShop, seedOnce, startShop, waitFor } from './shop.mjs';

const args = benchOptions();
const shoppers = Number(args.shoppers ?? 50);
const minutes = Number(args.minutes ?? 10);
const PORT = 3402;
const origin = `http://127.0.0.1:${PORT}`;
const host = `nl.localhost:${PORT}`;
const apiKey = randomBytes(16).toString('hex');
const PLPS = ['/dames/schoenen/', '/heren/schoenen/', '/dames/tassen/'];
const SEARCHES = ['sneaker', 'boot', 'loafer', 'tas', 'pump'];

const stats = { requests: 0, status5xx: 0, errors: 0, orders: 0, paid: 0, failed: 0, outOfStock: 0 };
/** Pairs per variant id held by orders that keep their stock (paid, or not answered yet). */
const held = new Map();

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function get(path, cookie) {
  const response = await request(origin, host, path, { headers: cookie ? { cookie } : {} });
  count(response.status);
  return response;
}

function count(status) {
  stats.requests++;
  if (status >= 500) stats.status5xx++;
}

/** GraphQL through the BFF as a trusted caller; the context cookie plays the browser's. */
async function graphql(session, query, variables = {}) {
  const response = await request(origin, host, '/api/graphql', {
    headers: {
      'content-type': 'application/json',
      'x-commerce-api-key': apiKey,
      ...(session.cookie ? { cookie: session.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  count(response.status);
  const issued = String(response.headers['set-cookie'] ?? '').split(';')[0];
  if (issued) session.cookie = issued;
  return JSON.parse(response.body.toString('utf8'));
}

const STOCK =
  '{ search(search: "", itemsPerPage: 100, page: $page) { productData { products { variants { id availableStock } } } } }';

/** Stock of every variant, by id (catalog of about 400 style-colours: a few pages). */
async function stockLevels() {
  const levels = new Map();
  for (let page = 1; page <= 50; page++) {
    const result = await graphql({}, `query ($page: Int) ${STOCK}`, { page });
    const products = result.data?.search.productData.products ?? [];
    for (const product of products) for (const v of product.variants) levels.set(v.id, v.availableStock);
    if (products.length < 100) break;
  }
  return levels;
}

async function shop(deadline) {
  while (Date.now() < deadline) {
    const session = {};
    try {
      await get('/');
      const plp = pick(PLPS);
      const list = (await get(plp)).body.toString('utf8');
      await graphql(
        session,
        'query ($q: String!) { search(search: $q, isQuickSearch: true) { productData { totalCount } } }',
        {
          q: pick(SEARCHES),
        },
      );
      const urls = [...list.matchAll(PRODUCT_LINK)].map((match) => match[1]);
      if (urls.length === 0) continue;
      const url = pick(urls);
      await get(url);
      const record = await graphql(session, 'query ($url: String!) { url(url: $url) { sku } }', { url });
      const pdp = await graphql(
        session,
        'query ($sku: String!) { pdp(sku: $sku) { product { comingSoonDate variants { id availableStock } } } }',
        {
          sku: record.data?.url?.sku ?? '',
        },
      );
      const product = pdp.data?.pdp?.product;
      const inStock = product && !product.comingSoonDate ? product.variants.filter((v) => v.availableStock > 0) : [];
      if (inStock.length === 0) continue;
      const variant = pick(inStock);
      await graphql(
        session,
        'mutation ($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 1 }] }) { token } }',
        { id: variant.id },
      );
      await graphql(session, 'mutation ($a: AddressInput!) { updateShippingAddress(input: $a) { token } }', {
        a: {
          salutationId: 'mrs',
          firstName: 'Soak',
          lastName: 'Shopper',
          email: 'soak@example.com',
          street: 'Kalverstraat 1',
          zipcode: '1012 AB',
          city: 'Amsterdam',
          countryId: 'NL',
        },
      });
      const placed = await graphql(session, 'mutation { placeOrder(order: {}) { id } }');
      if (!placed.data?.placeOrder) {
        if (placed.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK') stats.outOfStock++;
        continue;
      }
      stats.orders++;
      held.set(variant.id, (held.get(variant.id) ?? 0) + 1);
      const payment = await graphql(
        session,
        'mutation ($i: HandlePaymentInput!) { handlePayment(input: $i) { redirectUrl } }',
        {
          i: {
            orderId: placed.data.placeOrder.id,
            finishUrl: `http://${host}/checkout/success/`,
            errorUrl: `http://${host}/checkout/payment/`,
          },
        },
      );
      const sandbox = new URL(payment.data.handlePayment.redirectUrl).pathname;
      const page = (await get(sandbox, session.cookie)).body.toString('utf8');
      const signature = /name="signature" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const outcome = Math.random() < 0.8 ? 'paid' : 'failed';
      const answered = await request(origin, host, sandbox, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ status: outcome, signature }).toString(),
      });
      count(answered.status);
      if (answered.status === 303) {
        stats[outcome]++;
        if (outcome === 'failed') held.set(variant.id, held.get(variant.id) - 1);
      }
    } catch (error) {
      stats.errors++;
      if (stats.errors <= 5) console.error('[soak]', error.message);
    }
  }
}

let stop = () => {};
try {
  if (!args['skip-build']) {
    buildShop();
  }
  seedOnce();
  stop = startShop(PORT, apiKey);
  await waitFor(origin, host);
  const before = await stockLevels();
  console.log(`# Soak: ${shoppers} shoppers for ${minutes} min (${before.size} sizes)`);
  const deadline = Date.now() + minutes * 60_000;
  await Promise.all(Array.from({ length: shoppers }, () => shop(deadline)));
  const after = await stockLevels();

  const oversold = [...after].filter(([, stock]) => stock < 0);
  const unaccounted = [...before].filter(([id, stock]) => stock - (after.get(id) ?? stock) !== (held.get(id) ?? 0));
  console.log(
    `requests ${stats.requests}, 5xx ${stats.status5xx}, client errors ${stats.errors}; orders ${stats.orders} (paid ${stats.paid}, failed ${stats.failed}), refused as out of stock ${stats.outOfStock}`,
  );
  console.log(
    `oversold sizes ${oversold.length}; sizes whose decrement differs from their held orders ${unaccounted.length}`,
  );
  for (const [id] of unaccounted.slice(0, 5)) {
    console.log(`  variant ${id}: before ${before.get(id)}, after ${after.get(id)}, held ${held.get(id) ?? 0}`);
  }
  const passed = stats.status5xx === 0 && oversold.length === 0 && unaccounted.length === 0 && stats.orders > 0;
  console.log(passed ? 'Soak passed.' : 'Soak FAILED.');
  process.exitCode = passed ? 0 : 1;
} finally {
  stop();
}
