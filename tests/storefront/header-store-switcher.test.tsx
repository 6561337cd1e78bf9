// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import { StoreSwitcher } from '@/components/header/StoreSwitcher';
import { STORE_CODES, STOREFRONTS } from '@/lib/stores';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl-NL', messages: nl, namespace: namespace as 'layout' }),
}));

vi.mock('next/navigation', () => ({ usePathname: () => '/dames/schoenen/' }));

afterEach(cleanup);

/** Emoji flags are pairs of regional indicator symbols; other emoji are pictographs. */
const EMOJI = /[\p{Regional_Indicator}\p{Extended_Pictographic}]/u;

async function renderSwitcher() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">before</button>
      {await StoreSwitcher({ active: 'NL' })}
      <button type="button">after</button>
      <p>outside text</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: /Nederland \| Nederlands/ });
  return { user, toggle };
}

describe('StoreSwitcher (spec §2 Header)', () => {
  it('draws the flags as decorative SVG, never as emoji, and keeps the country | language labels', async () => {
    const { user, toggle } = await renderSwitcher();
    await user.click(toggle);
    // The switcher: the toggle and the list it controls.
    const parts = [toggle, document.getElementById(toggle.getAttribute('aria-controls')!)!];
    for (const part of parts) expect(part.textContent).not.toMatch(EMOJI);
    const flags = parts.flatMap((part) => [...part.querySelectorAll('svg[data-flag]')]);
    // One in the toggle, one per store in the list.
    expect(flags).toHaveLength(STORE_CODES.length + 1);
    for (const flag of flags) expect(flag).toHaveAttribute('aria-hidden', 'true');
    for (const code of STORE_CODES)
      expect(screen.getByRole('button', { name: STOREFRONTS[code].label })).toBeInTheDocument();
  });

  it('is a disclosure button controlling a list of store forms posting to /api/store/; the active store is marked', async () => {
    const { user, toggle } = await renderSwitcher();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    // No link: a store switch is a write, so neither a crawler nor another site's link can make it.
    expect(within(list).queryAllByRole('link')).toEqual([]);
    const forms = [...list.querySelectorAll('form')];
    expect(forms.map((form) => [form.method, form.getAttribute('action')])).toEqual(
      STORE_CODES.map(() => ['post', '/api/store/']),
    );
    expect(forms.map((form) => new FormData(form).get('code'))).toEqual([...STORE_CODES]);
    // The cached header learns the page in the browser: the switch lands on the same page.
    expect(forms.map((form) => new FormData(form).get('path'))).toEqual(STORE_CODES.map(() => '/dames/schoenen/'));
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(STORE_CODES.map(() => 'submit'));
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(
      STORE_CODES.map((code) => (code === 'NL' ? 'true' : null)),
    );
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(
      STORE_CODES.map((code) => STOREFRONTS[code].locale),
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the toggle (WCAG 1.4.13)', async () => {
    const { user, toggle } = await renderSwitcher();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: STOREFRONTS.NL.label })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when keyboard focus leaves it, forwards and backwards (WCAG 2.1.2, 2.4.3)', async () => {
    const { user, toggle } = await renderSwitcher();
    await user.click(toggle);
    for (let i = 0; i < STORE_CODES.length; i++) await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it, and stays open on a click inside it', async () => {
    const { user, toggle } = await renderSwitcher();
    await user.click(toggle);
    await user.click(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('outside text'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown and moves between the stores with the arrow keys', async () => {
    const { user, toggle } = await renderSwitcher();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: STOREFRONTS[STORE_CODES[0]].label })).toHaveFocus(),
    );
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: STOREFRONTS[STORE_CODES.at(-1)!].label })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: STOREFRONTS[STORE_CODES[0]].label })).toHaveFocus(),
    );
    await user.keyboard('{End}');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: STOREFRONTS[STORE_CODES.at(-1)!].label })).toHaveFocus(),
    );
    await user.keyboard('{Home}');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: STOREFRONTS[STORE_CODES[0]].label })).toHaveFocus(),
    );
  });

  it('leaves Home and End to the page while focus is on the closed toggle', async () => {
    const { user, toggle } = await renderSwitcher();
    toggle.focus();
    await user.keyboard('{End}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
