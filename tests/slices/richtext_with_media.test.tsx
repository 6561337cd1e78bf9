// @vitest-environment jsdom
import '../support/render';
import { render, screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import RichtextWithMedia from '@/slices/richtext_with_media';
import mocks from '@/slices/richtext_with_media/mocks.json';
import { sliceProps } from './content-slice-support';

const [imageLeft, imageRight] = mocks as unknown as Content.RichtextWithMediaSlice[];
const withPrimary = (primary: object, items = imageLeft!.items) =>
  ({ ...imageLeft, primary: { ...imageLeft!.primary, ...primary }, items }) as Content.RichtextWithMediaSlice;
const NO_IMAGE = {};
const NO_LINK = { link_type: 'Any' };
const VIDEO = { link_type: 'Media', kind: 'file', name: 'atelier.mp4', url: '/content/atelier.mp4', size: '1000' };

describe('richtext with media slice (spec §2, §3 common fields and richtext items)', () => {
  it('renders heading, text, image, item text with two buttons and the slice button from the mocks', () => {
    const { container } = render(<RichtextWithMedia {...sliceProps(imageLeft)} />);
    const region = screen.getByRole('region', { name: 'Made to last' });
    expect(region).toHaveAttribute('data-media', 'left');
    expect(screen.getByText(/cut from full-grain leather/)).toBeInTheDocument();
    expect(screen.getByText(/Caring for leather/)).toBeInTheDocument();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/content/richtext_with_media/ankle-boot-studio.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1600');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Care products',
      'Care guide',
      'Shop ankle boots',
    ]);

    render(<RichtextWithMedia {...sliceProps(imageRight)} />);
    expect(screen.getByRole('region', { name: 'Free returns within 14 days' })).toHaveAttribute('data-media', 'right');
  });

  it('plays a video from the media library with controls, the image as poster, never on its own', () => {
    const { container } = render(<RichtextWithMedia {...sliceProps(withPrimary({ video: VIDEO }))} />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/content/atelier.mp4');
    expect(video).toHaveAttribute('poster', '/content/richtext_with_media/ankle-boot-studio.svg');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders nothing without media or without any text', () => {
    const noMedia = render(<RichtextWithMedia {...sliceProps(withPrimary({ image: NO_IMAGE }))} />);
    expect(noMedia.container).toBeEmptyDOMElement();
    const noText = render(<RichtextWithMedia {...sliceProps(withPrimary({ title: null, richtext: [] }, []))} />);
    expect(noText.container).toBeEmptyDOMElement();
    // Item text alone is enough text.
    render(<RichtextWithMedia {...sliceProps(withPrimary({ title: null, richtext: [] }))} />);
    expect(screen.getByText(/Caring for leather/)).toBeInTheDocument();
  });

  it('shows each button only with both link url and text', () => {
    const item = imageLeft!.items[0]!;
    render(
      <RichtextWithMedia
        {...sliceProps(
          withPrimary({ button_text: 'Shop ankle boots', button_link: NO_LINK }, [
            { ...item, left_button_tekst: null, right_button_link: NO_LINK } as never,
          ]),
        )}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
