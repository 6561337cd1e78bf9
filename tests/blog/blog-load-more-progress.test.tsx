// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogLoadMore } from '@/components/blog/BlogLoadMore';
import '../support/render';

const progress = vi.hoisted(() => ({ end: vi.fn(), begin: vi.fn() }));
vi.mock('@/components/layout/RouteProgress', () => ({
  startRouteProgress: () => {},
  beginRouteLoader: () => {
    progress.begin();
    return progress.end;
  },
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const PAGE_2 = `<ul data-blog-list><li data-article-id="a2"><a href="/blog/two/">Two</a></li></ul>
  <p data-blog-status>2 of 2</p>`;

describe("blog 'Load more' and the route progress bar (spec §4 Page loading, §9 progress split per loader)", () => {
  it('is a loader of the bar from the fetch until the articles are in', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(
      <BlogLoadMore nextHref="/blog/?page=2" status="1 of 2" label="Load more" loadingLabel="Loading" classNames={{}}>
        <li data-article-id="a1">One</li>
      </BlogLoadMore>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Load more' }));
    expect(progress.begin).toHaveBeenCalledTimes(1);
    expect(progress.end).not.toHaveBeenCalled();
    answer(new Response(PAGE_2, { status: 200, headers: { 'content-type': 'text/html' } }));
    await waitFor(() => expect(progress.end).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Two' })).toBeInTheDocument();
  });
});
