// @vitest-environment jsdom
import { renderIsland } from '../support/render';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@prismicio/client';
import { LookbookDetailPage } from '@/components/lookbook/LookbookDetailPage';
import { LOCAL_LISTS_STORAGE_KEY } from '@/lib/state/local-lists';
import { STOREFRONTS } from '@/lib/stores';
import citySpring from '@/content/documents/lookbook_detail_page/city-spring.nl-nl.json';

vi.mock('next-intl/server', () => import('../slices/slider-support'));
// The slice itself is tested in tests/slices/shop_the_look_slider.test.tsx; here, what the page gives it.
vi.mock('@/slices/shop_the_look_slider', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/slices/shop_the_look_slider')>()),
  default: ({
    slice,
    context,
  }: {
    slice: Content.ShopTheLookSliderSlice;
    context: { storefront: { code: string } };
  }) => (
    <section aria-label={`${slice.primary.title} (${context.storefront.code})`}>
      {slice.items.map((item) => item.sku).join(' ')}
    </section>
  ),
}));

/** A look (spec §2 'Lookbook: shop the look, save look, View all looks link to /lookbook/'). */
const look = {
  id: 'look-id',
  uid: 'city-spring',
  data: {
    ...citySpring.data,
    label: 'City in spring',
    title: 'City in spring: black, blue and white',
    description: [{ type: 'paragraph', text: 'A black double-breasted jacket makes it city-ready.', spans: [] }],
    products: [{ sku: '100011.001' }, { sku: 'not-a-sku' }, { sku: '100010.003' }],
  },
} as never;
const parent = { uid: 'lookbook', data: { url_key: 'lookbook', title: 'Lookbook' } } as never;

async function renderLook(page = look) {
  const view = renderIsland(await LookbookDetailPage({ page, parent, storefront: STOREFRONTS.BEFR }));
  await act(async () => {}); // the persisted lists load after mount
  return view;
}

beforeEach(() => localStorage.clear());

describe('lookbook detail page', () => {
  it('shows the lead image, label, title, description and the other images', async () => {
    await renderLook();
    expect(screen.getByRole('article', { name: 'City in spring: black, blue and white' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('City in spring: black, blue and white');
    expect(screen.getByText('City in spring')).toBeInTheDocument();
    expect(screen.getByText(/city-ready/)).toBeInTheDocument();
    const lead = screen.getByRole('img', { name: /^Zwarte jas, blauw gestreept shirt/ });
    expect(lead).toHaveAttribute('src', '/content/lookbook/city-spring.svg');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(lead).not.toHaveAttribute('loading', 'lazy');
    // From 64em the wide crop (1440×640) replaces it.
    const wide = lead.closest('picture')!.querySelector('source')!;
    expect(wide).toHaveAttribute('srcset', '/content/lookbook/city-spring-wide.svg');
    expect(wide).toHaveAttribute('media', '(min-width: 64em)');
    expect(screen.getByRole('list', { name: 'Images of the look' })).toContainElement(
      screen.getByRole('img', { name: 'Bruine schoudertas en donkerblauwe sneaker van dichtbij' }),
    );
  });

  it('saves and removes the look with a toggle named Add to wishlist (aria-pressed), confirming each change in a toast', async () => {
    const { user } = await renderLook();
    const save = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    // The toggle's code loads on the first press.
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('The look has been added to your wishlist.');
    expect(JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY)!).state.guestLookbookWishlist).toEqual([
      'city-spring',
    ]);
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('The look has been removed from your wishlist.');
    expect(JSON.parse(localStorage.getItem(LOCAL_LISTS_STORAGE_KEY)!).state.guestLookbookWishlist).toEqual([]);
  });

  it('links View all looks to its list page', async () => {
    await renderLook();
    expect(screen.getByRole('link', { name: 'View all looks' }).getAttribute('href')).toMatch(/^\/lookbook\/?$/);
  });

  it("shops the look: the look's valid SKUs, in order, in the shop-the-look slider with this storefront", async () => {
    await renderLook();
    expect(screen.getByRole('region', { name: 'Shop the look (BEFR)' })).toHaveTextContent('100011.001 100010.003');
  });

  it('falls back to the label as heading and shows a video with controls instead of an image', async () => {
    const withVideo = {
      ...(look as { data: object }),
      data: {
        ...(look as { data: { images: Array<{ image: object }> } }).data,
        title: '',
        images: [
          {
            image: (look as { data: { images: Array<{ image: object }> } }).data.images[0]!.image,
            video: { link_type: 'Web', url: 'https://media.example.com/city-spring.mp4' },
          },
        ],
      },
    } as never;
    const { container } = await renderLook(withVideo);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('City in spring');
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('aria-label', 'Video: City in spring');
    expect(video).toHaveAttribute('poster', '/content/lookbook/city-spring-wide.svg');
    expect(screen.queryByRole('list', { name: 'Images of the look' })).not.toBeInTheDocument();
  });
});
