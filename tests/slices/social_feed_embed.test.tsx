// @vitest-environment jsdom
import '../support/render';
import { act, render, screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SocialFeedEmbed, { flocklerScriptUrl } from '@/slices/social_feed_embed';
import mocks from '@/slices/social_feed_embed/mocks.json';
import { saveConsent } from '@/lib/consent/consent-state';
import { STOREFRONTS } from '@/lib/stores';
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

const mock = mocks[0] as unknown as Content.SocialFeedEmbedSlice;
const { flocklerid, uuid } = mock.primary as { flocklerid: string; uuid: string };
const SCRIPT = `https://plugins.flockler.com/embed/${flocklerid}/${uuid}`;
const feedScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party="social-feed"]')];

async function renderFeed(slice: Content.SocialFeedEmbedSlice = mock) {
  const element = await SocialFeedEmbed(sliceProps(slice));
  return render(<>{element}</>);
}

beforeEach(() => {
  resetConsent();
  vi.stubEnv('FLOCKLER_EMBED_URL', 'https://plugins.flockler.com/embed');
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConsent();
});

describe('social feed embed slice (spec §3 flocklerid, uuid; §4 Social feed; §7)', () => {
  it('before consent: heading, intro, a placeholder saying why and a link to the cookie settings; no script', async () => {
    await renderFeed();
    expect(screen.getByRole('region', { name: '#strideandstyle' })).toBeInTheDocument();
    expect(screen.getByText(en.slices.social_feed_embed.placeholder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.consent.gate.openSettings })).toHaveAttribute(
      'href',
      '/cookie-settings/',
    );
    expect(screen.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute('target', '_blank');
    expect(feedScripts()).toHaveLength(0);
    expect(document.getElementById(`flockler-embed-${uuid}`)).toBeNull();
  });

  it('links to the cookie settings page of the storefront’s language', async () => {
    render(<>{await SocialFeedEmbed(sliceProps(mock, { storefront: STOREFRONTS.DE }))}</>);
    expect(screen.getByRole('link', { name: en.consent.gate.openSettings })).toHaveAttribute(
      'href',
      '/cookie-einstellungen/',
    );
  });

  it('with only necessary cookies: still the placeholder, no script', async () => {
    storeChoice('disabled');
    await renderFeed();
    expect(screen.getByText(en.slices.social_feed_embed.placeholder)).toBeInTheDocument();
    expect(feedScripts()).toHaveLength(0);
  });

  it('loads Flockler’s script beside its element the moment third parties are allowed', async () => {
    await renderFeed();
    act(() => saveConsent('enabled'));
    expect(screen.queryByText(en.slices.social_feed_embed.placeholder)).not.toBeInTheDocument();
    const container = document.getElementById(`flockler-embed-${uuid}`);
    expect(container).toBeInTheDocument();
    expect(feedScripts().map((script) => script.src)).toEqual([SCRIPT]);
    expect(feedScripts()[0]!.parentElement).toBe(container!.parentElement);
  });

  it('with a stored consent: the feed at once, and its script leaves with it', async () => {
    storeChoice('enabled');
    const view = await renderFeed();
    expect(feedScripts()).toHaveLength(1);
    view.unmount();
    expect(feedScripts()).toHaveLength(0);
  });

  it('renders nothing without both ids, with malformed ids or without FLOCKLER_EMBED_URL', async () => {
    const withIds = (ids: object) =>
      ({ ...mock, primary: { ...mock.primary, ...ids } }) as Content.SocialFeedEmbedSlice;
    expect(await SocialFeedEmbed(sliceProps(withIds({ flocklerid: null })))).toBeNull();
    expect(await SocialFeedEmbed(sliceProps(withIds({ uuid: '' })))).toBeNull();
    expect(await SocialFeedEmbed(sliceProps(withIds({ uuid: '../../evil.js?' })))).toBeNull();
    vi.stubEnv('FLOCKLER_EMBED_URL', '');
    expect(await SocialFeedEmbed(sliceProps(mock))).toBeNull();
  });

  it('builds the script URL from the embed base and both ids', () => {
    expect(flocklerScriptUrl(' abc ', 'def', 'https://plugins.flockler.com/embed')).toBe(
      'https://plugins.flockler.com/embed/abc/def',
    );
    expect(flocklerScriptUrl('abc', 'd/ef', 'https://plugins.flockler.com/embed')).toBeNull();
    expect(flocklerScriptUrl('abc', 'def', null)).toBeNull();
  });
});
