import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GUARD_NAMES, guardsOf, runGuards, UnknownGuardError, type Guard } from '@/lib/routing/guards';

vi.mock('next-intl/server', () => import('../support/server-translations'));

type Answer = { from: string };
const answer =
  (from: string): Guard<string, Answer> =>
  () => ({ from });
const pass: Guard<string, Answer> = () => null;

describe('the named guards of spec §2, one registry', () => {
  const handlers = {
    unknown: (name: string) => ({ from: `unknown ${name}` }),
    fallback: () => ({ from: 'fallback' }),
  };

  it('runs the chain in order until a guard answers', async () => {
    const registry = { redirects: pass, segments: answer('segments'), esUrl: answer('esUrl') };
    expect(await runGuards(['redirects', 'segments', 'esUrl'], registry, 'request', handlers)).toEqual({
      from: 'segments',
    });
    expect(await runGuards(['redirects'], registry, 'request', handlers)).toEqual({ from: 'fallback' });
  });

  it('answers a name without a guard as unknown before any guard runs, never skipping it', async () => {
    const esUrl = vi.fn(answer('esUrl'));
    expect(await runGuards(['authorisation', 'esUrl'], { esUrl }, 'request', handlers)).toEqual({
      from: 'unknown authorisation',
    });
    expect(esUrl).not.toHaveBeenCalled();
    expect(() => guardsOf(['toString'], {})).toThrow(UnknownGuardError);
    expect(() => guardsOf(['nope'], {})).toThrow('Unknown middleware');
  });

  it('the proxy registers every guard the spec names and runs them all on a page request', async () => {
    const { PAGE_GUARDS } = await import('@/proxy');
    expect([...PAGE_GUARDS].sort()).toEqual([...GUARD_NAMES].sort());
    // The spec: esUrl and pdpRedirect always run; esUrl answers every request that reaches it, so it is last.
    expect(PAGE_GUARDS.at(-1)).toBe('esUrl');
  });

  it("a chain's unknown guard is a 500 'Unknown middleware' page in the storefront's language, whatever the method", async () => {
    const { UNKNOWN_MIDDLEWARE_PATH } = await import('@/proxy');
    expect(UNKNOWN_MIDDLEWARE_PATH).toBe('/api/unknown-middleware/');
    const { GET, POST } = await import('@/app/api/unknown-middleware/route');
    const request = (method: string) =>
      new NextRequest('http://de.localhost:3000/api/unknown-middleware/', { method, headers: { 'x-store-key': 'DE' } });
    for (const response of [await GET(request('GET')), await POST(request('POST'))]) {
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain('<h1>Unknown middleware</h1>');
      expect(page).toContain('<html lang="de-DE">');
    }
  });
});
