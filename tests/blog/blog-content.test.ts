import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import cmsPage from '@/customtypes/cms_page/index.json';
import blogArticleType from '@/customtypes/blog_article/index.json';
import blogListType from '@/customtypes/blog_list_page/index.json';

/**
 * The blog's reads (spec §2 'Blog: top articles, load more', §7 blogListQuery and cmsPageQuery
 * prev/next, §9 'CMS page size 5') against the embedded content API and its demo content.
 */

// Published reads are 'use cache' functions; outside Next they run directly.
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));
const preview = vi.hoisted(() => ({ ref: undefined as string | undefined }));
vi.mock('@/lib/prismic/preview', () => ({ previewRef: async () => preview.ref }));

const { blogPageForPath, blogAlternatePath, getBlogArticles, getTopArticles } = await import('@/lib/prismic/blog');
const { blogPathExists } = await import('@/lib/prismic/blog-exists');
const { parseBlogPath, blogListHref, blogArticleHref } = await import('@/lib/prismic/blog-path');

const LANGS = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de'] as const;
const DOCUMENTS = path.resolve(import.meta.dirname, '../../content/documents');

interface StoredArticle {
  uid: string;
  lang: string;
  translation_group?: string;
  data: {
    title: string;
    publication_date: string;
    top_article: boolean;
    image: { url: string };
    slices: { slice_type: string; primary: Record<string, unknown> }[];
  };
}

const articles = readdirSync(path.join(DOCUMENTS, 'blog_article')).map(
  (file) => JSON.parse(readFileSync(path.join(DOCUMENTS, 'blog_article', file), 'utf8')) as StoredArticle,
);
const articlesOf = (lang: string) =>
  articles
    .filter((article) => article.lang === lang)
    .sort((a, b) => b.data.publication_date.localeCompare(a.data.publication_date));

beforeEach(() => {
  preview.ref = undefined;
});

describe('blog paths', () => {
  it('reads /blog/ as the list and /blog/{uid}/ as an article; nothing else', () => {
    expect(parseBlogPath('/blog/')).toEqual({ kind: 'list' });
    expect(parseBlogPath('/blog')).toEqual({ kind: 'list' });
    expect(parseBlogPath('/blog/?page=2')).toEqual({ kind: 'list' });
    expect(parseBlogPath('/blog/sneakers-schoonmaken/')).toEqual({ kind: 'article', uid: 'sneakers-schoonmaken' });
    expect(parseBlogPath('/blog/a%C3%A9/')).toEqual({ kind: 'article', uid: 'aé' });
    expect(parseBlogPath('/blog/a/b/')).toBeNull();
    expect(parseBlogPath('/blog/%E0%A4%A/')).toBeNull();
    expect(parseBlogPath('/blogs/')).toBeNull();
    expect(parseBlogPath('/dames/schoenen/')).toBeNull();
    expect(blogListHref(1)).toBe('/blog/');
    expect(blogListHref(3)).toBe('/blog/?page=3');
    expect(blogArticleHref('une robe')).toBe('/blog/une%20robe/');
  });
});

