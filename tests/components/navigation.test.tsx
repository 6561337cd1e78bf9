// @vitest-environment jsdom
import axe from 'axe-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationMenu } from '@/components/header/NavigationMenu';
import { NavigationPanel } from '@/components/header/NavigationPanel';
import { NavigationTiles } from '@/components/header/NavigationTile';
import { navigationTiles, navigationTree, parseTags } from '@/lib/navigation/tree';
import type { NavigationDocument } from '@/lib/prismic/types';
import { COOKIES } from '@/lib/stores';
import forHer from '@/content/documents/navigation/for-her.nl-nl.json';
import forHim from '@/content/documents/navigation/for-him.nl-nl.json';
import '../support/render';

const route = vi.hoisted(() => ({ pathname: '/' }));
const { refresh, replace } = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname, useRouter: () => ({ refresh, replace }) }));

const her = forHer as unknown as NavigationDocument;
const him = forHim as unknown as NavigationDocument;
const labels = { open: 'Menu', close: 'Close menu', title: 'Menu', segments: 'Shop for' };

function renderMenu() {
  return render(
    <NavigationMenu
      labels={labels}
      segments={{
        'for-her': { label: her.data.title!, entries: navigationTree(her) },
        'for-him': { label: him.data.title!, entries: navigationTree(him) },
      }}
    />,
  );
}

beforeEach(() => {
  route.pathname = '/';
  Cookies.remove(COOKIES.segment);
});
afterEach(() => Cookies.remove(COOKIES.segment));

