import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

const request = (url: string, init: { cookie?: string; headers?: Record<string, string> } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('host', new URL(url).host);
  if (init.cookie) headers.set('cookie', init.cookie);
  // As next.config.ts sets it: URLs end in a slash.
  return new NextRequest(url, { headers, nextConfig: { trailingSlash: true } });
};

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('proxy (spec §2 guards, DESIGN.md Stores)', () => {
  it('rewrites pages to the storefront segment of the host', () => {
    expect(rewriteOf(proxy(request('http://nl.localhost:3000/cart/')))).toBe('http://nl.localhost:3000/nl/cart/');
    expect(rewriteOf(proxy(request('http://de.localhost:3000/damen/schuhe/?page=2')))).toBe('http://de.localhost:3000/de/damen/schuhe/?page=2');
  });

  it('serves French on the Belgian domain when the locale cookie says so', () => {
    expect(rewriteOf(proxy(request('http://be.localhost:3000/', { cookie: 'NEXT_LOCALE=fr-BE' })))).toBe('http://be.localhost:3000/befr/');
    expect(rewriteOf(proxy(request('http://be.localhost:3000/')))).toBe('http://be.localhost:3000/benl/');
  });

  it('stamps the store key on API requests, overriding what the client sent', () => {
    const response = proxy(request('http://fr.localhost:3000/api/graphql', { headers: { 'x-store-key': 'DE' } }));
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('x-middleware-request-x-store-key')).toBe('FR');
  });

  it('redirects legacy product links 301 by SKU', () => {
    const response = proxy(request('http://nl.localhost:3000/velora-runner-100001x001.html'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://nl.localhost:3000/products/100001.001');
  });
});