describe('blogPageForPath', () => {
  it('lists five articles per page, newest first, with the total, the page count and the top articles', async () => {
    const result = await blogPageForPath('nl-nl', '/blog/');
    expect(result?.kind).toBe('list');
    if (result?.kind !== 'list') return;
    const expected = articlesOf('nl-nl');
    expect(result.page.uid).toBe('blog');
    expect(result.page.data.title).toBe('Blog: tips, trends en advies');
    expect(result.total).toBe(expected.length);
    expect(result.totalPages).toBe(Math.ceil(expected.length / 5));
    expect(result.pageNumber).toBe(1);
    expect(result.articles.map((article) => article.uid)).toEqual(expected.slice(0, 5).map((article) => article.uid));
    expect(result.articles[0]).toMatchObject({
      href: '/blog/sneakers-schoonmaken/',
      title: 'Zo maak je witte sneakers weer stralend schoon',
      date: '2025-10-14',
      author: 'Sanne de Vries',
      category: 'Sneakers',
      top: true,
      image: { url: '/content/blog/sneakers.svg', alt: expect.any(String) },
    });
    // The newest three with top_article set, newest first (a fourth, older one stays out).
    const top = expected.filter((article) => article.data.top_article);
    expect(top.length).toBeGreaterThan(3);
    expect(result.top.map((article) => article.uid)).toEqual(top.slice(0, 3).map((article) => article.uid));
  });

  it('a later page lists every article up to it (what Load more has revealed); past the last page is null', async () => {
    const expected = articlesOf('de-de').map((article) => article.uid);
    const second = await blogPageForPath('de-de', '/blog/', 2);
    expect(second?.kind).toBe('list');
    if (second?.kind !== 'list') return;
    expect(second.pageNumber).toBe(2);
    expect(second.articles.map((article) => article.uid)).toEqual(expected.slice(0, 10));
    expect(await blogPageForPath('de-de', '/blog/', second.totalPages + 1)).toBeNull();
    expect(await blogPageForPath('de-de', '/blog/', 0)).toBeNull();
    expect(await blogPageForPath('de-de', '/blog/', 1.5)).toBeNull();
  });

  it('getBlogArticles reads one page of five with the total', async () => {
    const expected = articlesOf('fr-fr').map((article) => article.uid);
    const page2 = await getBlogArticles('fr-fr', 2);
    expect(page2.articles.map((article) => article.uid)).toEqual(expected.slice(5, 10));
    expect(page2.total).toBe(expected.length);
    expect(await getTopArticles('fr-fr')).toHaveLength(3);
  });

  it('an article comes with its older (previous) and newer (next) neighbour by publication date', async () => {
    const ordered = articlesOf('fr-be');
    const middle = ordered[3]!;
    const result = await blogPageForPath('fr-be', `/blog/${middle.uid}/`);
    expect(result?.kind).toBe('article');
    if (result?.kind !== 'article') return;
    expect(result.article.uid).toBe(middle.uid);
    expect(result.article.data.title).toBe(middle.data.title);
    expect(result.previous?.uid).toBe(ordered[4]!.uid);
    expect(result.next?.uid).toBe(ordered[2]!.uid);
    expect(result.next?.href).toBe(`/blog/${ordered[2]!.uid}/`);

    const newest = await blogPageForPath('fr-be', `/blog/${ordered[0]!.uid}/`);
    const oldest = await blogPageForPath('fr-be', `/blog/${ordered.at(-1)!.uid}/`);
    expect(newest?.kind === 'article' && newest.next).toBeNull();
    expect(newest?.kind === 'article' && newest.previous?.uid).toBe(ordered[1]!.uid);
    expect(oldest?.kind === 'article' && oldest.previous).toBeNull();
  });

  it('is null for an unknown article, an article of another language and paths outside the blog', async () => {
    expect(await blogPageForPath('nl-nl', '/blog/bestaat-niet/')).toBeNull();
    expect(await blogPageForPath('nl-nl', '/blog/sneaker-reinigen/')).toBeNull();
    expect(await blogPageForPath('nl-nl', '/over-ons/')).toBeNull();
    expect(await blogPageForPath('en-gb', '/blog/sneaker-reinigen/')).toBeNull();
    expect(await blogPageForPath('xx-xx', '/blog/')).toBeNull();
  });

  it('in a preview reads at the preview ref (drafts over the published documents)', async () => {
    preview.ref = 'preview?websitePreviewId=embedded';
    const result = await blogPageForPath('nl-nl', '/blog/');
    expect(result?.kind === 'list' && result.articles).toHaveLength(5);
  });
});