describe('main navigation (spec §3 Navigation slices)', () => {
  it('takes entries, column titles and the links of each list down to the third level', () => {
    const [shoes] = navigationTree(her);
    expect(shoes).toMatchObject({ label: 'Schoenen', href: '/dames/schoenen/', color: null });
    expect(shoes!.columns[0]!.title).toBe('Categorieën');
    expect(shoes!.columns[0]!.links).toContainEqual({ label: 'Sneakers', href: '/dames/schoenen/sneakers/' });
  });

  it('leaves out hidden entries, makes an entry without submenu a plain link, skips list items without a link', () => {
    const [first, second, third] = her.data.slices;
    const unlinked = { type: 'list-item', text: 'No link', spans: [] };
    const navigation = {
      ...her,
      data: {
        ...her.data,
        slices: [
          { ...first!, primary: { ...first!.primary, show_menu: false } },
          { ...second!, primary: { ...second!.primary, show_submenu: false } },
          { ...third!, items: [{ ...third!.items[0]!, lists: [...third!.items[0]!.lists, unlinked] }] },
        ],
      },
    } as NavigationDocument;
    const tree = navigationTree(navigation);
    expect(tree.map((entry) => entry.label)).toEqual(['Tassen', 'Kleding']);
    expect(tree[0]!.columns).toEqual([]);
    expect(tree[1]!.columns[0]!.links.map((link) => link.label)).not.toContain('No link');

    render(<NavigationPanel entries={tree} group="for-her" />);
    // next/link drops the trailing slash outside a Next build (the app sets trailingSlash).
    expect(screen.getByRole('link', { name: 'Tassen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dames\/tassen\/?$/),
    );
    const clothing = screen.getByText('Kleding').closest('details')!;
    expect(within(clothing).getByText('Categorieën')).toBeInTheDocument();
  });
});

/** The panel as Navigation.tsx builds it: the tree, and the tiles rendered per entry. */
function renderPanel(navigation: NavigationDocument) {
  const tiles = Object.fromEntries(
    Object.entries(navigationTiles(navigation)).map(([id, ofEntry]) => [
      id,
      <NavigationTiles key={id} tiles={ofEntry} />,
    ]),
  );
  return render(<NavigationPanel entries={navigationTree(navigation)} group="for-her" tiles={tiles} />);
}

describe('navigation image tiles and tags (spec §3 Navigation slices items)', () => {
  it('takes each entry its tile (image, link, title, button) and its items’ tags', () => {
    const [shoes, bags, clothing] = navigationTree(her);
    expect(shoes!.tags).toEqual(['Nieuw']);
    expect(bags!.tags).toEqual([]);
    expect(clothing!.tags).toEqual(['Sale']);
    expect(navigationTiles(her)[shoes!.id]).toEqual([
      {
        image: { url: '/content/col-women-shoes.svg', alt: null, dimensions: { width: 800, height: 1000 } },
        href: '/dames/schoenen/',
        title: 'Nieuwe schoenen',
        button: 'Bekijk nu',
      },
    ]);
    expect(parseTags(' New, ,Sale ')).toEqual(['New', 'Sale']);
  });

  it('renders the tile in its entry’s panel as one link holding the picture, title and button, and the tags beside the entry', () => {
    const { container } = renderPanel(her);
    const shoes = container.querySelector('details')!;
    const summary = shoes.querySelector('summary')!;
    expect(summary).toHaveAccessibleName('Schoenen Nieuw');
    expect(within(summary).getByText('Nieuw').tagName).toBe('SPAN');
    const tile = within(shoes).getByRole('link', { name: 'Nieuwe schoenen Bekijk nu' });
    expect(tile).toHaveAttribute('href', expect.stringMatching(/^\/dames\/schoenen\/?$/));
    const image = tile.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/content/col-women-shoes.svg');
    // Decorative beside the tile's text; loaded when the panel is opened, not with the page.
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(tile).getByText('Bekijk nu')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Bekijk nu$/ })).toHaveLength(3);
  });

  it('leaves out a tile without a link or without text, and opens a panel for an entry with only a tile', () => {
    const [shoes, bags] = her.data.slices;
    const tileItem = shoes!.items[1]!;
    const navigation = {
      ...her,
      data: {
        ...her.data,
        slices: [
          { ...shoes!, items: [{ ...tileItem, image_link: { link_type: 'Any' } }] },
          { ...bags!, items: [{ ...tileItem, image_title: null, image_button: ' ' }] },
          { ...bags!, id: 'tile-only', items: [tileItem] },
        ],
      },
    } as NavigationDocument;
    expect(Object.keys(navigationTiles(navigation))).toEqual(['tile-only']);
    const { container } = renderPanel(navigation);
    expect(container.querySelectorAll('details')).toHaveLength(1);
    expect(
      within(container.querySelector('details')!).getByRole('link', { name: 'Nieuwe schoenen Bekijk nu' }),
    ).toBeInTheDocument();
  });

  it('passes axe with the panels open', async () => {
    const { container } = renderPanel(her);
    for (const details of container.querySelectorAll('details')) details.open = true;
    // jsdom does no layout: contrast is checked in the browser (e2e).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('slide-in navigation (spec §2 Header)', () => {
  it('opens from its button with for-her first, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Dames' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('navigation', { name: 'Dames' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // jsdom's dialog stand-in has no Escape handling: close as the browser does on Escape.
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('keeps the chosen segment in the segment cookie and shows it first next time', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Heren' }));
    expect(Cookies.get(COOKIES.segment)).toBe('for-him');
    expect(screen.getByRole('navigation', { name: 'Heren' })).toBeInTheDocument();
    // Pages prefetched under the old segment go through the segment guard again, once the menu is
    // closed: a refresh while it is open could redirect the page behind it and close it mid-choice.
    expect(refresh).not.toHaveBeenCalled();
    document.documentElement.lang = 'nl-NL';
    act(() => (screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement).close());
    // On the home page: straight to the men's home (the guard's target), not a redirected refresh.
    expect(replace).toHaveBeenCalledWith('/heren-home/', { scroll: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();

    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Heren' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes on a press on the backdrop, with the close button and on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = renderMenu();
    const opener = screen.getByRole('button', { name: 'Menu' });
    const dialog = () => screen.getByRole('dialog', { hidden: true });

    await user.click(opener);
    await user.click(dialog());
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(opener);
    route.pathname = '/dames/schoenen/sneakers/';
    rerender(
      <NavigationMenu
        labels={labels}
        segments={{
          'for-her': { label: 'Dames', entries: [] },
          'for-him': { label: 'Heren', entries: [] },
        }}
      />,
    );
    expect(dialog()).not.toHaveAttribute('open');
  });
});
