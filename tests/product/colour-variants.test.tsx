import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColourVariants, colourVariants } from '@/components/product/ColourVariants';
import en from '@/messages/en.json';

const related = (sku: string, colour: string, overrides: { type?: string; active?: boolean } = {}) => ({
  name: `Runa sneaker ${colour}`,
  url: `/velora-runa-sneaker-${colour}-${sku.replace('.', '-')}/`,
  image: `/media/products/${sku}/main-166x235.webp`,
  productNumber: sku,
  type: overrides.type ?? 'color_relation',
  active: overrides.active ?? true,
});

const product = {
  sku: '100001.002',
  url: '/velora-runa-sneaker-blue-100001-002/',
  name: 'Runa sneaker',
  color: 'blue',
  image: '/media/products/100001.002/main-498x705.webp',
  thumbnail: '/media/products/100001.002/main-166x235.webp',
  relatedProducts: [
    related('100001.003', 'red'),
    related('100001.001', 'navy'),
    related('100009.001', 'care', { type: 'maintenance' }),
  ],
};

const html = (subject: typeof product) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      <ColourVariants product={subject} />
    </NextIntlClientProvider>,
  );

describe('colour variants (spec §2 "Product detail", §9 colour thumbs 166x235)', () => {
  it('lists the style’s colours in SKU order with the current one marked, other relations left out', () => {
    expect(colourVariants(product).map(({ sku, current }) => [sku, current])).toEqual([
      ['100001.001', false],
      ['100001.002', true],
      ['100001.003', false],
    ]);
    expect(colourVariants({ ...product, relatedProducts: [related('100001.001', 'navy', { active: false })] })).toEqual(
      [],
    );
  });

  it('renders 166×235 thumbnails linking to each colour, the current one with aria-current', () => {
    const markup = html(product);
    expect(markup).toContain('<h2 id="pdp-colours"');
    expect(markup).toContain('Colours');
    const links = [...markup.matchAll(/<a [^>]*>.*?<\/a>/g)].map((match) => match[0]);
    expect(links).toHaveLength(3);
    expect(links[1]).toContain('aria-current="page"');
    // next/link drops the trailing slash outside the app (trailingSlash is the app's config).
    expect(links[1]).toContain('href="/velora-runa-sneaker-blue-100001-002');
    expect(links[1]).toContain('alt="Runa sneaker blue"');
    expect(links[0]).not.toContain('aria-current');
    expect(links[0]).toContain('href="/velora-runa-sneaker-navy-100001-001');
    for (const link of links) {
      expect(link).toContain('width="166"');
      expect(link).toContain('height="235"');
      expect(link).toMatch(/src="\/media\/products\/\d{6}\.\d{3}\/main-166x235\.webp"/);
    }
  });

  it('renders nothing for a style in one colour', () => {
    expect(html({ ...product, relatedProducts: [] })).toBe('');
  });
});
