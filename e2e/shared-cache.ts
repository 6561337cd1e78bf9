import http from 'node:http';
import type { AddressInfo } from 'node:net';
import CachePolicy from 'http-cache-semantics';

/**
 * A shared HTTP cache (RFC 9111, by `http-cache-semantics` with `shared: true`) in front of
 * `origin`, for tests: it stores what a public cache, a CDN or Varnish with default rules may store
 * and answers from it while it is fresh, honouring `Vary`. A response from the store carries
 * `x-cache: HIT`, one from `origin` `x-cache: MISS`.
 */
export interface SharedCache {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  close(): Promise<void>;
}

interface Entry {
  policy: CachePolicy;
  status: number;
  body: Buffer;
}

export async function startSharedCache(origin: string): Promise<SharedCache> {
  const store = new Map<string, Entry[]>();
  const server = http.createServer((incoming, outgoing) => {
    const request = { url: incoming.url!, method: incoming.method!, headers: incoming.headers };
    const key = `${incoming.headers.host}${incoming.url}`;
    const hit = store.get(key)?.find((entry) => entry.policy.satisfiesWithoutRevalidation(request));
    if (hit) {
      outgoing.writeHead(hit.status, { ...hit.policy.responseHeaders(), 'x-cache': 'HIT' });
      outgoing.end(hit.body);
      return;
    }
    const upstream = http.request(
      new URL(incoming.url!, origin),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const policy = new CachePolicy(
            request,
            { status: answer.statusCode!, headers: answer.headers },
            { shared: true },
          );
          if (policy.storable() && policy.timeToLive() > 0) {
            // A newer answer for the same variant replaces the older one.
            const others = (store.get(key) ?? []).filter(
              (entry) => !entry.policy.satisfiesWithoutRevalidation(request),
            );
            store.set(key, [...others, { policy, status: answer.statusCode!, body }]);
          }
          outgoing.writeHead(answer.statusCode!, { ...answer.headers, 'x-cache': 'MISS' });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
