/**
 * Starts the production build of the shop for the benchmarks (`.next-bench`), on an embedded
 * database in `.data-bench` seeded once with its images (a first start would render them in the
 * background and measure the image generator instead of the shop).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { request } from './http.mjs';

const DATA = { COMMERCE_DATA_DIR: '.data-bench/pglite', MEDIA_DIR: '.data-bench/media' };

/** The command line's `--name=value` options (`--flag` alone is true). */
export function benchOptions() {
  return parseArgs({ args: process.argv.slice(2), strict: false }).values;
}

/**
 * Builds the shop into `.next-bench` (a production build beside the developer's `.next`). Next adds
 * the other folder's type paths to tsconfig.json while it builds; the file is put back as it was.
 */
export function buildShop() {
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: '.next-bench' } });
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
}

/** Seeds `.data-bench` when it does not exist yet (about a minute on 2 cores, images included). */
export function seedOnce() {
  if (existsSync(DATA.COMMERCE_DATA_DIR)) return;
  execFileSync('npm', ['run', 'seed'], { stdio: 'inherit', env: { ...process.env, ...DATA, DATABASE_URL: '' } });
}

/**
 * Spawns a server with `npx` in its own process group (stopping it stops what the server forks).
 * @returns {() => void} stop
 */
export function spawnServer(args, env) {
  const child = spawn('npx', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/** Builds the empty reference page (`bench/empty-app`: the same Next version, create-next-app defaults). */
export function buildEmptyApp({ quiet = false } = {}) {
  execFileSync('npx', ['next', 'build', 'bench/empty-app'], {
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/**
 * Starts the built empty reference page on `port`.
 * @returns {() => void} stop
 */
export function startEmptyApp(port) {
  return spawnServer(['next', 'start', 'bench/empty-app', '-p', String(port)], {
    NEXT_TELEMETRY_DISABLED: '1',
    // Built inside the shop's folder, the empty app picks up the shop's instrumentation.ts; with a
    // commerce URL it returns at once instead of preparing the embedded back end, which the empty
    // page never uses (and whose geocoder's data file a bundle without the shop's config cannot find).
    COMMERCE_GRAPHQL_URL: 'http://127.0.0.1:9/unused',
  });
}

/**
 * Starts the shop's production server (`server.mjs`, as `npm start`) on `port` with `apiKey` as trusted caller and the
 * rate limits lifted (one client), on `.data-bench` unless `env` names a `DATABASE_URL`.
 */
export function startShop(port, apiKey, env = {}) {
  return spawnServer(['node', 'server.mjs', '-p', String(port)], {
    NEXT_DIST_DIR: '.next-bench',
    DATABASE_URL: '',
    ...DATA,
    ...env,
    COMMERCE_API_KEY: apiKey,
    // The benchmarks are one machine playing many shoppers: lift the per-IP limits for them.
    RATE_LIMITS: 'cart=1000000,order=1000000,payment=1000000',
    NEXT_TELEMETRY_DISABLED: '1',
  });
}

/** Resolves once `origin` answers below 500, as `host`; throws after `timeoutMs`. */
export async function waitFor(origin, host, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const { status } = await request(origin, host, '/');
      if (status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not start`);
}
