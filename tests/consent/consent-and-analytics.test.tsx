// @vitest-environment jsdom
import '../support/render';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentAndAnalytics } from '@/components/consent/ConsentAndAnalytics';
import { STOREFRONTS } from '@/lib/stores';
import en from '@/messages/en.json';
import { dataLayerEvents, resetConsent } from './reset';

vi.mock('next-intl/server', () => import('../slices/content-slice-support'));
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

beforeEach(() => {
  resetConsent();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubEnv('TAG_MANAGER_URL', 'http://127.0.0.1:3198/gtm.js');
  vi.stubEnv('THIRD_PARTY_SCRIPT_URLS', 'http://127.0.0.1:3198/third-party.js');
  vi.stubEnv('SQUEEZELY_SCRIPT_URL', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  resetConsent();
});

describe('ConsentAndAnalytics (default layout: banner, pageView, tag manager, third-party loader)', () => {
  it('wires the server’s copy and script URLs into the island', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<>{await ConsentAndAnalytics({ storefront: STOREFRONTS.BEFR })}</>);
    const banner = screen.getByRole('region', { name: en.consent.banner.title });
    expect(screen.getByRole('link', { name: en.consent.banner.settings })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/parametres-cookies\/?$/),
    );
    expect(dataLayerEvents('pageView')[0]).toMatchObject({ pageType: 'home', language: 'fr', loggedIn: false });
    expect(document.querySelectorAll('script[data-third-party]')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: en.consent.banner.acceptAll }));
    expect(banner).not.toBeInTheDocument();
    expect(document.querySelector('script[data-third-party="tag-manager"]')).toHaveAttribute(
      'src',
      'http://127.0.0.1:3198/gtm.js',
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(document.querySelector('script[data-third-party="loader"]')).toHaveAttribute(
      'src',
      'http://127.0.0.1:3198/third-party.js',
    );
  });
});
