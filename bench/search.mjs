/**
 * The `search` section of `npm run bench` (docs/benchmarks.md 'Search'): latency and top-3 quality of the search API on
 * a catalog of 20,000 style-colours.
 *
 * It runs the commerce back end in this process (GraphQL Yoga over embedded PGlite, the same
 * `executeCommerceRequest` the shop's `/api/graphql` route hands every request to) rather than
 * against the built shop: PGlite is single-process, so the shop's `.data-bench` (about 400
 * style-colours) cannot be searched at this size, and a second build and server would add minutes
 * and the BFF's constant cost while measuring the same engine. The trivial query
 * (`{ storeConfig { currency { iso } } }`) takes the same path, parse, validation and operation
 * limits included, so the ratio is what the search adds over the GraphQL API's floor.
 *
 * The catalog is seeded once into `.data-bench-search` (SEED_SCALE 50, without images; delete the
 * folder to reseed after a seed change). Options: `--search-rounds=3` (timed passes over the quality
 * queries), `--search-database-url=postgres://…` (an empty or search-bench database of a PostgreSQL
 * server instead of PGlite: it is seeded when empty).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { BUDGETS } from './budgets.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';
import { describeMisses, qualitySummary, searchQuality } from './search-quality.mjs';

const DATA_DIR = '.data-bench-search';
/** 400 style-colours per unit of scale: 50 makes the 20,000 the issue asks for. */
const SEARCH_SEED_SCALE = 50;
/** The trivial query every search figure is divided by: the same GraphQL path, no database read. */
export const TRIVIAL = '{ storeConfig { currency { iso } } }';

/** The storefront's own operation of that name from its trusted documents (graphql/persisted-operations.json: id, body); throws when unknown. */
export function manifestOperation(name) {
  const manifest = JSON.parse(readFileSync('graphql/persisted-operations.json', 'utf8'));
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`no persisted operation ${name}`);
  return operation;
}

/** The storefront's own GraphQL document of an operation; throws when unknown. */
export function storefrontOperation(name) {
  return manifestOperation(name).body;
}

const rowsOf = (result) => result.rows ?? result;

/** The p-th percentile (0–100, nearest rank) of `samples` in ms. */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Opens (and, when empty, seeds) the search catalog in this process: PGlite in `.data-bench-search`,
 * or the PostgreSQL database at `databaseUrl`. The seed's figures are kept beside it
 * (`seeded.json`: style-colours, ms, ISO date, and whether the time was measured or the catalog was
 * found seeded), so later runs print them too.
 * @param {string | undefined} databaseUrl
 * @returns {Promise<{ commerce: typeof import('../commerce/index'), db: import('../commerce/db/client').CommerceDb, graphql: Awaited<ReturnType<typeof openCommerce>>['graphql'], seed: { styleColours: number, ms: number, date: string, measured: boolean }, styleColours: number }>}
 */
