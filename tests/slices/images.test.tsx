// @vitest-environment jsdom
import '../support/render';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Images, { MAX_IMAGES } from '@/slices/images';
import mocks from '@/slices/images/mocks.json';
import type { Content } from '@prismicio/client';

type Slice = Content.ImagesSlice;
type Item = Content.ImagesSliceDefaultItem;
const four = mocks[0] as unknown as Slice;
const two = mocks[1] as unknown as Slice;
const one = mocks[2] as unknown as Slice;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used here
const props = (slice: Slice): any => ({ slice, index: 0, slices: [slice], context: {} });
const withItems = (slice: Slice, items: Item[]) => ({ ...slice, items }) as Slice;
const emptyImage = {
  url: null,
  alt: null,
  copyright: null,
  dimensions: null,
  id: null,
  edit: null,
} as unknown as Item['image'];

describe('images slice (spec §2 images)', () => {
  it('renders four linked images with captions in a four-up grid', () => {
    const { container } = render(<Images {...props(four)} />);
    const section = screen.getByRole('region', { name: 'Four ways to wear summer' });
    const list = within(section).getByRole('list');
    expect(list).toHaveAttribute('data-count', '4');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const pumps = screen.getByRole('link', { name: /Evening pumps/ });
    expect(pumps.getAttribute('href')).toMatch(/^\/women\/shoes\/pumps\/?$/);
    expect(within(pumps).getByRole('img', { name: 'Black pumps on a terracotta stage' })).toHaveAttribute(
      'src',
      '/content/images/look-pumps.svg',
    );
    expect(container.querySelector('img')).toHaveAttribute('width', '800');
    expect(container.querySelector('img')).toHaveAttribute('height', '1000');
    expect(screen.getByRole('link', { name: 'See all new arrivals' })).toBeInTheDocument();
  });

  it('sizes raster images by how many share the row (SVGs are served as they are)', () => {
    const sizes = (slice: Slice) => {
      const items = slice.items.map((item) => ({ ...item, image: { ...item.image, url: '/content/images/look.jpg' } }));
      const { container, unmount } = render(<Images {...props(withItems(slice, items as Item[]))} />);
      const value = container.querySelector('img')?.getAttribute('sizes');
      unmount();
      return value;
    };
    expect(sizes(one)).toBe('(min-width: 108rem) 108rem, 100vw');
    expect(sizes(two)).toBe('(min-width: 48em) 50vw, 100vw');
    expect(sizes(withItems(four, four.items.slice(0, 3)))).toBe('(min-width: 48em) 33vw, 100vw');
    expect(sizes(four)).toBe('(min-width: 64em) 25vw, 50vw');
    const single = render(<Images {...props(one)} />).container;
    expect(single.querySelector('ul')).toHaveAttribute('data-count', '1');
    // No link and no caption on this one.
    expect(single.querySelector('a')).toBeNull();
    expect(single.querySelector('figcaption')).toBeNull();
  });

  it('shows at most four images and skips items without an image', () => {
    const items = [...four.items, { ...four.items[0]!, caption: 'A fifth look' }];
    const { unmount } = render(<Images {...props(withItems(four, items))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_IMAGES);
    expect(screen.queryByText('A fifth look')).toBeNull();
    unmount();
    render(<Images {...props(withItems(four, [{ ...four.items[0]!, image: emptyImage }, four.items[1]!]))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveAttribute('data-count', '1');
  });

  it('renders nothing without images', () => {
    expect(render(<Images {...props(withItems(four, []))} />).container).toBeEmptyDOMElement();
    const noImages = withItems(four, [{ ...four.items[0]!, image: emptyImage }]);
    expect(render(<Images {...props(noImages)} />).container).toBeEmptyDOMElement();
  });

  it('links an image only when the link has a name (alt text or caption)', () => {
    const unnamed = { ...four.items[0]!, caption: null, image: { ...four.items[0]!.image, alt: null } } as Item;
    const altOnly = { ...four.items[1]!, caption: null } as Item;
    render(<Images {...props(withItems(four, [unnamed, altOnly]))} />);
    const links = screen.getAllByRole('link').filter((link) => !/See all/.test(link.textContent ?? ''));
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('A white sneaker with a rust stripe');
  });

  it('serves raster images through the optimizer and SVGs as they are', () => {
    const raster = { ...one.items[0]!, image: { ...one.items[0]!.image, url: '/content/images/window.jpg' } } as Item;
    const { container } = render(<Images {...props(withItems(one, [raster]))} />);
    expect(container.querySelector('img')?.getAttribute('src')).toContain(
      '/_next/image?url=%2Fcontent%2Fimages%2Fwindow.jpg',
    );
  });

  it('has no heading without a title, and no button without link and text', () => {
    const { container } = render(<Images {...props(two)} />);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).toBeNull();
    const noText = { ...four, primary: { ...four.primary, button_text: null } } as Slice;
    render(<Images {...props(noText)} />);
    expect(screen.queryByRole('link', { name: 'See all new arrivals' })).toBeNull();
  });
});
