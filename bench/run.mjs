#!/usr/bin/env node
/**
 * `npm run bench`: the shop's performance figures, each a ratio to a reference measured side by side
 * in the same run (docs/benchmarks.md):
 *
 * - bundle: first-load JavaScript (gzip) of home, PLP, PDP, cart and checkout ÷ an empty Next page
 *   built with the same versions (bench/empty-app); budgets home, PLP, PDP ≤ 1.2×, cart and
 *   checkout ≤ 1.4×, all five also checked on every CI run (e2e/bundle-budget.spec.ts).
 * - throughput: requests/s at 50 connections (autocannon) of home, PLP and PDP, anonymous and with a
 *   cart cookie, ÷ the empty static page of bench/empty-app on its own server (what Next serves at
 *   best); budget ≥ 0.3× with p99 under 1 s for the anonymous pages; p50 and p99 latency in ms, kB
 *   per response; a static file of the same server (a category image, `/content/cat-women-boots.svg`) beside them. Through Varnish (port 3402, the shipped VCL):
 *   home, PLP and PDP, anonymous and with a cart cookie, ÷ a static file through the same Varnish;
 *   budget ≥ 0.8×. Then the PDP and the PLP after a revalidation (`/api/revalidate`, a price change
 *   of the PDP's product): the first request's latency, p50 and p99 of 10 rounds, and the PDP's
 *   throughput over a run that starts at a revalidation.
 * - lighthouse: mobile performance (lighthouse 12, simulated throttling) of home, PLP, PDP, cart and
 *   checkout ÷ the empty Next page's, medians of `--runs` runs, with LCP (ms), TBT (ms) and CLS;
 *   budget ≥ 0.97×.
 * - search (bench/search.mjs): on 20,000 style-colours, median and p95 latency of the
 *   search overlay's quick search (3 products) and of the search page (24 products and facets) over
 *   the quality queries of bench/search-queries.mjs, ÷ a trivial GraphQL query on the same path;
 *   budgets p95 ≤ 75× (quick) and ≤ 300× (page, mostly its facets). Their top-3 quality per
 *   language with the misses; budget ≥ 90%. It runs the commerce GraphQL API in process on its own
 *   catalog (`.data-bench-search`, seeded on the first run) and needs neither the build nor the
 *   servers: `--only=search` starts neither.
 * - catalog (bench/catalog.mjs): today's catalog (SEED_SCALE 1) and a real-size one (SEED_SCALE 75, about
 *   30,000 style-colours) side by side on the PostgreSQL server (`--catalog-database-url`, default the local
 *   one's `postgres` database): seed time, database size, quick search, search page and a PLP with facets p95 ÷
 *   a trivial GraphQL query's (budget ≤ 3×), and the PLP through the shop cached and after a revalidation.
 *
 * Builds the shop into `.next-bench` and the empty page (skip with `--skip-build`), starts both on
 * ports 3400 and 3401 (and Varnish on 3402 in front of the shop) on an embedded database in `.data-bench` (seeded on the first run), prints every figure and
 * exits 1 when a budget is missed. Options: `--only=bundle,throughput,lighthouse,search,catalog`, `--runs=5`,
 * `--duration=10` (seconds per throughput run), `--search-rounds=3` (timed passes over the search
 * queries), `--search-database-url=postgres://…` (search on a PostgreSQL database, seeded when empty),
 * `--catalog-database-url=postgres://…` (the server the catalog section creates its databases on).
 */
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { BUDGETS } from './budgets.mjs';
import { catalogBench } from './catalog.mjs';
import { cartCookie, firstLoadJsBytes, PRODUCT_LINK, request } from './http.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { searchBench } from './search.mjs';
import { benchOptions, buildEmptyApp, buildShop, seedOnce, startEmptyApp, startShop, waitFor } from './shop.mjs';
import { startVarnish, VARNISH_AVAILABLE } from './varnish.mjs';

const args = benchOptions();
const only = new Set((args.only ?? 'bundle,throughput,lighthouse,search,catalog').split(','));
/** The sections that measure the built shop (the search section needs neither build nor servers). */
const shopSections = ['bundle', 'throughput', 'lighthouse'].filter((section) => only.has(section));
/** The catalog section starts the built shop itself (on its own databases), after the others. */
const needsBuild = shopSections.length > 0 || only.has('catalog');
// Five runs: single Lighthouse runs of one page spread by up to 0.09 here (simulated throttling keys on
// whether scripts ran before the first paint); the median of five is what Lighthouse itself advises.
const runs = Number(args.runs ?? 5);
const duration = Number(args.duration ?? 10);

