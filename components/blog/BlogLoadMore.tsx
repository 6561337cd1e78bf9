'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { startRouteProgress } from '@/components/layout/RouteProgress';

/** An article list item taken from the next list page's HTML. */
interface LoadedItem {
  id: string;
  html: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The blog's article list with its 'Load more' link (spec §2 'Blog: load more', §9 page size 5).
 * Without JavaScript the link opens `/blog/?page=N`, which lists pages 1..N. With it, a plain
 * click fetches that page's server-rendered HTML instead, appends the articles this list does not
 * have yet (matched by `data-article-id`), takes over its count text (`data-blog-status`, a polite
 * live region) and its next 'Load more' link (`data-blog-more`, none on the last page), replaces
 * the address with `?page=N` (a reload keeps the articles) and moves focus to the first new
 * article's link. If the fetch fails the link is followed. `children` are the server-rendered
 * `<li data-article-id>` items; copy arrives translated.
 */
export function BlogLoadMore({
  children,
  nextHref: initialNextHref,
  status: initialStatus,
  label,
  loadingLabel,
  classNames,
}: {
  children: ReactNode;
  nextHref: string | null;
  status: string;
  label: string;
  loadingLabel: string;
  classNames: Partial<Record<'list' | 'item' | 'footer' | 'status' | 'more', string>>;
}) {
  const router = useRouter();
  const list = useRef<HTMLUListElement>(null);
  const focusId = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedItem[]>([]);
  const [status, setStatus] = useState(initialStatus);
  const [nextHref, setNextHref] = useState(initialNextHref);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const id = focusId.current;
    if (!id || !list.current) return;
    focusId.current = null;
    const item = [...list.current.querySelectorAll<HTMLElement>('li[data-article-id]')].find(
      (element) => element.dataset.articleId === id,
    );
    item?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [loaded]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!nextHref || !isPlainClick(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(nextHref, { headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const known = new Set(
        [...(list.current?.querySelectorAll<HTMLElement>('li[data-article-id]') ?? [])].map(
          (element) => element.dataset.articleId,
        ),
      );
      const added = [...page.querySelectorAll<HTMLElement>('[data-blog-list] > li[data-article-id]')]
        .filter((element) => !known.has(element.dataset.articleId))
        .map((element) => ({ id: element.dataset.articleId!, html: element.innerHTML }));
      window.history.replaceState(null, '', nextHref);
      focusId.current = added[0]?.id ?? null;
      setLoaded((current) => [...current, ...added]);
      setStatus(page.querySelector('[data-blog-status]')?.textContent ?? status);
      setNextHref(page.querySelector('a[data-blog-more]')?.getAttribute('href') ?? null);
    } catch {
      window.location.assign(nextHref);
    } finally {
      setBusy(false);
    }
  }

  // Links of appended items are plain <a> (their markup came as HTML): navigate them in the app.
  function followLoadedLink(event: MouseEvent<HTMLUListElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || !link.closest('[data-loaded]') || !isPlainClick(event) || link.target) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    startRouteProgress();
    router.push(`${link.pathname}${link.search}${link.hash}`);
  }

  return (
    <>
      {/* Delegated clicks on the appended items' links (a link's keyboard activation is a click too). */}
      <ul ref={list} className={classNames.list} data-blog-list="" onClick={followLoadedLink}>
        {children}
        {loaded.map((item) => (
          <li
            key={item.id}
            className={classNames.item}
            data-article-id={item.id}
            data-loaded=""
            // Markup of this shop's own server-rendered list page (same origin), not user input.
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        ))}
      </ul>
      <div className={classNames.footer}>
        <p className={classNames.status} role="status" data-blog-status="">
          {status}
        </p>
        {nextHref ? (
          <a
            href={nextHref}
            className={classNames.more}
            onClick={loadMore}
            aria-disabled={busy || undefined}
            data-blog-more=""
          >
            {busy ? loadingLabel : label}
          </a>
        ) : null}
      </div>
    </>
  );
}
