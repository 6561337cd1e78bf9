import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/consent/route';
import { returnPath } from '@/lib/consent/form-post';
import { COOKIES } from '@/lib/stores';

vi.mock('next-intl/server', () => import('../support/server-translations'));

/**
 * The cookie settings form's post (its server HTML, before its chunk has hydrated or without
 * script): the same two consent cookies the browser writes, and back to the page.
 */

function post(
  body: string,
  {
    host = 'nl.localhost:3000',
    site = 'same-origin',
    referer,
  }: { host?: string; site?: string; referer?: string } = {},
) {
  return POST(
    new NextRequest(`http://${host}/api/consent/`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': site,
        ...(referer ? { referer } : {}),
      },
      body,
    }),
  );
}

describe('the consent form post', () => {
  it('stores both consent cookies for 100 days, readable by script, and answers 303 to the page posted from', async () => {
    const response = await post('choice=disabled', { referer: 'http://nl.localhost:3000/cookie-settings/?a=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cookie-settings/?a=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.some((cookie) => cookie.startsWith(`${COOKIES.consentSettings}=disabled;`))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith(`${COOKIES.consentMessage}=1;`))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toContain('Max-Age=8640000');
      expect(cookie).toContain('Path=/');
      expect(cookie).toMatch(/SameSite=lax/i);
      expect(cookie).not.toMatch(/HttpOnly/i);
    }
  });

  it('changes nothing for an unknown choice, and goes home without a Referer of its own host', async () => {
    const unknown = await post('choice=maybe', { referer: 'http://nl.localhost:3000/x/' });
    expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/x/']);
    expect(unknown.headers.getSetCookie()).toEqual([]);
    const elsewhere = await post('choice=enabled', { referer: 'https://evil.example/page/' });
    expect(elsewhere.headers.get('location')).toBe('/');
    expect(elsewhere.headers.getSetCookie()).toHaveLength(2);
  });

  it('refuses a post from another site with a 403 page and stores nothing', async () => {
    const response = await post('choice=enabled', { site: 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('is a form post only', () => {
    expect(GET().status).toBe(405);
  });
});

describe('returnPath', () => {
  it('is always a path on this host', () => {
    expect(returnPath('http://nl.localhost:3000//evil.example/x?y', 'nl.localhost:3000')).toBe('/evil.example/x?y');
    expect(returnPath('not a url', 'nl.localhost:3000')).toBe('/');
    expect(returnPath(null, 'nl.localhost:3000')).toBe('/');
    expect(returnPath('http://nl.localhost:3000/a/', null)).toBe('/');
  });
});
