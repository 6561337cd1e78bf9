import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Redis from 'ioredis';
import pg from 'pg';
import manifest from '../graphql/persisted-operations.json' with { type: 'json' };

/**
 * Several instances (docs/architecture.md 'Several instances'): two production instances of the same
 * build, each with its own `.next` copy, on one PostgreSQL database and one Redis. A cart made
 * through one is seen through the other; a product page cached by both and revalidated through one
 * is served fresh by the other; the cached reads live in Redis. Needs `DATABASE_URL` (a PostgreSQL
 * server on which a throwaway database is created) and `REDIS_URL`: `.ci/run` sets both when the
 * machine's services answer, and playwright.config.ts runs this file only then.
 */

// Run only by the `instances` project of playwright.config.ts, which exists when both are set.
const DATABASE_URL = process.env.DATABASE_URL!;
const REDIS_URL = process.env.REDIS_URL!;
const PORTS = [3211, 3212] as const;
const API_KEY = process.env.COMMERCE_API_KEY!;
const SECRET = randomBytes(16).toString('hex');
const PREFIX = `two-instances-${randomBytes(4).toString('hex')}:`;
const DATABASE = 'storefront_two_instances';

test.setTimeout(6 * 60_000);

const servers: ChildProcess[] = [];
const distDirs = PORTS.map((port) => `.next-instance-${port}`);
let mediaDir = '';

/** The shared database's URL: the server of DATABASE_URL, database {@link DATABASE}. */
function databaseUrl(): string {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts one instance on `port` and waits until its back end is migrated and seeded. */
async function startInstance(port: number, distDir: string, request: APIRequestContext): Promise<void> {
  const stale = await request.get(`http://localhost:${port}/api/health/`).catch(() => null);
  if (stale) throw new Error(`port ${port} is taken: stop the server there first`);
  const child = spawn('node', ['server.mjs', '-p', String(port)], {
    // Its own process group: stopping it stops whatever the server started.
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      REDIS_URL,
      CACHE_REDIS_PREFIX: PREFIX,
      NEXT_DIST_DIR: distDir,
      MEDIA_DIR: mediaDir,
      COMMERCE_SEED_IMAGES: '0',
      COMMERCE_API_KEY: API_KEY,
      REVALIDATE_SECRET: SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(child);
  await expect
    .poll(async () => (await request.get(`http://localhost:${port}/api/health/`).catch(() => null))?.status(), {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(200);
}

const graphql = (request: APIRequestContext, port: number, query: string, variables = {}, cookie?: string) =>
  request.post(`http://localhost:${port}/api/graphql/`, {
    headers: { 'content-type': 'application/json', 'x-commerce-api-key': API_KEY, ...(cookie ? { cookie } : {}) },
    data: { query, variables },
  });

/** A trusted operation sent by its manifest id, as the shop's browser code sends it (graphql/persisted-operations.json). */
function persisted(request: APIRequestContext, port: number, name: string, variables: Record<string, unknown>) {
  const operation = manifest.operations.find((candidate) => candidate.name === name)!;
  return request.post(`http://localhost:${port}/api/graphql/`, {
    headers: { 'content-type': 'application/json' },
    data: { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } },
  });
}

test.beforeAll(async ({ request }) => {
  await withClient(DATABASE_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  });
  mediaDir = mkdtempSync(`${tmpdir()}/storefront-media-`);
  // Each instance gets its own copy of the build, as separate machines would: nothing shared on disk.
  for (const dir of distDirs) {
    rmSync(dir, { recursive: true, force: true });
    cpSync('.next', dir, { recursive: true, filter: (source) => !source.startsWith('.next/cache') });
  }
  // One at a time: the first start migrates and seeds the shared database.
  await startInstance(PORTS[0], distDirs[0]!, request);
  await startInstance(PORTS[1], distDirs[1]!, request);
});

test.afterAll(async () => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const dir of distDirs) rmSync(dir, { recursive: true, force: true });
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await withClient(DATABASE_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
});

test('two instances share carts, cached reads and revalidations', async ({ request }) => {
  const [a, b] = PORTS;
  const search = (await (
    await graphql(
      request,
      a,
      '{ search(search: "", itemsPerPage: 40) { productData { products { sku url isSale variants { id availableStock } } } } }',
    )
  ).json()) as {
    data: {
      search: {
        productData: {
          products: { sku: string; url: string; isSale: boolean; variants: { id: string; availableStock: number }[] }[];
        };
      };
    };
  };
  // Not the first products: the build prerendered one of them, and this page must render at runtime.
  const product = search.data.search.productData.products
    .slice(10)
    .find((candidate) => !candidate.isSale && candidate.variants.some((variant) => variant.availableStock >= 2))!;
  const variant = product.variants.find((candidate) => candidate.availableStock >= 2)!;

  // A cart made through A…
  const added = await graphql(
    request,
    a,
    'mutation ($id: ID!) { addToCart(addCartItemsInput: { items: [{ referencedId: $id, type: "product", quantity: 2 }] }) { token } }',
    { id: variant.id },
  );
  const token = /__Host-sw-context-token=([^;]+)/.exec(added.headers()['set-cookie'] ?? '')![1];
  // …is the visitor's cart on B.
  const context = (await (
    await graphql(request, b, '{ getContext { cart { items { quantity } } } }', {}, `__Host-sw-context-token=${token}`)
  ).json()) as { data: { getContext: { cart: { items: { quantity: number }[] } } } };
  expect(context.data.getContext.cart.items.map((item) => item.quantity)).toEqual([2]);

  // Both instances serve the product page from their caches.
  const page = (port: number) => request.get(`http://localhost:${port}${product.url}`);
  for (const port of [a, b]) {
    await page(port);
    const again = await page(port);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-nextjs-cache'], `instance ${port} caches the page`).toBe('HIT');
  }
  // The cached reads behind them are in Redis, shared.
  const redis = new Redis(REDIS_URL);
  expect((await redis.keys(`${PREFIX}cache:entry:*`)).length).toBeGreaterThan(0);
  redis.disconnect();

  // A browser's public catalog read (a recently viewed product's card) is answered from the shared cache too.
  const cardPrice = async (port: number) => {
    const answer = (await (
      await persisted(request, port, 'RecentlyViewedProducts', { skus: [product.sku], itemsPerPage: 1 })
    ).json()) as { data: { search: { productData: { products: { price: number }[] } } } };
    return answer.data.search.productData.products[0]!.price;
  };
  const oldCardPrice = await cardPrice(b);

  // The price changes in the database; B keeps serving its cached page and card until told.
  const { rows } = await withClient(databaseUrl(), (client) =>
    client.query<{ price_cents: number }>(
      'UPDATE products SET price_cents = price_cents + 1111 WHERE sku = $1 RETURNING price_cents',
      [product.sku],
    ),
  );
  const newPrice = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
    rows[0]!.price_cents / 100,
  );
  expect(await (await page(b)).text()).not.toContain(newPrice);
  expect(await cardPrice(b), 'the card comes from the cache').toBe(oldCardPrice);

  // A revalidation through A…
  const revalidated = await request.post(`http://localhost:${a}/api/revalidate`, {
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    data: { type: 'catalog', changes: [{ kind: 'price', skus: [product.sku] }] },
  });
  expect(revalidated.status()).toBe(200);
  // …is seen by B: its next render of the page reads the new price.
  await expect.poll(async () => (await page(b)).text(), { timeout: 15_000 }).toContain(newPrice);
  await expect.poll(() => cardPrice(b), { timeout: 15_000 }).toBe(rows[0]!.price_cents / 100);
});