const PORT = 3400;
const EMPTY_PORT = 3401;
const VARNISH_PORT = 3402;
const origin = `http://127.0.0.1:${PORT}`;
const host = `nl.localhost:${PORT}`;
const apiKey = randomBytes(16).toString('hex');
const revalidateSecret = randomBytes(16).toString('hex');

const stops = [];
const missed = [];

async function pages() {
  const plp = '/dames/schoenen/';
  const html = (await request(origin, host, plp)).body.toString('utf8');
  const pdp = html.matchAll(PRODUCT_LINK).next().value?.[1];
  if (!pdp) throw new Error('no product link on the PLP');
  return { home: '/', plp, pdp, cart: '/cart/', checkout: '/checkout/' };
}

async function bundle(paths, cookie) {
  console.log('\n## First-load JavaScript (gzip)');
  const empty = await firstLoadJsBytes(`http://127.0.0.1:${EMPTY_PORT}`, `localhost:${EMPTY_PORT}`, '/');
  console.log(`empty Next page\t${(empty.bytes / 1024).toFixed(1)} kB\t1.00×`);
  for (const [name, path] of Object.entries(paths)) {
    const headers = name === 'cart' || name === 'checkout' ? { cookie } : {};
    const { bytes } = await firstLoadJsBytes(origin, host, path, headers);
    const ratio = bytes / empty.bytes;
    const limit = BUDGETS.bundleRatio[name];
    console.log(`${name}\t${(bytes / 1024).toFixed(1)} kB\t${ratio.toFixed(2)}× (budget ≤ ${limit}×)`);
    if (ratio > limit) missed.push(`${name} first-load JS ${ratio.toFixed(2)}×`);
  }
}

/** Autocannon at 50 connections against `path` of the shop (or of `target`). */
function cannon(path, headers = {}, seconds = duration, target = { origin, host }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${target.origin}${path}`,
        connections: 50,
        duration: seconds,
        headers: { host: target.host, ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function throughput(paths, cookie) {
  console.log(`\n## Throughput of the shop alone, 50 connections, ${duration} s each`);
  const empty = await emptyPage();
  console.log(
    `empty static Next page (bench/empty-app)\t${empty.requests.average.toFixed(0)} req/s\t1.00×\tp50 ${empty.latency.p50} ms\tp99 ${empty.latency.p99} ms\t${responseKb(empty)} kB per response`,
  );
  const reference = empty.requests.average;
  const runsToDo = [
    ['static file /content/cat-women-boots.svg', '/content/cat-women-boots.svg', {}],
    ['home', paths.home, {}],
    ['PLP', paths.plp, {}],
    ['PDP', paths.pdp, {}],
    ['home with a cart cookie', paths.home, { cookie }],
    ['PDP with a cart cookie', paths.pdp, { cookie }],
  ];
  for (const [name, path, headers] of runsToDo) {
    await cannon(path, headers, 2); // warm-up: caches filled, JIT warm
    const result = await cannon(path, headers);
    const rps = result.requests.average;
    const ratio = rps / reference;
    const errors = result.errors + result.non2xx;
    const budgeted = ['home', 'PLP', 'PDP'].includes(name);
    const budget = budgeted ? ` (budget ≥ ${BUDGETS.shopThroughputRatio}×, p99 < ${BUDGETS.shopP99Ms} ms)` : '';
    console.log(
      `${name}\t${rps.toFixed(0)} req/s\t${ratio.toFixed(2)}×${budget}\tp50 ${result.latency.p50} ms\tp99 ${result.latency.p99} ms\t${responseKb(result)} kB per response${errors ? `\t${errors} errors/non-2xx` : ''}`,
    );
    if (budgeted && ratio < BUDGETS.shopThroughputRatio) missed.push(`${name} throughput ${ratio.toFixed(2)}×`);
    if (budgeted && result.latency.p99 >= BUDGETS.shopP99Ms) missed.push(`${name} p99 ${result.latency.p99} ms`);
  }
  await afterRevalidation(paths, reference);
  await throughVarnish(paths, cookie);
}

/**
 * The static reference for the pages through Varnish: of the script chunks the PDP loads (Next marks
 * them immutable, so Varnish keeps them), the one whose gzip response is nearest the PDP's own, so
 * that both runs move about as many bytes per response.
 */
