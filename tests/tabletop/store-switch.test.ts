import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/store/route';
import { COOKIES } from '@/lib/stores';

/** The store switch on a tablet in tabletop mode: never onto another host (docs/decisions/0025). */

function switchTo(code: string, { host, cookie = '' }: { host: string; cookie?: string }) {
  return GET(
    new NextRequest(`http://${host}/api/store/?code=${code}`, {
      headers: { host, ...(cookie ? { cookie } : {}) },
    }),
  );
}

describe('the store switch in tabletop mode', () => {
  it('an ordinary browser on nl.localhost is sent to the German host', async () => {
    const response = await switchTo('DE', { host: 'nl.localhost:3000' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).host).toBe('de.localhost:3000');
  });

  it('a tablet stays on its host and its page, and no store cookie is set', async () => {
    const response = await switchTo('DE', {
      host: 'nl.localhost:3000',
      cookie: `${COOKIES.tabletopSession}=${'a'.repeat(43)}`,
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect([location.host, location.pathname]).toEqual(['nl.localhost:3000', '/']);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a tablet on the Belgian host still switches between Dutch and French', async () => {
    const response = await switchTo('BEFR', {
      host: 'be.localhost:3000',
      cookie: `${COOKIES.tabletopSession}=${'a'.repeat(43)}; ${COOKIES.locale}=nl-BE`,
    });
    expect(new URL(response.headers.get('location')!).host).toBe('be.localhost:3000');
    expect(response.headers.getSetCookie().some((header) => header.startsWith(`${COOKIES.locale}=fr-BE`))).toBe(true);
  });
});
