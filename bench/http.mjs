/**
 * Minimal HTTP helpers for the benchmarks: `node:http` with an explicit Host header (Node's fetch
 * cannot resolve `*.localhost` and drops a Host header), and the first-load JavaScript of a page.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * GET (or POST with `body`, or `method`) `path` on `origin` as `host`. Resolves to status, headers and body (Buffer).
 * @param {string} origin e.g. http://127.0.0.1:3400
 * @param {string} host e.g. nl.localhost:3400
 */
export function request(origin, host, path, { headers = {}, body, method = body ? 'POST' : 'GET' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method, headers: { host, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A product page link (`/…-NNNNNN-NNN/`) in a page's HTML: group 1 is the path. */
export const PRODUCT_LINK = /href="(\/[^"]+-\d{6}-\d{3}\/)"/g;

/**
 * First-load JavaScript of a page: the gzip size in bytes (level 9) of every `<script src>` chunk its
 * server-rendered HTML loads, summed (Next 16 no longer prints First Load JS).
 */
export async function firstLoadJsBytes(origin, host, path, headers = {}) {
  const page = await request(origin, host, path, { headers });
  if (page.status !== 200) throw new Error(`${path}: status ${page.status}`);
  const html = page.body.toString('utf8');
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))];
  let total = 0;
  for (const source of sources) total += gzipSync((await request(origin, host, source)).body, { level: 9 }).length;
  return { bytes: total, scripts: sources.length };
}

/**
 * A cart with one line (a variant with stock), as the cookies the shop set (`name=value; name=value`: the httpOnly
 * context token and the readable hint beside it): for the cart and checkout pages and the runs with a cart cookie.
 * Goes through the shop's BFF with ad-hoc documents, which only a caller holding `COMMERCE_API_KEY` may send.
 * @param {string} origin e.g. http://127.0.0.1:3400
 * @param {string} host e.g. nl.localhost:3400
 * @param {string} apiKey the shop's COMMERCE_API_KEY
 */
export async function cartCookie(origin, host, apiKey) {
  const graphql = (query, variables) =>
    request(origin, host, '/api/graphql', {
      headers: { 'content-type': 'application/json', 'x-commerce-api-key': apiKey },
      body: JSON.stringify({ query, variables }),
    });
  const search = JSON.parse(
    (
      await graphql(
        '{ search(search: "", itemsPerPage: 40) { productData { products { variants { id availableStock } } } } }',
      )
    ).body,
  );
  const variant = search.data.search.productData.products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.availableStock >= 5);
  const added = await graphql(
    'mutation($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 1 }] }) { token } }',
    { id: variant.id },
  );
  // Every cookie the BFF set, as the shopper's browser sends them back: the context token and its readable hint
  // (with the hint the header's mini cart loads the visitor's cart, as it does for every shopper with a cart).
  const cookie = (added.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (!cookie.includes('context-token=')) throw new Error('no cart cookie');
  return cookie;
}
