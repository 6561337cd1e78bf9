/**
 * The `catalog` section of `npm run bench` (docs/benchmarks.md 'A real-size catalog'): today's demo
 * catalog (SEED_SCALE 1, about 400 style-colours) and a real-size one (SEED_SCALE 75: about 30,000
 * style-colours and 146,000 variants, stock in every store) side by side on the PostgreSQL server.
 * Per size: the seed's time (`npm run seed -- --no-images`, a fresh database each run), the
 * database's size, and p50 and p95 latency (ms) of
 * - the quick search and the search page over the quality queries (bench/search-queries.mjs) and a
 *   PLP with its facets (ListProducts of a category, as the PLP asks) ÷ a trivial GraphQL query:
 *   the engine, in this process on the commerce GraphQL API (uncached: every request a miss), and
 *   through the shop's BFF as the browser asks, first and again (`catalog-shop.mjs`);
 * - the PLP page through the shop: cached, and the first render after a revalidation (a miss).
 *
 * Needs the PostgreSQL server (`--catalog-database-url`, a database to connect to for creating
 * the bench's own, default postgres://postgres@127.0.0.1:5432/postgres) and, for the shop part, the
 * shop's build (`.next-bench`). The budget is the issue's: search and PLP p95 ≤ 3× the trivial
 * query's (BUDGETS.catalogSearchRatio), judged on the path shoppers take: through the shop, a term
 * asked again (the shared cache answers it until a catalog change). The engine's ratio is printed
 * beside it: what a term's first search costs.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { BUDGETS } from './budgets.mjs';
import { openCommerce, percentile, storefrontOperation, TRIVIAL } from './search.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';
import { timeThroughShop } from './catalog-shop.mjs';

/** The sizes compared: today's demo catalog and a real shoe chain's. */
const SCALES = [1, 75];
/** The category PLPs timed per storefront language (store key → root-relative URLs). */
const PLPS = {
  NL: ['/dames/schoenen/', '/heren/', '/dames/tassen/'],
  BEFR: ['/femmes/chaussures/', '/hommes/'],
  DE: ['/damen/schuhe/', '/herren/'],
};

/** A fresh database `name` on the server of `adminUrl`; returns its URL. */
async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Seeds `databaseUrl` at `scale` without images, as a shop owner would (`npm run seed`); returns seconds and the seed's line. */
function seed(databaseUrl, scale) {
  const started = performance.now();
  const output = execFileSync('npx', ['tsx', 'commerce/seed/cli.ts', `--scale=${scale}`, '--no-images'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { seconds: (performance.now() - started) / 1000, line: output.trim().split('\n').at(-1) };
}

/** Database size (MB) and row counts of the catalog. */
async function sizeOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } =
      await client.query(`SELECT pg_database_size(current_database()) AS bytes, (SELECT min(sku) FROM products) AS sku,
      (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM variants)::int AS variants,
      (SELECT count(*) FROM store_stock)::int AS store_stock,
      (SELECT count(DISTINCT physical_store_id) FROM store_stock)::int AS stores`);
    return { ...rows[0], mb: Number(rows[0].bytes) / 1024 / 1024 };
  } finally {
    await client.end();
  }
}

/** p50/p95 per kind of `samples` (ms), with ratios to the trivial query's. */
function summarise(samples) {
  const stats = Object.fromEntries(
    Object.entries(samples).map(([kind, values]) => [
      kind,
      { p50: percentile(values, 50), p95: percentile(values, 95) },
    ]),
  );
  for (const kind of Object.keys(stats)) stats[kind].ratio = stats[kind].p95 / stats.trivial.p95;
  return stats;
}

