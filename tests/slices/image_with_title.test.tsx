// @vitest-environment jsdom
import '../support/render';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImageWithTitle from '@/slices/image_with_title';
import mocks from '@/slices/image_with_title/mocks.json';
import type { Content } from '@prismicio/client';
import buttons from '@/components/ui/Button.module.css';

type Slice = Content.ImageWithTitleSlice;
const left = mocks[0] as unknown as Slice;
const right = mocks[1] as unknown as Slice;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used here
const props = (slice: Slice): any => ({ slice, index: 0, slices: [slice], context: {} });
const withPrimary = (primary: Partial<Slice['primary']>) =>
  ({ ...left, primary: { ...left.primary, ...primary } }) as Slice;

describe('image with title slice (spec §2 image with title)', () => {
  it('renders the title, rich text, a call-to-action button and the art-directed image', () => {
    const { container } = render(<ImageWithTitle {...props(left)} />);
    const section = screen.getByRole('region', { name: 'Ankle boots that go the distance' });
    expect(section).toHaveAttribute('data-slice-type', 'image_with_title');
    expect(section).toHaveAttribute('data-image-position', 'left');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ankle boots that go the distance');
    expect(screen.getByText('Full-grain leather').tagName).toBe('STRONG');

    // Below 48em the mobile crop, from 48em the desktop image.
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(min-width: 48em)');
    expect(source?.getAttribute('srcset')).toContain('/content/image_with_title/ankle-boots.svg');
    const image = screen.getByRole('img', { name: 'A black leather ankle boot in warm studio light' });
    expect(image).toHaveAttribute('src', '/content/image_with_title/ankle-boots-mobile.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');

    const button = screen.getByRole('link', { name: 'Shop ankle boots' });
    expect(button.getAttribute('href')).toMatch(/^\/women\/shoes\/boots\/?$/);
    expect(button).toHaveClass(buttons.button!, buttons.primary!);
  });

  it('puts the image on the right when asked, decorative without alt text', () => {
    const { container } = render(<ImageWithTitle {...props(right)} />);
    expect(container.querySelector('section')).toHaveAttribute('data-image-position', 'right');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uses the desktop image everywhere without a mobile crop', () => {
    const image = { ...left.primary.image, mobile: undefined } as unknown as Slice['primary']['image'];
    const { container } = render(<ImageWithTitle {...props(withPrimary({ image }))} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/content/image_with_title/ankle-boots.svg');
    expect(container.querySelector('img')).toHaveAttribute('width', '960');
  });

  it('renders nothing without a title or an image', () => {
    expect(render(<ImageWithTitle {...props(withPrimary({ title: '' }))} />).container).toBeEmptyDOMElement();
    const empty = { url: null, alt: null, copyright: null, dimensions: null, id: null, edit: null };
    expect(
      render(<ImageWithTitle {...props(withPrimary({ image: empty as unknown as Slice['primary']['image'] }))} />)
        .container,
    ).toBeEmptyDOMElement();
  });

  it('shows the button only with both link and text; the text is optional', () => {
    render(<ImageWithTitle {...props(withPrimary({ button_text: null, richtext: [] }))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading')).toBeInTheDocument();
    render(<ImageWithTitle {...props(withPrimary({ button_link: { link_type: 'Any' } }))} />);
    expect(screen.queryByText('Shop ankle boots')).toBeNull();
  });
});
