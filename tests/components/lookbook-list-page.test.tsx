// @vitest-environment jsdom
import { renderIsland } from '../support/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LookbookListPage } from '@/components/lookbook/LookbookListPage';
import type { LookbookTile } from '@/lib/prismic/lookbooks';
import { LOCAL_LISTS_STORAGE_KEY } from '@/lib/state/local-lists';
import { STOREFRONTS } from '@/lib/stores';

vi.mock('next-intl/server', () => import('../slices/slider-support'));

/** Lookbook list page (spec §2 '/lookbook/', 'Lookbook tile links go to /{parent_url_key}/{url_key}/'; §9 paging 18). */
const page = {
  uid: 'lookbook',
  data: {
    url_key: 'lookbook',
    title: 'Lookbook women',
    meta_title: null,
    intro: [{ type: 'paragraph', text: 'Complete outfits by our stylists.', spans: [] }],
    slices: [],
  },
} as never;

function tile(n: number): LookbookTile {
  return {
    id: `look-${n}-id`,
    uid: `look-${n}`,
    url_key: `look-${n}`,
    label: `Look ${n}`,
    image: {
      url: `/content/lookbook/look-${n}.svg`,
      alt: 'A flat-lay of the look',
      copyright: null,
      dimensions: { width: 384, height: 560 },
      id: `look-${n}`,
      edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
    } as LookbookTile['image'],
    video: { link_type: 'Any' },
    href: `/lookbook/look-${n}/`,
  };
}

async function renderPage(options: {
  tiles?: LookbookTile[];
  pageNumber?: number;
  totalPages?: number;
  total?: number;
}) {
  const tiles = options.tiles ?? [tile(1), tile(2), tile(3)];
  const element = await LookbookListPage({
    page,
    lookbooks: tiles,
    pageNumber: options.pageNumber ?? 1,
    totalPages: options.totalPages ?? 1,
    totalResults: options.total ?? tiles.length,
    storefront: STOREFRONTS.NL,
    components: {},
  });
  return renderIsland(element);
}

/** Lets the persisted lists load from local storage (after mount). */
const hydrate = () => act(async () => {});

beforeEach(() => localStorage.clear());

describe('lookbook list page', () => {
  it('shows the title, intro, number of looks and a tile per look linking to /{parent_url_key}/{url_key}/', async () => {
    await renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Lookbook women' })).toBeInTheDocument();
    expect(screen.getByText('Complete outfits by our stylists.')).toBeInTheDocument();
    expect(screen.getByText('3 looks')).toBeInTheDocument();
    const looks = within(screen.getByRole('list', { name: 'Looks' })).getAllByRole('listitem');
    expect(looks).toHaveLength(3);
    const link = within(looks[1]!).getByRole('link', { name: 'Look 2' });
    expect(link.getAttribute('href')).toMatch(/^\/lookbook\/look-2\/?$/);
    expect(within(looks[1]!).getByRole('heading', { level: 2, name: 'Look 2' })).toBeInTheDocument();
    // The image is 384×560 and decorative: the label names the link.
    const image = looks[1]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/content/lookbook/look-2.svg');
    expect(image).toHaveAttribute('width', '384');
    expect(image).toHaveAttribute('height', '560');
    expect(image).toHaveAttribute('alt', '');
    // Breadcrumbs (Home / the list), and no paging for a single page.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Lookbook women');
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('saves a look from its tile: a heart named Add to wishlist, described by the look, aria-pressed', async () => {
    const { user } = await renderPage({});
    await hydrate();
    const hearts = screen.getAllByRole('button', { name: 'Add to wishlist' });
    expect(hearts).toHaveLength(3);
    expect(hearts[0]).toHaveAccessibleDescription('Look 1');
    expect(hearts.every((heart) => heart.getAttribute('aria-pressed') === 'false')).toBe(true);
    await user.click(hearts[1]!);
    // The toggle's code loads on the first press.
    await waitFor(() => expect(hearts[1]).toHaveAttribute('aria-pressed', 'true'));
    expect(hearts[0]).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY)!).state.guestLookbookWishlist).toEqual(['look-2']);
  });

  it('shows looks saved earlier as pressed once the lists are read', async () => {
    localStorage.setItem(
      LOCAL_LISTS_STORAGE_KEY,
      JSON.stringify({ state: { guestLookbookWishlist: ['look-3'] }, version: 1 }),
    );
    await renderPage({});
    await hydrate();
    const hearts = screen.getAllByRole('button', { name: 'Add to wishlist' });
    expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });

  it('pages with ?page= links, marks the current page and says where the shopper is', async () => {
    await renderPage({ tiles: [tile(19), tile(20)], pageNumber: 2, totalPages: 3, total: 40 });
    expect(screen.getByText(/40 looks/)).toHaveTextContent('40 looks · Page 2 of 3');
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    const href = (name: string) => within(paging).getByRole('link', { name }).getAttribute('href');
    expect(href('Previous page')).toMatch(/^\/lookbook\/?$/);
    expect(href('Next page')).toMatch(/^\/lookbook\/?\?page=3$/);
    expect(href('Page 1')).toMatch(/^\/lookbook\/?$/);
    expect(within(paging).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    const first = await renderPage({ pageNumber: 1, totalPages: 2, total: 21 });
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toMatch(/\?page=2$/);
    first.unmount();
    await renderPage({ pageNumber: 2, totalPages: 2, total: 21 });
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('says so when the lookbook has no looks', async () => {
    await renderPage({ tiles: [], total: 0 });
    expect(screen.getByText('No looks')).toBeInTheDocument();
    expect(screen.getByText(/no looks here yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Looks' })).not.toBeInTheDocument();
  });
});