/** Times the trivial query, the quick search, the search page and the PLPs in this process, interleaved per query. */
async function timeInProcess(databaseUrl, rounds) {
  const { commerce, graphql } = await openCommerce({ databaseUrl }, { images: false });
  try {
    const overlay = storefrontOperation('SearchOverlay');
    const list = storefrontOperation('ListProducts');
    const plps = Object.entries(PLPS).flatMap(([store, urls]) => urls.map((url) => ({ store, url })));
    const kinds = {
      trivial: (q) => graphql(q.store, TRIVIAL),
      quick: (q) => graphql(q.store, overlay, { search: q.q, isQuickSearch: true }),
      search: (q) => graphql(q.store, list, { search: q.q, page: 1, itemsPerPage: 24 }),
      plp: (_, i) => {
        const plp = plps[i % plps.length];
        return graphql(plp.store, list, {
          search: '',
          filters: [{ name: 'category', values: [plp.url] }],
          page: 1,
          itemsPerPage: 24,
        });
      },
    };
    for (const [i, query] of SEARCH_QUERIES.entries()) for (const run of Object.values(kinds)) await run(query, i);
    const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [i, query] of SEARCH_QUERIES.entries()) {
        for (const [kind, run] of Object.entries(kinds)) {
          const started = performance.now();
          await run(query, i + round);
          samples[kind].push(performance.now() - started);
        }
      }
    }
    return summarise(samples);
  } finally {
    await commerce.closeCommerceDb();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Runs the section and prints a table per size. Returns the budgets missed.
 * @param {{ adminUrl?: string, rounds?: number, shop?: boolean }} options `shop: false` skips the PLP through the shop (no build needed)
 * @returns {Promise<string[]>}
 */
export async function catalogBench({
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  rounds = 3,
  shop = true,
} = {}) {
  console.log('\n## A real-size catalog (PostgreSQL server)');
  const missed = [];
  for (const scale of SCALES) {
    let databaseUrl;
    try {
      databaseUrl = await freshDatabase(adminUrl, `storefront_bench_catalog_${scale}`);
    } catch (error) {
      console.log(`not measured: no PostgreSQL server at ${adminUrl} (${error.message})`);
      return ['catalog: no PostgreSQL server (--catalog-database-url)'];
    }
    const seeded = seed(databaseUrl, scale);
    const size = await sizeOf(databaseUrl);
    console.log(
      `\n### SEED_SCALE ${scale}: ${size.products} style-colours, ${size.variants} variants, ${size.store_stock} store stock rows in ${size.stores} stores`,
    );
    console.log(`seed (no images)\t${seeded.seconds.toFixed(1)} s\t(${seeded.line})`);
    console.log(`database size\t${size.mb.toFixed(0)} MB`);
    const stats = await timeInProcess(databaseUrl, rounds);
    const labels = {
      trivial: 'trivial query { storeConfig }',
      quick: 'quick search (overlay, 3 products)',
      search: 'search page (24 products + facets)',
      plp: 'PLP with facets (a category, 24 products)',
    };
    console.log('The engine, in this process (uncached: every request a miss):');
    for (const [kind, label] of Object.entries(labels)) {
      const { p50, p95, ratio } = stats[kind];
      console.log(`${label}\tp50 ${ms(p50)}\tp95 ${ms(p95)}\t${ratio.toFixed(1)}×`);
    }
    if (!shop) {
      for (const kind of ['quick', 'search', 'plp'])
        if (stats[kind].ratio > BUDGETS.catalogSearchRatio)
          missed.push(`scale ${scale} ${labels[kind]} p95 ${stats[kind].ratio.toFixed(1)}× (engine; shop not run)`);
      continue;
    }
    const { bff, plp } = await timeThroughShop(databaseUrl, size.sku, PLPS, rounds);
    console.log(
      'Through the shop’s /api/graphql as the browser asks (first: each term’s first search; again: asked again):',
    );
    for (const [kind, label] of Object.entries(labels)) {
      const { first, again, ratio } = bff[kind];
      const budgeted = kind !== 'trivial';
      console.log(
        `${label}\tfirst p50 ${ms(first.p50)} p95 ${ms(first.p95)}\tagain p50 ${ms(again.p50)} p95 ${ms(again.p95)}\t${ratio.toFixed(1)}×${budgeted ? ` (budget ≤ ${BUDGETS.catalogSearchRatio}×)` : ''}`,
      );
      if (budgeted && ratio > BUDGETS.catalogSearchRatio)
        missed.push(`scale ${scale} ${label} p95 ${ratio.toFixed(1)}×`);
    }
    console.log(
      `PLP page through the shop, cached\tp50 ${ms(plp.cached.p50)}\tp95 ${ms(plp.cached.p95)} (30 requests)`,
    );
    console.log(
      `PLP page through the shop, first after a revalidation\tp50 ${ms(plp.miss.p50)}\tp95 ${ms(plp.miss.p95)} (10 rounds)`,
    );
  }
  return missed;
}
