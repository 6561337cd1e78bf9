import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePrismicApiRequest } from '@/content/api';

/** A throw-away repository: an article linking to an author, for fetchLinks / graphQuery / routes. */
let dir = '';
const previous = process.env.CONTENT_DIR;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  mkdirSync(path.join(dir, 'documents', 'author'), { recursive: true });
  mkdirSync(path.join(dir, 'documents', 'article'), { recursive: true });
  writeFileSync(
    path.join(dir, 'documents', 'author', 'ann.en-gb.json'),
    JSON.stringify({ id: 'author-ann', data: { name: 'Ann', bio: 'Writes about shoes.' } }),
  );
  writeFileSync(
    path.join(dir, 'documents', 'article', 'boots.en-gb.json'),
    JSON.stringify({
      id: 'article-boots',
      first_publication_date: '2025-01-01T00:00:00+0000',
      data: {
        title: 'Boots',
        price: 80,
        author: { link_type: 'Document', id: 'author-ann' },
        missing: { link_type: 'Document', id: 'nope' },
      },
    }),
  );
  process.env.CONTENT_DIR = dir;
});

afterAll(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  rmSync(dir, { recursive: true, force: true });
});

async function search(query: Record<string, string>) {
  const repo = (await (await handlePrismicApiRequest(new Request('http://x/api/prismic/v2'))).json()) as {
    refs: { ref: string }[];
  };
  const params = new URLSearchParams({ ref: repo.refs[0]!.ref, lang: '*', ...query });
  const response = await handlePrismicApiRequest(new Request(`http://x/api/prismic/v2/documents/search?${params}`));
  return (await response.json()) as { results: { id: string; url: string | null; data: Record<string, unknown> }[] };
}

describe('content relationships', () => {
  it('fills link metadata, marks broken links and applies fetchLinks', async () => {
    const { results } = await search({ q: '[[at(document.type, "article")]]', fetchLinks: 'author.name' });
    expect(results[0]!.data.author).toMatchObject({
      link_type: 'Document',
      id: 'author-ann',
      type: 'author',
      uid: 'ann',
      lang: 'en-gb',
      isBroken: false,
      data: { name: 'Ann' },
    });
    expect(results[0]!.data.missing).toMatchObject({ isBroken: true });
  });

  it('graphQuery selects linked document fields; routes resolve urls', async () => {
    const { results } = await search({
      q: '[[at(document.id, "article-boots")]]',
      graphQuery: '{ article { title author { ...on author { bio } } } }',
      routes: JSON.stringify([{ type: 'article', path: '/:lang/blog/:uid' }]),
    });
    expect(results[0]!.url).toBe('/en-gb/blog/boots');
    expect(results[0]!.data).toMatchObject({
      title: 'Boots',
      author: { id: 'author-ann', data: { bio: 'Writes about shoes.' } },
    });
    expect(results[0]!.data).not.toHaveProperty('price');
  });

  it('number and has/missing predicates', async () => {
    expect((await search({ q: '[[number.lt(my.article.price, 100)]]' })).results).toHaveLength(1);
    expect((await search({ q: '[[number.gt(my.article.price, 100)]]' })).results).toHaveLength(0);
    expect((await search({ q: '[[has(my.author.bio)]]' })).results.map((doc) => doc.id)).toEqual(['author-ann']);
    expect(
      (await search({ q: '[[date.after(document.first_publication_date, "2024-12-31")]]' })).results.map(
        (doc) => doc.id,
      ),
    ).toEqual(['article-boots']);
  });
});