async function openCatalog(databaseUrl) {
  const marker = path.join(DATA_DIR, databaseUrl ? 'seeded-postgres.json' : 'seeded.json');
  const { commerce, graphql } = await openCommerce(
    databaseUrl ? { databaseUrl } : { dataDir: path.join(DATA_DIR, 'pglite') },
    { scale: SEARCH_SEED_SCALE, images: false },
  );
  const { sql } = await import('drizzle-orm');
  const db = await commerce.getDb();
  const countStyleColours = async () =>
    Number(rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM products`))[0].n);
  // No products table yet, or an empty one: ensureCommerceReady seeds it now.
  const seeding = (await countStyleColours().catch(() => 0)) === 0;
  const started = performance.now();
  await commerce.ensureCommerceReady();
  const ms = performance.now() - started;
  const styleColours = await countStyleColours();
  if (seeding || !existsSync(marker)) {
    mkdirSync(DATA_DIR, { recursive: true });
    const figures = { styleColours, ms: Math.round(ms), date: new Date().toISOString(), measured: seeding };
    writeFileSync(marker, JSON.stringify(figures));
  }
  return { commerce, db, graphql, seed: JSON.parse(readFileSync(marker, 'utf8')), styleColours };
}

/**
 * Opens the commerce back end in this process on `database` (`{ databaseUrl }` or `{ dataDir }`),
 * seeded with `seedOptions` when empty (not awaited: `ensureCommerceReady` does that), and a
 * GraphQL caller on the path every shop request takes (`executeCommerceRequest`). The caller
 * resolves to the data and throws on an error.
 * @returns {Promise<{ commerce: typeof import('../commerce/index'), graphql: (store: string, query: string, variables?: object) => Promise<any> }>}
 */
export async function openCommerce(database, seedOptions) {
  // The shop serves in production mode: no introspection, masked errors.
  process.env.NODE_ENV ??= 'production';
  register();
  const commerce = await import('../commerce/index.ts');
  commerce.configureCommerceDb(database);
  if (seedOptions) commerce.configureSeed(seedOptions);
  const graphql = async (store, query, variables = {}) => {
    const response = await commerce.executeCommerceRequest(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-store-key': store },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const json = await response.json();
    if (json.errors?.length) throw new Error(`${store} ${JSON.stringify(variables)}: ${json.errors[0].message}`);
    return json.data;
  };
  return { commerce, graphql };
}

/**
 * Runs the section: prints the seed, latencies (median and p95 in ms, ratios to the trivial
 * query) and the top-3 quality per language with the misses.
 * @param {{ rounds?: number, databaseUrl?: string }} options
 * @returns {Promise<string[]>} the budgets missed
 */
export async function searchBench({ rounds = 3, databaseUrl } = {}) {
  console.log(`\n## Search (in-process GraphQL, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  const { commerce, db, graphql, seed, styleColours } = await openCatalog(databaseUrl);
  console.log(
    `catalog\t${styleColours} style-colours\tseeded ${seed.date.slice(0, 10)}${seed.measured ? ` in ${(seed.ms / 1000).toFixed(1)} s` : ''} (scale ${SEARCH_SEED_SCALE}, no images)`,
  );
  const overlay = storefrontOperation('SearchOverlay');
  const list = storefrontOperation('ListProducts');
  const kinds = {
    trivial: (q) => graphql(q.store, TRIVIAL),
    quick: (q) => graphql(q.store, overlay, { search: q.q, isQuickSearch: true }),
    list: (q) => graphql(q.store, list, { search: q.q, page: 1, itemsPerPage: 24 }),
  };

  // Warm-up: each language's lexicon loaded, the JIT and the database's caches warm.
  for (const query of SEARCH_QUERIES) for (const run of Object.values(kinds)) await run(query);
  const samples = { trivial: [], quick: [], list: [] };
  for (let round = 0; round < rounds; round++) {
    // Interleaved per query, so a busy moment of the shared machine weighs on all three alike.
    for (const query of SEARCH_QUERIES) {
      for (const [kind, run] of Object.entries(kinds)) {
        const started = performance.now();
        await run(query);
        samples[kind].push(performance.now() - started);
      }
    }
  }
  const stats = Object.fromEntries(
    Object.entries(samples).map(([kind, values]) => [
      kind,
      { p50: percentile(values, 50), p95: percentile(values, 95) },
    ]),
  );
  const labels = {
    trivial: 'trivial query { storeConfig }',
    quick: 'quick search (overlay, 3 products)',
    list: 'search page (ListProducts, 24 products + facets)',
  };
  const budgets = { quick: BUDGETS.searchQuickRatio, list: BUDGETS.searchPageRatio };
  const missed = [];
  console.log(`${rounds} × ${SEARCH_QUERIES.length} requests each, one at a time`);
  for (const kind of ['trivial', 'quick', 'list']) {
    const { p50, p95 } = stats[kind];
    const ratio = p95 / stats.trivial.p95;
    const budget = budgets[kind] ? ` (budget ≤ ${budgets[kind]}×)` : '';
    console.log(
      `${labels[kind]}\tmedian ${p50.toFixed(1)} ms\tp95 ${p95.toFixed(1)} ms\tmedian ${(p50 / stats.trivial.p50).toFixed(1)}×\tp95 ${ratio.toFixed(1)}×${budget}`,
    );
    if (budgets[kind] && ratio > budgets[kind]) missed.push(`${labels[kind]} p95 ${ratio.toFixed(1)}×`);
  }

  const results = await searchQuality(db, graphql, overlay, SEARCH_QUERIES);
  const summary = qualitySummary(results);
  const share = ({ hits, total }) => `${hits}/${total} (${((100 * hits) / total).toFixed(0)}%)`;
  const perLanguage = ['nl', 'fr', 'de'].map((lang) => `${lang} ${share(summary[lang])}`).join(', ');
  console.log(`top-3 quality\t${share(summary.all)}\t${perLanguage} (budget ≥ ${100 * BUDGETS.searchQuality}%)`);
  for (const line of await describeMisses(db, results)) console.log(`  miss: ${line}`);
  if (summary.all.hits / summary.all.total < BUDGETS.searchQuality)
    missed.push(`search top-3 quality ${share(summary.all)}`);
  await commerce.closeCommerceDb();
  return missed;
}
