import { rmSync } from 'node:fs';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startSecondServer } from './second-server';

/**
 * The production server stops gracefully (server.mjs): on SIGTERM it takes no new connection, finishes the
 * request in flight (here one whose body is still arriving), closes the embedded back end and exits 0. A
 * second server of the same build with a back end of its own, so the journeys' server keeps running.
 */

const PORT = 3214;
const DATA_DIR = `.data-shutdown-${PORT}`;

test.setTimeout(4 * 60_000);

let server: Awaited<ReturnType<typeof startSecondServer>>;

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startSecondServer(PORT, {
    COMMERCE_DATA_DIR: `${DATA_DIR}/pglite`,
    MEDIA_DIR: `${DATA_DIR}/media`,
    COMMERCE_SEED_IMAGES: '0',
    SMTP_URL: '',
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** Whether a new connection to the server is refused. */
const refused = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

test('on SIGTERM it finishes the request in flight, refuses new connections, closes the back end and exits 0', async () => {
  const body = JSON.stringify({ query: '{ __typename }' });
  const socket = net.connect(PORT, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const answered = new Promise<void>((resolve) => socket.once('end', () => resolve()));
  // The request's head and half its body: it is in flight when the stop comes.
  socket.write(
    `POST /api/graphql/ HTTP/1.1\r\nHost: localhost:${PORT}\r\nContent-Type: application/json\r\n` +
      `x-commerce-api-key: ${process.env.COMMERCE_API_KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.kill(server.child.pid!, 'SIGTERM');
  await expect.poll(refused, { timeout: 5_000 }).toBe(true);

  socket.write(body.slice(10));
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toMatch(/connection: close/i);
  expect(answer).toContain('"__typename":"Query"');

  expect(await server.exited).toBe(0);
  expect(server.output).toContain('[server] SIGTERM: finishing the requests in flight');
  expect(server.output).toContain('[server] back end closed');
});
