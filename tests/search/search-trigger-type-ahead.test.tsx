// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import en from '@/messages/en.json';
import { renderSearch, stubCommerce } from './search-support';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

/** The overlay's code arrives when the test says so, as over a slow connection. */
const overlayArrives = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('@/components/search/SearchOverlay', async (importOriginal) => {
  await overlayArrives.arrived;
  return importOriginal();
});

const t = en.search;

describe('header search button while the overlay loads', () => {
  it('puts what was typed before the field appeared into it', async () => {
    stubCommerce(() => new Error('no search expected'));
    const { user } = renderSearch(<SearchTrigger icon={<svg aria-hidden="true" />} language="nl" locale="nl-NL" />);
    await user.click(screen.getByRole('button', { name: t.open }));
    await user.keyboard('snx{Backspace}');
    expect(screen.queryByRole('combobox', { name: t.inputLabel })).not.toBeInTheDocument();

    overlayArrives.release();
    const field = await screen.findByRole('combobox', { name: t.inputLabel });
    expect(field).toHaveFocus();
    await user.keyboard('ea');
    expect(field).toHaveValue('snea');
  });
});
