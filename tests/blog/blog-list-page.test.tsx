// @vitest-environment jsdom
import { EnglishMessages } from '../support/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOREFRONTS } from '@/lib/stores';
import { ARTICLES, LIST_PAGE, TOP } from './blog-fixtures';

/**
 * The blog list (spec §2 'Blog: top articles, load more', page type blog_list_page; §9 'CMS page
 * size 5'): what the shopper sees, and 'Load more' with and without JavaScript.
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
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
// The page slices have their own tests; here a stand-in shows the zone is rendered.
vi.mock('@/slices', () => ({
  components: {
    usps: ({ slice }: { slice: { primary: { title: string } } }) => <p>Slice: {slice.primary.title}</p>,
  },
}));

const { BlogListPage } = await import('@/components/blog/BlogListPage');
type ListResult = Parameters<typeof BlogListPage>[0]['result'];

function listResult(overrides: Partial<ListResult> = {}): ListResult {
  return {
    kind: 'list',
    page: LIST_PAGE,
    articles: ARTICLES.slice(0, 5),
    top: TOP,
    pageNumber: 1,
    totalPages: 2,
    total: ARTICLES.length,
    ...overrides,
  };
}

async function renderList(overrides: Partial<ListResult> = {}) {
  return render(await BlogListPage({ result: listResult(overrides), storefront: STOREFRONTS.NL }), {
    wrapper: EnglishMessages,
  });
}

const articleList = () => screen.getByRole('region', { name: 'All articles' });
const listedTitles = () =>
  within(within(articleList()).getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  router.push.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blog list page', () => {
  it('shows the heading, intro, breadcrumbs and the top articles, the newest one featured', async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'The Stride & Style blog' })).toBeInTheDocument();
    expect(screen.getByText('Care tips, size advice and trends.')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const top = screen.getByRole('region', { name: 'Top articles' });
    const links = within(top).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(TOP.map((article) => article.title));
    // next/link keeps the trailing slash under the app's trailingSlash: true; tests run without it.
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/blog\/clean-white-sneakers\/?$/));
    // Only the first (featured) card carries the badge.
    expect(within(top).getAllByText('Top article')).toHaveLength(1);
  });

  it('lists each article with image, category, date in the locale, title link and teaser', async () => {
    await renderList();
    expect(listedTitles()).toEqual(ARTICLES.slice(0, 5).map((article) => article.title));
    const first = within(articleList()).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'How to get white sneakers clean again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/clean-white-sneakers\/?$/),
    );
    expect(within(first).getByText('14 oktober 2025')).toHaveAttribute('datetime', '2025-10-14');
    expect(within(first).getByText('Sneakers')).toBeInTheDocument();
    expect(within(first).getByText('Teaser of how to get white sneakers clean again.')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'Picture for how to get white sneakers clean again' }),
    ).toHaveAttribute('src', '/content/blog/clean-white-sneakers.svg');
    expect(screen.getByText('Slice: Why shop with us')).toBeInTheDocument();
  });

  it('offers Load more as a real link to the next page while pages remain, with the count', async () => {
    await renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 8 articles');
    expect(screen.getByRole('link', { name: 'Load more articles' })).toHaveAttribute('href', '/blog/?page=2');
  });

  it('on the last page lists everything revealed so far and offers no Load more', async () => {
    await renderList({ articles: ARTICLES, pageNumber: 2 });
    expect(listedTitles()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 8 articles');
    expect(screen.queryByRole('link', { name: 'Load more articles' })).not.toBeInTheDocument();
  });

  it('without articles shows the empty state, no list, no top articles and no Load more', async () => {
    await renderList({ articles: [], top: [], total: 0, totalPages: 1 });
    expect(screen.getByText(/There are no articles yet/)).toBeInTheDocument();
    expect(within(articleList()).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more articles' })).not.toBeInTheDocument();
  });
});

describe('Load more with JavaScript', () => {
  /** The server-rendered HTML of `/blog/?page=2` (pages 1 and 2, no further link). */
  async function secondPageHtml(): Promise<string> {
    const { container, unmount } = render(
      await BlogListPage({
        result: listResult({ articles: ARTICLES, pageNumber: 2 }),
        storefront: STOREFRONTS.NL,
      }),
      { wrapper: EnglishMessages },
    );
    const html = `<!DOCTYPE html><html><body>${container.innerHTML}</body></html>`;
    unmount();
    return html;
  }

  it('appends the next articles in place, moves focus to the first new one and updates the address', async () => {
    const html = await secondPageHtml();
    const fetchPage = vi.fn(async () => new Response(html, { status: 200, headers: { 'content-type': 'text/html' } }));
    vi.stubGlobal('fetch', fetchPage);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const user = userEvent.setup();
    await renderList();

    await user.click(screen.getByRole('link', { name: 'Load more articles' }));

    // Generous: the fetch, the DOM parse and React's update share two CPU cores with other test files.
    await waitFor(() => expect(listedTitles()).toHaveLength(8), { timeout: 10_000 });
    expect(fetchPage).toHaveBeenCalledWith('/blog/?page=2', expect.anything());
    expect(listedTitles()).toEqual(ARTICLES.map((article) => article.title));
    expect(screen.getByRole('link', { name: 'Leather shoe care in four steps' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 8 articles');
    expect(screen.queryByRole('link', { name: 'Load more articles' })).not.toBeInTheDocument();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/blog/?page=2');

    // The appended cards' links navigate inside the app.
    await user.click(screen.getByRole('link', { name: 'Sandals that stay comfortable' }));
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/blog\/comfortable-sandals\/?$/));
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const fetchPage = vi.fn();
    vi.stubGlobal('fetch', fetchPage);
    const user = userEvent.setup();
    await renderList();
    const link = screen.getByRole('link', { name: 'Load more articles' });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(fetchPage).not.toHaveBeenCalled();
    expect(listedTitles()).toHaveLength(5);
  });
});
