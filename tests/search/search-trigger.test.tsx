// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import en from '@/messages/en.json';
import { renderSearch, stubCommerce } from './search-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname, useRouter: () => ({ push: vi.fn() }) }));

const t = en.search;

describe('header search button (spec §2 Header)', () => {
  it('imports neither the overlay nor Apollo up front: they load when search is first opened', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../components/search/SearchTrigger.tsx'), 'utf8');
    const staticImports = [...source.matchAll(/^import [^;]+ from '([^']+)';$/gm)].map((match) => match[1]);
    expect(staticImports).toEqual([
      'next-intl',
      'react',
      '@/lib/stores',
      './SearchTrigger.module.css',
      './use-type-ahead',
    ]);
    expect(source).toContain("const loadOverlay = () => import('./SearchOverlay');");
    expect(source).toContain('lazy(() => loadOverlay()');
  });

  it('opens the overlay with focus in the search field, and gives focus back when it closes', async () => {
    stubCommerce(() => new Error('no search expected'));
    const { user } = renderSearch(<SearchTrigger icon={<svg aria-hidden="true" />} language="nl" locale="nl-NL" />);
    const button = screen.getByRole('button', { name: t.open });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('combobox', { name: t.inputLabel })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();

    // Opened again: the same overlay, without loading it twice.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: t.title })).toHaveAttribute('open');
  });

  it('closes on a route change', async () => {
    stubCommerce(() => new Error('no search expected'));
    const { user } = renderSearch(<SearchTrigger icon={<svg aria-hidden="true" />} language="nl" locale="nl-NL" />);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    // The next render after navigating (here: a keystroke) sees the new path.
    route.pathname = '/dames/';
    await user.keyboard('b');
    expect(dialog).not.toHaveAttribute('open');
    route.pathname = '/';
  });
});
