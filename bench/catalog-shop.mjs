/**
 * The shop's half of the `catalog` section of `npm run bench` (docs/benchmarks.md 'A real-size catalog'): the built
 * shop (`server.mjs` of `.next-bench`) on the section's PostgreSQL database, timed as shoppers reach it.
 * - Search through the BFF (`/api/graphql`), as the browser sends it (trusted documents by id): the overlay's quick
 *   search, the search page's list (24 products with facets) and a PLP's list ÷ the trivial query on the same path
 *   (an ad-hoc document, which only a trusted caller may send and which is never cached). The first pass over the
 *   queries is each term's first search (a miss: the engine answers); the timed passes ask again (the shared cache
 *   answers, until a catalog change expires it).
 * - The PLP page: cached, and the first render after a revalidation of the catalog (a miss).
 */
import { randomBytes } from 'node:crypto';
import { request } from './http.mjs';
import { manifestOperation, percentile, TRIVIAL } from './search.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';
import { startShop, waitFor } from './shop.mjs';

const SHOP_PORT = 3403;
const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;
/** How each storefront is reached: its host (and, for Belgium in French, the language cookie). */
const STOREFRONT_REQUESTS = {
  NL: { host: `nl.localhost:${SHOP_PORT}` },
  BENL: { host: `be.localhost:${SHOP_PORT}` },
  BEFR: { host: `be.localhost:${SHOP_PORT}`, cookie: 'NEXT_LOCALE=fr-BE' },
  DE: { host: `de.localhost:${SHOP_PORT}` },
  FR: { host: `fr.localhost:${SHOP_PORT}` },
};

/** p50 and p95 (ms) of `samples`. */
const summary = (samples) => ({ p50: percentile(samples, 50), p95: percentile(samples, 95) });

/**
 * Times the BFF: per kind, the first pass (misses) and `rounds` timed passes, interleaved per query, each answer
 * checked (status 200, data, no errors).
 * @param {string} apiKey the shop's COMMERCE_API_KEY (for the trivial ad-hoc query)
 * @param {Record<string, { store: string, url: string }[]>} plps PLPs by store key
 */
async function timeBff(apiKey, plps, rounds) {
  const post = async (store, body, trusted = false) => {
    const { host, cookie } = STOREFRONT_REQUESTS[store];
    const started = performance.now();
    const response = await request(ORIGIN, host, '/api/graphql', {
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(trusted ? { 'x-commerce-api-key': apiKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const ms = performance.now() - started;
    const json = JSON.parse(response.body.toString('utf8'));
    if (response.status !== 200 || !json.data || json.errors?.length)
      throw new Error(
        `${store} ${body.operationName ?? 'trivial'}: ${response.status} ${response.body.toString('utf8')}`,
      );
    return ms;
  };
  const persisted = (name) => {
    const { id } = manifestOperation(name);
    return (store, variables) =>
      post(store, { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  };
  const overlay = persisted('SearchOverlay');
  const list = persisted('ListProducts');
  const plpList = Object.values(plps).flat();
  const kinds = {
    trivial: (q) => post(q.store, { query: TRIVIAL }, true),
    quick: (q) => overlay(q.store, { search: q.q, isQuickSearch: true }),
    search: (q) => list(q.store, { search: q.q, page: 1, itemsPerPage: 24 }),
    plp: (_, i) => {
      const plp = plpList[i % plpList.length];
      return list(plp.store, {
        search: '',
        filters: [{ name: 'category', values: [plp.url] }],
        page: 1,
        itemsPerPage: 24,
      });
    },
  };
  const first = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (const [i, query] of SEARCH_QUERIES.entries())
    for (const [kind, run] of Object.entries(kinds)) first[kind].push(await run(query, i));
  const again = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let round = 0; round < rounds; round++)
    for (const [i, query] of SEARCH_QUERIES.entries())
      for (const [kind, run] of Object.entries(kinds)) again[kind].push(await run(query, i));
  const stats = Object.fromEntries(
    Object.keys(kinds).map((kind) => [kind, { first: summary(first[kind]), again: summary(again[kind]) }]),
  );
  for (const kind of Object.keys(stats)) stats[kind].ratio = stats[kind].again.p95 / stats.trivial.again.p95;
  return stats;
}

/** The PLP page `plp` (NL): cached (30 requests) and the first request after a catalog revalidation (10 rounds). */
async function timePlpPage(plp, sku, secret) {
  const host = STOREFRONT_REQUESTS.NL.host;
  const get = async () => {
    const started = performance.now();
    const page = await request(ORIGIN, host, plp);
    if (page.status !== 200) throw new Error(`PLP ${plp}: status ${page.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await get();
  const cached = [];
  for (let i = 0; i < 30; i++) cached.push(await get());
  const misses = [];
  for (let i = 0; i < 10; i++) {
    await get(); // cached again
    const expired = await request(ORIGIN, host, '/api/revalidate', {
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      // A price change expires every catalog read (the PLP's among them).
      body: JSON.stringify({ type: 'catalog', changes: [{ kind: 'price', skus: [sku] }] }),
    });
    if (expired.status !== 200) throw new Error(`revalidate: status ${expired.status}`);
    misses.push(await get());
  }
  return { cached: summary(cached), miss: summary(misses) };
}

/**
 * Starts the built shop on `databaseUrl` and times the BFF's search reads and the PLP page.
 * @param {string} databaseUrl the section's seeded database
 * @param {string} sku a style-colour of it (for the revalidations)
 * @param {Record<string, string[]>} plps PLP paths by store key
 * @param {number} rounds timed passes over the queries
 */
export async function timeThroughShop(databaseUrl, sku, plps, rounds) {
  const secret = randomBytes(16).toString('hex');
  const apiKey = randomBytes(16).toString('hex');
  const stop = startShop(SHOP_PORT, apiKey, {
    DATABASE_URL: databaseUrl,
    REVALIDATE_SECRET: secret,
    COMMERCE_SEED_IMAGES: '0',
  });
  try {
    await waitFor(ORIGIN, STOREFRONT_REQUESTS.NL.host);
    const byStore = Object.fromEntries(
      Object.entries(plps).map(([store, urls]) => [store, urls.map((url) => ({ store, url }))]),
    );
    const bff = await timeBff(apiKey, byStore, rounds);
    const plp = await timePlpPage(plps.NL[0], sku, secret);
    return { bff, plp };
  } finally {
    stop();
  }
}
