// @vitest-environment jsdom
import '../support/render';
import { render, screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import BrandingBlock, { BRANDING_BACKGROUNDS } from '@/slices/branding_block';
import mocks from '@/slices/branding_block/mocks.json';
import { sliceProps } from './content-slice-support';

const [sand, ink] = mocks as unknown as Content.BrandingBlockSlice[];
const withPrimary = (primary: object, base = sand!) =>
  ({ ...base, primary: { ...base.primary, ...primary } }) as Content.BrandingBlockSlice;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('branding block slice (spec §2 branding block, §3 common fields)', () => {
  it('renders the statement with logo, image and button on its background from the mocks', () => {
    const { container } = render(<BrandingBlock {...sliceProps(sand)} />);
    const region = screen.getByRole('region', { name: 'Made to walk in' });
    expect(region).toHaveStyle({ backgroundColor: '#e9e4dc', color: '#1b1b1b' });
    expect(screen.getByText(/Every pair starts in our workshop/)).toBeInTheDocument();
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/content/branding_block/mark.svg', '/content/branding_block/workshop.svg']);
    expect(screen.getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/about-us\/?$/),
    );
  });

  it('keeps at least AA contrast (4.5:1) for every background colour, Stone for unknown ones', () => {
    for (const { background, text } of Object.values(BRANDING_BACKGROUNDS)) {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
    render(<BrandingBlock {...sliceProps(withPrimary({ background_color: 'Neon' }))} />);
    expect(screen.getByRole('region')).toHaveStyle({ backgroundColor: '#f3f1ee' });
  });

  it('marks dark backgrounds so buttons and focus invert', () => {
    render(<BrandingBlock {...sliceProps(ink)} />);
    const region = screen.getByRole('region', { name: 'Fewer pairs, worn longer' });
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(region).toHaveStyle({ backgroundColor: '#1b1b1b', color: '#ffffff' });
    expect(screen.getByRole('link', { name: 'Repair service' }).className).toMatch(/invertedButton/);
    expect(region.querySelector('img')).toBeNull();
  });

  it('renders nothing without a title, and the button only with both link url and text', () => {
    expect(render(<BrandingBlock {...sliceProps(withPrimary({ title: '' }))} />).container).toBeEmptyDOMElement();
    render(<BrandingBlock {...sliceProps(withPrimary({ button_text: null }))} />);
    expect(screen.queryByRole('link')).toBeNull();
    render(<BrandingBlock {...sliceProps(withPrimary({ button_link: { link_type: 'Any' } }))} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
