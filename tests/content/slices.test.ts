import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import heroMocks from '@/slices/hero/mocks.json';
import uspsMocks from '@/slices/usps/mocks.json';
import Hero, { heroColors, heroPlacement } from '@/slices/hero';
import Usps from '@/slices/usps';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { components } from '@/slices';
import { SLICE_MOCKS } from '@/slices/mocks';
import cmsPage from '@/customtypes/cms_page/index.json';
import type { HeroSlice, UspsSlice } from '@/lib/prismic/types';
import buttons from '@/components/ui/Button.module.css';

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SliceComponentProps extras are not used by these slices
const props = (slice: unknown, index = 0): any => ({ slice, index, slices: [slice], context: {} });
const hero = heroMocks[0] as unknown as HeroSlice;

describe('hero slice', () => {
  it('renders heading, art-directed image and an internal CTA link', () => {
    const html = render(createElement(Hero, props(hero)));
    expect(html).toContain('<h2');
    expect(html).toContain('The new women’s collection');
    expect(html).toMatch(/<source media="\(min-width: 48em\)" srcSet="[^"]*hero-women.svg/);
    expect(html).toMatch(/<img[^>]*alt=""/);
    // The 'Call to action' style is the primary button.
    expect(html).toMatch(new RegExp(`<a class="${buttons.button} ${buttons.primary}[^"]*" href="/women/shoes/?"`));
    expect(html).toContain('data-x="links"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('serves SVG campaign images as they are, not through the raster optimizer (LCP)', () => {
    const html = render(createElement(Hero, props(hero)));
    expect(html).toContain('src="/content/hero-women-mobile.svg"');
    expect(html).not.toContain('/_next/image');
    const raster = {
      ...hero,
      primary: { ...hero.primary, image: { ...hero.primary.image, url: '/content/campaign.jpg', mobile: undefined } },
    } as unknown as HeroSlice;
    expect(render(createElement(Hero, props(raster)))).toContain('/_next/image?url=%2Fcontent%2Fcampaign.jpg');
  });

  it('uses h1 when asked, and an external link opens in a new tab', () => {
    const external = {
      ...hero,
      primary: { ...hero.primary, heading_level: 'h1', button_link: { link_type: 'Web', url: 'https://example.com/' } },
    } as HeroSlice;
    const html = render(createElement(Hero, props(external, 2)));
    expect(html).toContain('<h1');
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('loading="lazy"');
  });

  it('renders nothing without title or image; no button without text or url', () => {
    expect(render(createElement(Hero, props({ ...hero, primary: { ...hero.primary, title: '' } })))).toBe('');
    expect(
      render(
        createElement(
          Hero,
          props({
            ...hero,
            primary: {
              ...hero.primary,
              image: { dimensions: null, alt: null, copyright: null, url: null, id: null, edit: null },
            },
          }),
        ),
      ),
    ).toBe('');
    const noText = render(createElement(Hero, props({ ...hero, primary: { ...hero.primary, button_text: null } })));
    expect(noText).not.toContain('<a');
    const noUrl = render(
      createElement(Hero, props({ ...hero, primary: { ...hero.primary, button_link: { link_type: 'Any' } } })),
    );
    expect(noUrl).not.toContain('<a');
  });

  it('keeps AA contrast and maps the nine positions', () => {
    expect(heroColors('#ffffff')).toEqual({ text: '#ffffff', panel: 'dark' });
    expect(heroColors('#1b1b1b')).toEqual({ text: '#1b1b1b', panel: 'light' });
    expect(heroColors('#999999').text).toBe('#1b1b1b');
    expect(heroColors(null)).toEqual({ text: '#1b1b1b', panel: 'light' });
    expect(heroPlacement('rechts-onder')).toEqual({ x: 'rechts', y: 'onder' });
    expect(heroPlacement('bogus')).toEqual({ x: 'midden', y: 'midden' });
  });
});

describe('usps slice', () => {
  it('renders a labelled list with icons and links', async () => {
    const html = render(await Usps(props(uspsMocks[0] as unknown as UspsSlice)));
    expect(html).toMatch(/<section[^>]*aria-labelledby="usps-/);
    expect((html.match(/<li/g) ?? []).length).toBe(4);
    expect(html).toMatch(/href="\/returns\/?"/); // next/link keeps the slash under trailingSlash: true
    expect(html).toContain('aria-hidden="true"');
  });

  it('renders nothing without labelled items', async () => {
    const empty = {
      ...uspsMocks[0],
      items: [{ label: null, link: { link_type: 'Any' }, icon: 'check', icon_inline: false, description: [] }],
    };
    expect(await Usps(props(empty as unknown as UspsSlice))).toBeNull();
  });
});

describe('slice registry', () => {
  it('maps every slice of the cms_page slice zone to its component, and every page slice is in the zone', () => {
    const zone = Object.keys(cmsPage.json.Main.slices.config.choices).sort();
    expect(Object.keys(components).sort()).toEqual(zone);
    // Every slice folder with a component, except the navigation and footer menus' own slices.
    const pageSlices = readdirSync(path.join(process.cwd(), 'slices'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(process.cwd(), 'slices', entry.name, 'index.tsx')))
      .map((entry) => entry.name)
      .sort();
    expect(zone).toEqual(pageSlices);
    // The slice simulator has every slice's mocks.
    expect(Object.keys(SLICE_MOCKS).sort()).toEqual(zone);
    expect(zone.length).toBeGreaterThanOrEqual(4);
  });
});
