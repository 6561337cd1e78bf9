// @vitest-environment jsdom
import '../support/render';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ThreeColumnImagesBlock, { completeItems } from '@/slices/three_column_images_block';
import mocks from '@/slices/three_column_images_block/mocks.json';
import type { Content } from '@prismicio/client';
import buttons from '@/components/ui/Button.module.css';

type Slice = Content.ThreeColumnImagesBlockSlice;
type Item = Content.ThreeColumnImagesBlockSliceDefaultItem;
const editorial = mocks[0] as unknown as Slice;
const titleLinks = mocks[1] as unknown as Slice;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used here
const props = (slice: Slice): any => ({ slice, index: 0, slices: [slice], context: {} });
const withItems = (items: Item[]) => ({ ...editorial, items }) as Slice;
const emptyImage = {
  url: null,
  alt: null,
  copyright: null,
  dimensions: null,
  id: null,
  edit: null,
} as unknown as Item['image'];

describe('three-column images block (spec §2 three-column images block)', () => {
  it('renders three columns of image, heading, text and button', () => {
    const { container } = render(<ThreeColumnImagesBlock {...props(editorial)} />);
    const section = screen.getByRole('region', { name: 'Good shoes, well looked after' });
    const columns = within(section).getAllByRole('listitem');
    expect(columns).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Leather care',
      'Find your fit',
      'Keep sneakers white',
    ]);
    expect(within(columns[0]!).getByText(/double the life/)).toBeInTheDocument();
    const button = within(columns[1]!).getByRole('link', { name: 'Shop pumps' });
    expect(button.getAttribute('href')).toMatch(/^\/women\/shoes\/pumps\/?$/);
    // With a button the title is not a second link to the same place.
    expect(within(columns[1]!).getAllByRole('link')).toHaveLength(1);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/content/three_column_images_block/care.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
  });

  it('links the title when an item has a link but no button text; h2 without a block title', () => {
    render(<ThreeColumnImagesBlock {...props(titleLinks)} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Sneakers for every day' });
    expect(within(heading).getByRole('link').getAttribute('href')).toMatch(/^\/men\/shoes\/sneakers\/?$/);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const blockButton = screen.getByRole('link', { name: "All men's shoes" });
    expect(blockButton).toHaveClass(buttons.button!);
  });

  it('sizes raster images to one column of three', () => {
    const [a] = editorial.items as [Item];
    const raster = { ...a, image: { ...a.image, url: '/content/care.jpg' } } as Item;
    const { container } = render(<ThreeColumnImagesBlock {...props(withItems([raster]))} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('sizes', '(min-width: 108rem) 36rem, (min-width: 48em) 33vw, 100vw');
    expect(image?.getAttribute('src')).toContain('/_next/image?url=%2Fcontent%2Fcare.jpg');
  });

  it('keeps at most three complete items and skips those without image or title', () => {
    const [a, b, c] = editorial.items as [Item, Item, Item];
    const items = [{ ...a, title: null }, b, { ...c, image: emptyImage }, a, c, b];
    expect(completeItems(items).map((item) => item.title)).toEqual([
      'Find your fit',
      'Leather care',
      'Keep sneakers white',
    ]);
    render(<ThreeColumnImagesBlock {...props(withItems(items))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders one complete item, and nothing with none', () => {
    const [a, b] = editorial.items as [Item, Item];
    const { unmount } = render(<ThreeColumnImagesBlock {...props(withItems([a]))} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    unmount();
    expect(render(<ThreeColumnImagesBlock {...props(withItems([]))} />).container).toBeEmptyDOMElement();
    const incomplete = withItems([
      { ...a, title: '' },
      { ...b, image: emptyImage },
    ]);
    expect(render(<ThreeColumnImagesBlock {...props(incomplete)} />).container).toBeEmptyDOMElement();
  });

  it('shows no button and no title link without a link; no button without text', () => {
    const [a] = editorial.items as [Item];
    render(<ThreeColumnImagesBlock {...props(withItems([{ ...a, link: { link_type: 'Any' } }]))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Leather care' })).toBeInTheDocument();
  });
});
