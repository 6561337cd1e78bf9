// @vitest-environment jsdom
import '../support/render';
import { act, render, screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PersonalisedProductFeed, { squeezelyContainerId } from '@/slices/personalised_product_feed';
import mocks from '@/slices/personalised_product_feed/mocks.json';
import { saveConsent } from '@/lib/consent/consent-state';
import en from '@/messages/en.json';
import { resetConsent, storeChoice } from '../consent/reset';
import { sliceProps } from './content-slice-support';

vi.mock('next-intl/server', () => import('./content-slice-support'));
vi.mock('next/link', async () => {
  const { createElement } = await import('react');
  return {
    default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) =>
      createElement('a', { href, ...rest }, children),
  };
});

const mock = mocks[0] as unknown as Content.PersonalisedProductFeedSlice;
const containerId = squeezelyContainerId('homepage-recommendations');

async function renderFeed(slice: Content.PersonalisedProductFeedSlice = mock) {
  const element = await PersonalisedProductFeed(sliceProps(slice));
  return render(<>{element}</>);
}

beforeEach(() => {
  resetConsent();
  vi.stubEnv('SQUEEZELY_SCRIPT_URL', 'https://squeezely.example/p.js');
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConsent();
});

describe('personalised product feed slice (spec §3 squeezely_id, §4: only after third-party consent)', () => {
  it('before consent: heading, intro, placeholder with the cookie settings link; no container', async () => {
    await renderFeed();
    expect(screen.getByRole('region', { name: 'Picked for you' })).toBeInTheDocument();
    expect(screen.getByText(en.slices.personalised_product_feed.placeholder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.consent.gate.openSettings })).toHaveAttribute(
      'href',
      '/cookie-settings/',
    );
    expect(screen.getByRole('link', { name: 'View all new arrivals' })).toBeInTheDocument();
    expect(document.getElementById(containerId)).toBeNull();
  });

  it('after consent: the container Squeezely fills, and no placeholder', async () => {
    await renderFeed();
    act(() => saveConsent('enabled'));
    expect(screen.queryByText(en.slices.personalised_product_feed.placeholder)).not.toBeInTheDocument();
    expect(document.getElementById(containerId)).toHaveAttribute('data-squeezely-id', 'homepage-recommendations');
    // The slice adds no script itself: Squeezely's comes through the third-party loader.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('with only necessary cookies stored: the placeholder', async () => {
    storeChoice('disabled');
    await renderFeed();
    expect(screen.getByText(en.slices.personalised_product_feed.placeholder)).toBeInTheDocument();
  });

  it('uses the region label when there is no heading', async () => {
    storeChoice('enabled');
    await renderFeed({ ...mock, primary: { ...mock.primary, title: null } } as Content.PersonalisedProductFeedSlice);
    expect(screen.getByRole('region', { name: en.slices.personalised_product_feed.label })).toBeInTheDocument();
    expect(document.getElementById(containerId)).toBeInTheDocument();
  });

  it('renders nothing without a valid squeezely_id or without SQUEEZELY_SCRIPT_URL', async () => {
    const withId = (id: string | null) =>
      ({ ...mock, primary: { ...mock.primary, squeezely_id: id } }) as Content.PersonalisedProductFeedSlice;
    expect(await PersonalisedProductFeed(sliceProps(withId(null)))).toBeNull();
    expect(await PersonalisedProductFeed(sliceProps(withId('  ')))).toBeNull();
    expect(await PersonalisedProductFeed(sliceProps(withId('a"b')))).toBeNull();
    vi.stubEnv('SQUEEZELY_SCRIPT_URL', '');
    expect(await PersonalisedProductFeed(sliceProps(mock))).toBeNull();
  });
});