describe('blogPathExists (for the 404 guard) and blogAlternatePath (store switcher)', () => {
  it('knows the list and the articles of a language', async () => {
    expect(await blogPathExists('nl-be', '/blog/')).toBe(true);
    expect(await blogPathExists('nl-be', '/blog/zo-werkt-de-club/')).toBe(true);
    expect(await blogPathExists('nl-be', '/blog/so-funktioniert-der-club/')).toBe(false);
    expect(await blogPathExists('en-gb', '/blog/')).toBe(true);
    expect(await blogPathExists('xx-xx', '/blog/')).toBe(false);
    expect(await blogPathExists('nl-be', '/heren/')).toBe(false);
  });

  it('maps an article to its translation, the list to the list', async () => {
    expect(await blogAlternatePath('nl-nl', 'de-de', '/blog/zo-werkt-de-club/')).toBe(
      '/blog/so-funktioniert-der-club/',
    );
    expect(await blogAlternatePath('de-de', 'fr-be', '/blog/sneaker-reinigen/')).toBe('/blog/nettoyer-ses-baskets/');
    expect(await blogAlternatePath('nl-nl', 'nl-be', '/blog/zo-werkt-de-club/')).toBe('/blog/zo-werkt-de-club/');
    expect(await blogAlternatePath('nl-nl', 'fr-fr', '/blog/')).toBe('/blog/');
    expect(await blogAlternatePath('nl-nl', 'fr-fr', '/blog/bestaat-niet/')).toBe('/blog/');
    expect(await blogAlternatePath('nl-nl', 'fr-fr', '/over-ons/')).toBeNull();
  });
});

describe('blog demo content', () => {
  const navigationUrls = (lang: string) =>
    new Set(
      readdirSync(path.join(DOCUMENTS, 'navigation'))
        .filter((file) => file.endsWith(`.${lang}.json`))
        .flatMap((file) =>
          [...readFileSync(path.join(DOCUMENTS, 'navigation', file), 'utf8').matchAll(/"url": "([^"]+)"/g)].map(
            (match) => match[1],
          ),
        ),
    );

  it.each(LANGS)('%s: a list page and at least eight linked, dated, illustrated articles', (lang) => {
    const own = articlesOf(lang);
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(new Set(own.map((article) => article.data.publication_date)).size).toBe(own.length);
    expect(own.filter((article) => article.data.top_article).length).toBeGreaterThanOrEqual(3);
    for (const article of own) {
      expect(article.translation_group).toMatch(/^blog-/);
      expect(readdirSync(path.resolve(DOCUMENTS, '../../public/content/blog'))).toContain(
        path.basename(article.data.image.url),
      );
    }
    const products = own.flatMap((article) => article.data.slices.filter((slice) => slice.slice_type === 'products'));
    expect(products.length).toBeGreaterThan(0);
    const urls = navigationUrls(lang);
    for (const slice of products) expect(urls).toContain(slice.primary.category_url);
    expect(readdirSync(path.join(DOCUMENTS, 'blog_list_page'))).toContain(`blog.${lang}.json`);
  });

  it('states the club facts as the spec does (1 point per euro, 50 signup points, 200 points = 10 euro, six months)', () => {
    const club = (lang: string) =>
      JSON.stringify(articles.find((article) => article.lang === lang && article.translation_group === 'blog-club'));
    expect(club('nl-nl')).toMatch(/1 punt per euro[\s\S]*50 punten[\s\S]*200 punten[\s\S]*€ 10[\s\S]*zes maanden/);
    expect(club('nl-be')).toContain('waardebon');
    expect(club('fr-fr')).toMatch(/1 point par euro[\s\S]*50 points[\s\S]*200 points[\s\S]*10 €[\s\S]*six mois/);
    expect(club('de-de')).toMatch(
      /1 Punkt pro ausgegebenem Euro[\s\S]*50 Punkte[\s\S]*200 Punkten[\s\S]*10 €[\s\S]*sechs Monate/,
    );
  });

  it('the blog types offer the same slices as the content page', () => {
    const choices = (model: typeof cmsPage) => Object.keys(model.json.Main.slices.config.choices).sort();
    expect(choices(blogListType as typeof cmsPage)).toEqual(choices(cmsPage));
    expect(choices(blogArticleType as unknown as typeof cmsPage)).toEqual(choices(cmsPage));
  });
});
