// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationMenu } from '@/components/header/NavigationMenu';
import { NavigationPanel } from '@/components/header/NavigationPanel';
import { navigationTree } from '@/lib/navigation/tree';
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
