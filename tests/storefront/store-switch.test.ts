import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/store/route';
import { COOKIES } from '@/lib/stores';

vi.mock('next-intl/server', () => import('../support/server-translations'));

/**
 * The store switch (spec §2 Header): a same-origin form post; Locations relative on the same host and
 * from the configured storefront origins elsewhere, never from the Host header; a tablet in tabletop
 * mode never leaves its host (docs/decisions/0025).
 */

function switchTo(
  code: string,
  {
    host,
    cookie = '',
    site = 'same-origin',
    path = '/',
    referer,
  }: { host: string; cookie?: string; site?: string; path?: string; referer?: string },
) {
  return POST(
    new NextRequest(`http://${host}/api/store/`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': site,
        ...(cookie ? { cookie } : {}),
        ...(referer ? { referer } : {}),
      },
      body: new URLSearchParams({ code, path, state: '' }).toString(),
    }),
  );
}

let port: string | undefined;
beforeEach(() => {
  port = process.env.PORT;
  process.env.PORT = '3000';
});
afterEach(() => {
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
});

describe('the store switch', () => {
  it('on a host that serves the store: a relative 303 and the store and locale cookies, Secure and SameSite', async () => {
    const response = await switchTo('BEFR', { host: 'be.localhost:3000' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies as string[]) expect(cookie).toMatch(/; Secure; SameSite=lax$/i);
    expect(cookies.some((cookie) => cookie.startsWith(`${COOKIES.locale}=fr-BE;`))).toBe(true);
  });

  it('to another host: its configured origin, whatever the Host header says', async () => {
    const response = await switchTo('DE', { host: 'nl.localhost:6666' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://de.localhost:3000/');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('an unknown store goes home, relative', async () => {
    const response = await switchTo('XX', { host: 'nl.localhost:3000' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/']);
  });

  it('refuses a post from another site with a translated 403 page and changes nothing', async () => {
    const response = await switchTo('DE', { host: 'de.localhost:3000', site: 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('Diese Anfrage kam nicht von den Seiten des Shops');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps the shopper on an app route such as the cart, also from a form posted without script', async () => {
    const scripted = await switchTo('BEFR', { host: 'be.localhost:3000', path: '/cart/' });
    expect(scripted.headers.get('location')).toBe('/cart/');
    // Without script the form's path is empty: the page it was posted from is the Referer.
    const plain = await switchTo('BEFR', {
      host: 'be.localhost:3000',
      path: '',
      referer: 'http://be.localhost:3000/cart/',
    });
    expect(plain.headers.get('location')).toBe('/cart/');
    const elsewhere = await switchTo('DE', {
      host: 'nl.localhost:3000',
      path: '',
      referer: 'http://nl.localhost:3000/cart/',
    });
    expect(elsewhere.headers.get('location')).toBe('http://de.localhost:3000/cart/');
    // Another host's Referer is not the shop's page: home.
    const foreign = await switchTo('BEFR', {
      host: 'be.localhost:3000',
      path: '',
      referer: 'http://evil.example/cart/',
    });
    expect(foreign.headers.get('location')).toBe('/');
  });

  it('is no GET: a link cannot switch a shopper’s store', () => {
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the store switch in tabletop mode', () => {
  it('a tablet stays on its host and its page, and no store cookie is set', async () => {
    const response = await switchTo('DE', {
      host: 'nl.localhost:3000',
      cookie: `${COOKIES.tabletopSession}=${'a'.repeat(43)}`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a tablet on the Belgian host still switches between Dutch and French', async () => {
    const response = await switchTo('BEFR', {
      host: 'be.localhost:3000',
      cookie: `${COOKIES.tabletopSession}=${'a'.repeat(43)}; ${COOKIES.locale}=nl-BE`,
    });
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().some((header: string) => header.startsWith(`${COOKIES.locale}=fr-BE`))).toBe(
      true,
    );
  });
});
