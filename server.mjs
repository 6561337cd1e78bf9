/**
 * The shop's production server (`npm start`): Next's own request handler (the same router as
 * `next start`, proxy.ts included) on a Node HTTP server that adds what `next start` cannot be told
 * (README 'Security', docs/architecture.md 'Security'):
 *
 * - **Timeouts.** A request must arrive whole within {@link REQUEST_TIMEOUT_MS}, its headers within
 *   {@link HEADERS_TIMEOUT_MS}; Node then answers 408 and closes the connection. Node's own defaults
 *   (300 s and 60 s) let a client trickling a body hold a connection for five minutes.
 * - **TRACE answers 405.** It would echo a request, cookies included; Next answers it 500. (Node's
 *   parser already refuses IIS's TRACK with 400.)
 * - **A page-load error answers its upstream status.** Next answers a failed render 500; when the error behind
 *   it carried a commerce status (a 503 in maintenance), that status is written instead (spec §8 'Page-load
 *   error'; a failed commerce call records it in the request's slot, `lib/http/page-load-status.ts`).
 * - **`Vary` only grows.** proxy.ts says `Vary: Cookie` on a page whose content a cookie chooses (the
 *   store on a host that serves several); Next's page handler then sets its own `Vary` and would drop
 *   it, letting a shared cache serve one visitor's store to another. Every value set is kept.
 *
 * - **A graceful stop.** On SIGTERM or SIGINT it takes no new connection, lets the requests in flight finish
 *   (at most {@link SHUTDOWN_GRACE_MS}; a kept-alive connection closes after its answer), then closes the
 *   embedded back end (its mail delivery and database, `commerce/lifecycle.ts`) and exits 0.
 *
 * Environment: `PORT` (default 3000; `-p <port>` as with `next start`), `HOSTNAME` (default all
 * interfaces), `SHUTDOWN_GRACE_MS`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, ServerResponse } from 'node:http';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

/** The whole request (headers and body), in ms: every request of the shop is a few kB. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** The request headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past those timeouts, in ms (its default, 30 s, would add up to 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** How long the requests in flight may take to finish once a stop is asked for, in ms (`SHUTDOWN_GRACE_MS`). */
export const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 10_000;
/** Longest wait for the back end to close after the requests, in ms: then the process exits anyway. */
const BACK_END_CLOSE_MS = 5_000;
/** Where the embedded back end leaves its close function (`commerce/lifecycle.ts`); absent when it is remote. */
const CLOSE_BACK_END = Symbol.for('storefront.commerce.close');

/**
 * Per request, the upstream status of the error that broke its render (`{ status?: number }`), under the
 * key `lib/http/page-load-status.ts` reads (a registered symbol: this file is not bundled with the shop).
 */
const pageLoadStatus = new AsyncLocalStorage();
globalThis[Symbol.for('storefront.page-load-status')] = pageLoadStatus;
const PAGE_LOAD_SLOT = Symbol('page-load-status slot');

/** The header's values as a list of lower-cased tokens (`'rsc, Cookie'` → `['rsc', 'cookie']`). */
function varyTokens(value) {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((entry) => String(entry).split(','))
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * The server's responses, with an additive `Vary`: setting it keeps what was already there (tokens
 * compared case-insensitively). A longer Vary never makes a cache serve a wrong page; a dropped one can.
 */
class KeepVaryResponse extends ServerResponse {
  /** A 500 of a page whose render failed on an upstream status answers that status (Node's implicit head comes here too). */
  writeHead(statusCode, ...rest) {
    // Answered while stopping: the connection closes after it rather than waiting to be kept alive.
    if (stopping && !this.headersSent) this.setHeader('connection', 'close');
    const upstream = this[PAGE_LOAD_SLOT]?.status;
    return super.writeHead(statusCode === 500 && upstream ? upstream : statusCode, ...rest);
  }

  setHeader(name, value) {
    if (String(name).toLowerCase() !== 'vary') return super.setHeader(name, value);
    const tokens = varyTokens(this.getHeader('vary'));
    for (const token of varyTokens(value)) {
      if (!tokens.some((kept) => kept.toLowerCase() === token.toLowerCase())) tokens.push(token);
    }
    return super.setHeader(name, tokens.join(', '));
  }
}

function portFromArguments(args) {
  const index = args.findIndex((arg) => arg === '-p' || arg === '--port');
  return index >= 0 ? args[index + 1] : undefined;
}

const port = Number(portFromArguments(process.argv.slice(2)) ?? process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
process.env.PORT = String(port);

const app = next({ dev: false, dir: import.meta.dirname, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

/** Set once a stop is asked for (SIGTERM, SIGINT). */
let stopping = false;

const server = createServer(
  {
    requestTimeout: REQUEST_TIMEOUT_MS,
    headersTimeout: HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    ServerResponse: KeepVaryResponse,
  },
  (request, response) => {
    if (request.method === 'TRACE') {
      response.writeHead(405, { allow: 'GET, HEAD, POST', 'cache-control': 'no-store', 'content-length': 0 });
      response.end();
      return;
    }
    const slot = {};
    response[PAGE_LOAD_SLOT] = slot;
    pageLoadStatus.run(slot, () => handle(request, response));
  },
);

server.listen(port, hostname, () => {
  console.log(`▲ Stride & Style ready on http://${hostname ?? 'localhost'}:${port}`);
});

/** Stops as described in the module doc; a second signal while stopping changes nothing. */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing the requests in flight, taking no new connection`);
  const cutOff = setTimeout(() => {
    console.warn(`[server] requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  cutOff.unref();
  server.close(async () => {
    clearTimeout(cutOff);
    const closeBackEnd = globalThis[CLOSE_BACK_END];
    if (typeof closeBackEnd === 'function') {
      const timeout = new Promise((resolve) => setTimeout(resolve, BACK_END_CLOSE_MS).unref());
      await Promise.race([
        closeBackEnd().catch((error) => console.error('[server] back end close failed', error)),
        timeout,
      ]);
      console.log('[server] back end closed');
    }
    console.log('[server] stopped');
    process.exit(0);
  });
  // Connections waiting for their next request go now; busy ones when their answer is out.
  server.closeIdleConnections();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
