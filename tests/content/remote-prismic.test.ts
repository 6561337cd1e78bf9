import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageByUid } from '@/lib/prismic/client';

/**
 * The storefront against a *remote* Prismic repository (`PRISMIC_ENDPOINT` set), msw answering
 * Prismic's v2 document API: the same client code that reads the embedded content API.
 */

const ENDPOINT = 'https://stride-style.cdn.prismic.io/api/v2';
const home = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../content/documents/cms_page/home.de-de.json'), 'utf8'),
);
const searches: URL[] = [];

const server = setupServer(
  http.get(ENDPOINT, () =>
    HttpResponse.json({
      refs: [{ id: 'master', ref: 'master-ref-1', label: 'Master', isMasterRef: true }],
      types: { cms_page: 'CMS page' },
      languages: [{ id: 'de-de', name: 'German' }],
      integrationFieldsRef: null,
      bookmarks: {},
      tags: [],
      forms: {},
      oauth_initiate: '',
      oauth_token: '',
      version: '1',
      license: 'All Rights Reserved',
    }),
  ),
  http.get(`${ENDPOINT}/documents/search`, ({ request }) => {
    const url = new URL(request.url);
    searches.push(url);
    if (url.searchParams.getAll('q').some((predicate) => predicate.includes('"broken"')))
      return new HttpResponse('upstream failure', { status: 500 });
    const wantsHome = url.searchParams.getAll('q').some((predicate) => predicate.includes('"home"'));
    const results = wantsHome && url.searchParams.get('lang') === 'de-de' ? [home] : [];
    return HttpResponse.json({
      page: 1,
      results_per_page: 1,
      results_size: results.length,
      total_results_size: results.length,
      total_pages: 1,
      next_page: null,
      prev_page: null,
      results,
      license: 'All Rights Reserved',
      version: '1',
    });
  }),
);

beforeAll(() => {
  vi.stubEnv('PRISMIC_ENDPOINT', ENDPOINT);
  vi.stubEnv('PRISMIC_ACCESS_TOKEN', 'secret-token');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('remote Prismic repository', () => {
  it('reads a page by uid and lang on the master ref, with the access token', async () => {
    const page = await getPageByUid('cms_page', 'home', 'de-de');
    expect(page?.uid).toBe('home');
    expect(page?.lang).toBe('de-de');
    const search = searches.at(-1)!;
    expect(search.searchParams.get('ref')).toBe('master-ref-1');
    expect(search.searchParams.get('access_token')).toBe('secret-token');
    expect(search.searchParams.getAll('q').join(' ')).toContain('my.cms_page.uid');
  });

  it('returns null for a missing document', async () => {
    expect(await getPageByUid('cms_page', 'home', 'fr-fr')).toBeNull();
  });

  it('logs and returns null when the repository fails (spec §8 content query errors)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await getPageByUid('cms_page', 'broken', 'de-de')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
