import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpCachePurgeUrls, purgeHttpCache } from '@/lib/cache/http-purge';

/** Two stand-in Varnish instances: one purges, one answers 403 (a purge from an address it does not trust). */
const received: { method?: string; tags?: string }[] = [];
let purging: http.Server;
let refusing: http.Server;
const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

beforeAll(async () => {
  purging = http.createServer((request, response) => {
    received.push({ method: request.method, tags: request.headers['xkey-purge'] as string | undefined });
    response.end('Purged');
  });
  refusing = http.createServer((_request, response) => response.writeHead(403).end());
  await Promise.all(
    [purging, refusing].map((server) => new Promise<void>((done) => server.listen(0, '127.0.0.1', done))),
  );
});

afterAll(() => {
  purging.close();
  refusing.close();
});

describe('purgeHttpCache', () => {
  it('reads the purge URLs, comma-separated', () => {
    expect(httpCachePurgeUrls(' http://a:6081/ , http://b:6081/,')).toEqual(['http://a:6081/', 'http://b:6081/']);
    expect(httpCachePurgeUrls(undefined)).toEqual([]);
  });

  it('sends PURGE with the tags in xkey-purge to every cache, and survives one that refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const confirmed = await purgeHttpCache(['catalog', 'product:100001.001'], [url(purging), url(refusing)]);
    expect(confirmed).toBe(1);
    expect(received).toEqual([{ method: 'PURGE', tags: 'catalog product:100001.001' }]);
    expect(logged).toHaveBeenCalledWith('[cache] could not purge the HTTP cache', expect.stringContaining('403'));
    logged.mockRestore();
  });

  it('sends nothing without purge URLs or tags', async () => {
    received.length = 0;
    expect(await purgeHttpCache(['catalog'], [])).toBe(0);
    expect(await purgeHttpCache([], [url(purging)])).toBe(0);
    expect(received).toEqual([]);
  });
});
