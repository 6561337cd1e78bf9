import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { request } from '../bench/http.mjs';

/**
 * A second production server of the journeys' build on `port`, for journeys that must not disturb the main
 * one (a back end in maintenance, a stop): a copy of `.next` (`NEXT_DIST_DIR`) started with `server.mjs`
 * and `env` over the journeys' environment (DATABASE_URL and REDIS_URL cleared), its output collected.
 * Resolves once `/api/health/` answers 200.
 */
export async function startSecondServer(port: number, env: Record<string, string>) {
  const distDir = `.next-second-${port}`;
  rmSync(distDir, { recursive: true, force: true });
  cpSync('.next', distDir, { recursive: true, filter: (source) => !source.startsWith('.next/cache') });
  const child: ChildProcess = spawn('node', ['server.mjs', '-p', String(port)], {
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    /** What the server printed so far. */
    output: '',
    /** Its exit code once it has exited. */
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    /** Kills it (and its children) if it still runs, and removes its build copy. */
    async stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      await server.exited;
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  child.stdout!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  await expect
    .poll(
      async () =>
        (await request(`http://127.0.0.1:${port}`, `localhost:${port}`, '/api/health/').catch(() => null))?.status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return server;
}
