// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '@/components/product/gallery/ProductGallery';
import { galleryImages } from '@/lib/product/gallery';
import { renderIsland } from '../support/render';

const product = {
  sku: '100001.002',
  brand: 'Velora',
  name: 'Runa sneaker',
  color: 'blue',
  images: ['/media/products/100001.002/main-830x1175.webp', '/media/products/100001.002/hover-830x1175.webp'],
  threesixty: [] as string[],
  video: null as string | null,
};

describe('gallery images (spec §9 product 498x705, highlight 830x1175)', () => {
  it('pairs each highlight with its 498×705 picture; only the first is described', () => {
    expect(galleryImages(product.images, 'Velora Runa sneaker blue')).toEqual([
      {
        highlight: '/media/products/100001.002/main-830x1175.webp',
        product: '/media/products/100001.002/main-498x705.webp',
        alt: 'Velora Runa sneaker blue',
      },
      {
        highlight: '/media/products/100001.002/hover-830x1175.webp',
        product: '/media/products/100001.002/hover-498x705.webp',
        alt: '',
      },
    ]);
    expect(galleryImages(['https://cdn.example/p/1.jpg'], 'x')[0]!.product).toBe('https://cdn.example/p/1.jpg');
  });

  it('shows the highlight at 830×1175 and the others at 498×705', () => {
    renderIsland(<ProductGallery product={product} />);
    const gallery = screen.getByRole('region', { name: 'Product images' });
    // The second picture is decorative (alt=""): no img role.
    const [first, second] = [...gallery.querySelectorAll('img')];
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['830', '1175']);
    expect(first!.getAttribute('src')).toContain('main-830x1175.webp');
    expect([second!.getAttribute('width'), second!.getAttribute('height')]).toEqual(['498', '705']);
    expect(second!.getAttribute('src')).toContain('hover-498x705.webp');
    expect(within(gallery).queryByRole('button', { name: 'Turn the product in 360°' })).toBeNull();
    expect(gallery.querySelector('video')).toBeNull();
  });
});

describe('gallery zoom dialog (keyboard)', () => {
  it('opens from the keyboard at the pressed image, moves with the arrow keys, zooms, and Escape returns focus', async () => {
    const { user } = renderIsland(<ProductGallery product={product} />);
    const second = screen.getByRole('button', { name: 'Enlarge image 2 of 2' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enlarge image 1 of 2' })).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    // The dialog loads on first use (next/dynamic).
    const dialog = await screen.findByRole('dialog', { name: 'Images of Velora Runa sneaker' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', product.images[1]);

    // From the close button (the first control), as from any other.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', product.images[0]);
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'true');
    const pane = within(dialog).getByRole('region', { name: 'Enlarged image, scroll to see all of it' });
    await waitFor(() => expect(pane).toHaveFocus());
    // Zoomed in, the arrow keys scroll the picture and leave the image as it is.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    // jsdom's dialog stand-in has no Escape handling: close as the browser does on Escape.
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).not.toHaveAttribute('open');
    expect(second).toHaveFocus();

    // Opened again from the first image, it starts there, not zoomed.
    await user.click(screen.getByRole('button', { name: 'Enlarge image 1 of 2' }));
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Enlarge image 1 of 2' })).toHaveFocus();
  });
});

describe('360° view and video (spec §3 threesixty, video)', () => {
  const frames = Array.from(
    { length: 16 },
    (_, index) => `/media/products/100001.002/threesixty-${String(index).padStart(2, '0')}-498x705.webp`,
  );

  it('turns with the arrow keys once started, loading the viewer lazily', async () => {
    const { user } = renderIsland(<ProductGallery product={{ ...product, threesixty: frames }} />);
    await user.click(screen.getByRole('button', { name: 'Turn the product in 360°' }));
    const slider = await screen.findByRole('slider', { name: '360° view' });
    await waitFor(() => expect(slider).toHaveFocus());
    expect(slider).toHaveAttribute('aria-valuetext', 'Turned 0°');
    expect(slider).toHaveAccessibleDescription('Drag or use the arrow keys to turn the product.');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    expect(within(slider).getByRole('img')).toHaveAttribute('src', frames[2]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', 'Turned 338°');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('plays a video only when asked: controls, no autoplay, muted', () => {
    renderIsland(<ProductGallery product={{ ...product, video: '/media/products/100001.002/video.mp4' }} />);
    const video = screen.getByLabelText('Video of Velora Runa sneaker') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/products/100001.002/video.mp4');
  });
});