async function chunkSizedLike(pdp, headers) {
  const page = await request(origin, host, pdp, { headers });
  const html = gunzipSync(page.body).toString('utf8');
  const chunks = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);
  if (chunks.length === 0) throw new Error('no script chunk on the PDP');
  let nearest = null;
  for (const path of chunks) {
    const bytes = (await request(origin, host, path, { headers })).body.length;
    const distance = Math.abs(bytes - page.body.length);
    if (!nearest || distance < nearest.distance) nearest = { path, distance, name: path.split('/').pop() };
  }
  return nearest;
}

/**
 * The pages through Varnish (deploy/varnish/default.vcl) in front of the same server, anonymous and
 * with a cart cookie, ÷ a static file of about their size through the same Varnish
 * ({@link chunkSizedLike}); budget ≥ 0.8× each. As browsers do, the requests accept gzip.
 */
async function throughVarnish(paths, cookie) {
  console.log(`\n## Through Varnish, 50 connections, ${duration} s each`);
  if (!VARNISH_AVAILABLE) {
    missed.push('throughput through Varnish: varnishd is not installed (apt-get install varnish varnish-modules)');
    console.log('not measured: varnishd is not installed');
    return;
  }
  const target = { origin: `http://127.0.0.1:${VARNISH_PORT}`, host: `nl.localhost:${VARNISH_PORT}` };
  const gzip = { 'accept-encoding': 'gzip' };
  const chunk = await chunkSizedLike(paths.pdp, gzip);
  const runsToDo = [
    [`static file (${chunk.name}, the PDP's script chunk nearest its size)`, chunk.path, gzip],
    ['home', paths.home, gzip],
    ['PLP', paths.plp, gzip],
    ['PDP', paths.pdp, gzip],
    ['home with a cart cookie', paths.home, { ...gzip, cookie }],
    ['PLP with a cart cookie', paths.plp, { ...gzip, cookie }],
    ['PDP with a cart cookie', paths.pdp, { ...gzip, cookie }],
  ];
  let reference = null;
  for (const [name, path, headers] of runsToDo) {
    await cannon(path, headers, 2, target); // warm-up: in the cache
    const result = await cannon(path, headers, duration, target);
    const rps = result.requests.average;
    reference ??= rps;
    const ratio = rps / reference;
    const errors = result.errors + result.non2xx;
    const budget = reference === rps ? '' : ` (budget ≥ ${BUDGETS.varnishThroughputRatio}×)`;
    console.log(
      `${name}\t${rps.toFixed(0)} req/s\t${ratio.toFixed(2)}×${budget}\tp50 ${result.latency.p50} ms\tp99 ${result.latency.p99} ms\t${responseKb(result)} kB per response${errors ? `\t${errors} errors/non-2xx` : ''}`,
    );
    if (path !== chunk.path && ratio < BUDGETS.varnishThroughputRatio) {
      missed.push(`${name} through Varnish ${ratio.toFixed(2)}×`);
    }
  }
}

/** Average bytes per response of an autocannon run (headers included), in kB. */
function responseKb(result) {
  return (result.throughput.average / result.requests.average / 1024).toFixed(1);
}

/**
 * The reference of the shop's own throughput: the empty static page of bench/empty-app (same Next
 * version, its own server on this machine), what Next serves at best.
 */
async function emptyPage() {
  const target = { origin: `http://127.0.0.1:${EMPTY_PORT}`, host: `localhost:${EMPTY_PORT}` };
  await cannon('/', {}, 2, target);
  return cannon('/', {}, duration, target);
}

/** Expires the PDP's product through `/api/revalidate` (a price change of its SKU). */
async function revalidateProduct(pdp) {
  const [, style, colour] = /-(\d{6})-(\d{3})\/$/.exec(pdp);
  const response = await request(origin, host, '/api/revalidate', {
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
    body: JSON.stringify({ type: 'catalog', changes: [{ kind: 'price', skus: [`${style}.${colour}`] }] }),
  });
  if (response.status !== 200) throw new Error(`revalidate: status ${response.status}`);
}

/** Rounds of "cached again, revalidate, first request" per page. */
const MISS_ROUNDS = 10;

/**
 * The first render after a revalidation (a miss): for the PDP and the PLP, {@link MISS_ROUNDS} times
 * the page is cached again, the PDP's product gets a price change (which expires every catalog read,
 * so the PLP too) and the next request is timed; p50 and p99 (the slowest of the rounds). Then the
 * PDP's throughput over a run that starts at a revalidation.
 */
