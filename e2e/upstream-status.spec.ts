import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { request } from '../bench/http.mjs';
import { startSecondServer } from './second-server';

/**
 * A page-load error answers the upstream status, or 500 when there is none (spec §8 'Page-load
 * error'): a second production server of the same build, its commerce back end a stub that answers
 * every call 503 (maintenance) or closes the connection. A page rendered for the request (a product
 * list in a sort of its own) fails with the back end's status; the shop's error page is what it shows.
 */

const PORT = 3213;

test.setTimeout(4 * 60_000);

let stub: Server;
let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;
/** What the stub does with the next calls. */
let mode: 'maintenance' | 'hang-up' = 'maintenance';

test.beforeAll(async () => {
  stub = createServer((incoming, response) => {
    incoming.resume();
    if (mode === 'hang-up') return incoming.socket.destroy();
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '120' });
    response.end(JSON.stringify({ errors: [{ message: 'Down for maintenance' }] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const commerce = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/graphql`;
  server = await startSecondServer(PORT, { COMMERCE_GRAPHQL_URL: commerce });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => stub.close(resolve));
});

test('a page that fails on a back end in maintenance answers 503; on one that does not answer, 500', async () => {
  const page = (path: string) => request(`http://127.0.0.1:${PORT}`, `localhost:${PORT}`, path);
  mode = 'maintenance';
  const failed = await page('/dames/schoenen/?sort=price-asc');
  expect(failed.status).toBe(503);
  expect(failed.headers['cache-control']).toMatch(/no-store/);
  expect(failed.body.toString()).toContain('<html');

  mode = 'hang-up';
  expect((await page('/heren/schoenen/?sort=price-desc')).status).toBe(500);
});
