// @vitest-environment jsdom
import { EnglishMessages } from '../support/render';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serializeJsonLd } from '@/components/ui/JsonLd';
import { STOREFRONTS } from '@/lib/stores';
import { ARTICLES, articleDocument } from './blog-fixtures';

/**
 * A blog article (spec §2 'Blog'; §7 cmsPageQuery content with prev and next): header, slices,
 * previous/next links and BlogPosting structured data that content cannot break out of.
 */

vi.mock('next-intl/server', async () => {
  const { createFormatter, createTranslator } = await import('next-intl');
  const en = (await import('@/messages/en.json')).default;
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: 'en', messages: en, namespace: namespace as 'blog' }),
    getFormatter: async () => createFormatter({ locale: 'en-GB', timeZone: 'Europe/Amsterdam' }),
  };
});
// A stand-in richtext slice: shows the zone renders the article's slices with the storefront context.
vi.mock('@/slices', () => ({
  components: {
    richtext: ({
      slice,
      context,
    }: {
      slice: { primary: { content: { text: string }[] } };
      context: { storefront: { code: string } };
    }) => (
      <p>
        {slice.primary.content[0]!.text} ({context.storefront.code})
      </p>
    ),
  },
}));

const { BlogArticlePage } = await import('@/components/blog/BlogArticlePage');

const older = ARTICLES[4]!;
const newer = ARTICLES[2]!;

async function renderArticle(props: Partial<Parameters<typeof BlogArticlePage>[0]> = {}) {
  return render(
    await BlogArticlePage({
      article: articleDocument(),
      previous: older,
      next: newer,
      storefront: STOREFRONTS.BEFR,
      ...props,
    }),
    { wrapper: EnglishMessages },
  );
}

function structuredData(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return { raw: script!.innerHTML, data: JSON.parse(script!.textContent!) as Record<string, unknown> };
}

describe('blog article page', () => {
  it('shows title, category, date in the locale, author, teaser, image and the slices', async () => {
    await renderArticle();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Measure your shoe size at home' })).toBeVisible();
    expect(within(article).getByText('Size advice')).toBeInTheDocument();
    expect(within(article).getByText('16 septembre 2025')).toHaveAttribute('datetime', '2025-09-16');
    expect(within(article).getByText('By Sanne de Vries')).toBeInTheDocument();
    expect(within(article).getByText('A pen, a sheet of paper and a ruler are all you need.')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Picture for measure your shoe size at home' })).toBeVisible();
    expect(within(article).getByText('Measure in the late afternoon. (BEFR)')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/?$/),
    );
  });

  it('links the previous (older) and the next (newer) article', async () => {
    await renderArticle();
    const more = screen.getByRole('navigation', { name: 'More articles' });
    const previous = within(more).getByRole('link', { name: `Previous article ${older.title}` });
    const next = within(more).getByRole('link', { name: `Next article ${newer.title}` });
    expect(previous).toHaveAttribute('href', expect.stringMatching(/^\/blog\/how-the-club-works\/?$/));
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAttribute('href', expect.stringMatching(/^\/blog\/winter-proof-boots\/?$/));
    expect(next).toHaveAttribute('rel', 'next');
    expect(within(more).getByRole('link', { name: 'Back to the blog' })).toBeInTheDocument();
  });

  it('the newest article has no next link, the oldest no previous one', async () => {
    const newest = await renderArticle({ next: null });
    expect(screen.queryByRole('link', { name: /^Next article/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Previous article/ })).toBeInTheDocument();
    newest.unmount();
    await renderArticle({ previous: null, next: null });
    expect(screen.queryByRole('link', { name: /^(Previous|Next) article/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'More articles' })).queryByRole('list'),
    ).not.toBeInTheDocument();
  });

  it('describes the article as BlogPosting structured data', async () => {
    const { container } = await renderArticle();
    const { data } = structuredData(container);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Measure your shoe size at home',
      datePublished: '2025-09-16',
      dateModified: '2025-09-18T10:30:00.000Z',
      author: { '@type': 'Person', name: 'Sanne de Vries' },
      image: '/content/blog/measure-your-shoe-size.svg',
      url: '/blog/measure-your-shoe-size/',
      inLanguage: 'fr-BE',
      articleSection: 'Size advice',
      publisher: { '@type': 'Organization', name: 'Stride & Style' },
    });
  });

  it('escapes content in the structured data, so it cannot close the script element', async () => {
    const title = 'Tips </script><script>alert(1)</script> & <!-- more \u2028';
    const { container } = await renderArticle({ article: articleDocument({ title, author: null }) });
    const { raw, data } = structuredData(container);
    expect(raw).not.toMatch(/[<>&\u2028]/);
    expect(raw).toContain('\\u003c/script\\u003e');
    expect(data.headline).toBe(title);
    expect(data).not.toHaveProperty('author');
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});
