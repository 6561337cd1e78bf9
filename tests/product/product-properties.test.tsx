import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductProperties, visibleProperties } from '@/components/product/ProductProperties';
import de from '@/messages/de.json';

/** Property groups as commerce sends them (spec §3 swProduct.properties), out of order on purpose. */
const properties = [
  { name: 'Marke', position: 3, visible: true, options: [{ id: 'brand:velora', name: 'Velora' }] },
  { name: 'Zielgruppe', position: 4, visible: false, options: [{ id: 'gender:women', name: 'Damen' }] },
  { name: 'Farbe', position: 1, visible: true, options: [{ id: 'color:black', name: 'Schwarz' }] },
  {
    name: 'Art',
    position: 2,
    visible: true,
    options: [
      { id: 'type:sneakers', name: 'Sneaker' },
      { id: 'type:boots', name: 'Stiefel' },
    ],
  },
  { name: 'Material', position: 5, visible: true, options: [] },
];

const html = (groups: typeof properties) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <ProductProperties properties={groups} />
    </NextIntlClientProvider>,
  );

describe('product properties on the PDP (spec §3 swProduct.properties)', () => {
  it('shows the visible groups with options in position order, options comma-separated', () => {
    expect(visibleProperties(properties)).toEqual([
      { name: 'Farbe', value: 'Schwarz' },
      { name: 'Art', value: 'Sneaker, Stiefel' },
      { name: 'Marke', value: 'Velora' },
    ]);
  });

  it('renders them as a described list under the store language’s heading', () => {
    const markup = html(properties);
    expect(markup).toContain('<h2 id="pdp-properties">Produktdetails</h2>');
    expect(markup).toMatch(
      /<dt>Farbe<\/dt><dd>Schwarz<\/dd>.*<dt>Art<\/dt><dd>Sneaker, Stiefel<\/dd>.*<dt>Marke<\/dt>/,
    );
    expect(markup).not.toContain('Zielgruppe');
    expect(markup).not.toContain('Material');
  });

  it('renders nothing without visible properties', () => {
    expect(html(properties.filter((group) => !group.visible))).toBe('');
    expect(html([])).toBe('');
  });
});