async function afterRevalidation(paths, reference) {
  for (const [name, path] of [
    ['PDP', paths.pdp],
    ['PLP', paths.plp],
  ]) {
    const firsts = [];
    for (let i = 0; i < MISS_ROUNDS; i++) {
      await request(origin, host, path); // cached again
      await revalidateProduct(paths.pdp);
      const started = performance.now();
      const page = await request(origin, host, path);
      if (page.status !== 200) throw new Error(`${name} after revalidation: status ${page.status}`);
      firsts.push(performance.now() - started);
    }
    firsts.sort((x, y) => x - y);
    const p50 = (firsts[MISS_ROUNDS / 2 - 1] + firsts[MISS_ROUNDS / 2]) / 2;
    console.log(
      `${name}, first request after a revalidation\tp50 ${p50.toFixed(0)} ms\tp99 ${firsts.at(-1).toFixed(0)} ms (${MISS_ROUNDS} rounds)`,
    );
  }
  await revalidateProduct(paths.pdp);
  const result = await cannon(paths.pdp);
  console.log(
    `PDP, run starting at a revalidation\t${result.requests.average.toFixed(0)} req/s\t${(result.requests.average / reference).toFixed(2)}×\tp50 ${result.latency.p50} ms\tp99 ${result.latency.p99} ms`,
  );
}

/** Lighthouse mobile performance of every page type ÷ the empty Next page's, medians of `runs`. */
async function lighthouse(paths, cookie) {
  console.log(`\n## Lighthouse mobile performance, median of ${runs}`);
  const empty = await lighthouseMedian(`http://localhost:${EMPTY_PORT}/`, runs);
  const line = (name, result, ratio) =>
    `${name}\t${result.score.toFixed(2)}\t${ratio}\tLCP ${result.lcp.toFixed(0)} ms\tTBT ${result.tbt.toFixed(0)} ms\tCLS ${result.cls.toFixed(3)}\t(runs: ${result.scores.map((s) => s.toFixed(2)).join(', ')})`;
  console.log(line('empty Next page', empty, '1.00×'));
  for (const [name, path] of Object.entries(paths)) {
    const headers = name === 'cart' || name === 'checkout' ? { Cookie: cookie } : undefined;
    const result = await lighthouseMedian(`http://${host}${path}`, runs, headers);
    const ratio = result.score / empty.score;
    console.log(line(name, result, `${ratio.toFixed(2)}× (budget ≥ ${BUDGETS.lighthouseRatio}×)`));
    if (ratio < BUDGETS.lighthouseRatio) missed.push(`${name} Lighthouse ${ratio.toFixed(2)}×`);
  }
}

try {
  if (needsBuild && !args['skip-build']) {
    buildShop();
    buildEmptyApp();
  }
  if (shopSections.length) {
    seedOnce();
    stops.push(
      startShop(PORT, apiKey, {
        REVALIDATE_SECRET: revalidateSecret,
        ...(VARNISH_AVAILABLE ? { HTTP_CACHE_PURGE_URL: `http://127.0.0.1:${VARNISH_PORT}/` } : {}),
      }),
    );
    if (VARNISH_AVAILABLE && only.has('throughput')) stops.push(startVarnish(VARNISH_PORT, PORT));
    stops.push(startEmptyApp(EMPTY_PORT));
    await waitFor(origin, host);
    await waitFor(`http://127.0.0.1:${EMPTY_PORT}`, `localhost:${EMPTY_PORT}`);
    const paths = await pages();
    const cookie = await cartCookie(origin, host, apiKey);
    console.log(`# Benchmarks (${new Date().toISOString().slice(0, 10)}, NL storefront, PDP ${paths.pdp})`);
    if (only.has('bundle')) await bundle(paths, cookie);
    if (only.has('throughput')) await throughput(paths, cookie);
    if (only.has('lighthouse')) await lighthouse(paths, cookie);
  } else {
    console.log(`# Benchmarks (${new Date().toISOString().slice(0, 10)})`);
  }
  if (only.has('search')) {
    // The shop's servers are done: stopped, they take nothing from the search's timings.
    for (const stop of stops.splice(0)) stop();
    const rounds = Number(args['search-rounds'] ?? 3);
    missed.push(...(await searchBench({ rounds, databaseUrl: args['search-database-url'] })));
  }
  if (only.has('catalog')) {
    for (const stop of stops.splice(0)) stop();
    const rounds = Number(args['search-rounds'] ?? 3);
    missed.push(...(await catalogBench({ adminUrl: args['catalog-database-url'], rounds })));
  }
  console.log(missed.length ? `\nBudgets missed: ${missed.join('; ')}` : '\nEvery budget met.');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const stop of stops) stop();
}
