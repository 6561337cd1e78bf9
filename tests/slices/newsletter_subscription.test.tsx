// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewsletterSubscription, { NEWSLETTER_BACKGROUNDS } from '@/slices/newsletter_subscription';
import mocks from '@/slices/newsletter_subscription/mocks.json';
import en from '@/messages/en.json';
import { renderIsland } from '../support/render';
import { sliceProps } from './content-slice-support';

const getStoreConfig = vi.hoisted(() => vi.fn());
vi.mock('@/lib/commerce/queries', () => ({ getStoreConfig }));
vi.mock('next-intl/server', () => import('./content-slice-support'));

const mock = mocks[0] as unknown as Content.NewsletterSubscriptionSlice;
const STORE_CONFIG = {
  countries: [],
  salutations: [
    { id: 'mr', key: 'mr', displayName: 'Dhr.' },
    { id: 'mrs', key: 'mrs', displayName: 'Mevr.' },
  ],
};

/** How long the form's lazy chunk may take to load in a test, in ms. */
const LAZY = { timeout: 15_000 };

const withPrimary = (primary: Partial<Content.NewsletterSubscriptionSlice['primary']>) =>
  ({ ...mock, primary: { ...mock.primary, ...primary } }) as unknown as Content.NewsletterSubscriptionSlice;

async function renderSlice(slice = mock, props = sliceProps(slice)) {
  const element = await NewsletterSubscription(props);
  return { element, ...renderIsland(<>{element}</>) };
}

beforeEach(() => {
  getStoreConfig.mockReset();
  getStoreConfig.mockResolvedValue(STORE_CONFIG);
});
afterEach(() => vi.restoreAllMocks());

describe('newsletter subscription slice (spec §2 newsletter subscription, §4/§5 Newsletter form)', () => {
  it('renders the heading, text, image and the sign-up form with the store salutations', async () => {
    await renderSlice();
    const region = screen.getByRole('region', { name: 'Subscribe to our newsletter' });
    expect(region).toHaveAttribute('data-slice-type', 'newsletter_subscription');
    expect(region).toHaveStyle({ backgroundColor: NEWSLETTER_BACKGROUNDS.Sand });
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/Be the first to hear about promotions/)).toBeInTheDocument();
    expect(region.querySelector('img')).toHaveAttribute('src', '/content/newsletter_subscription/letter.svg');
    // The form is its own chunk: it appears once loaded (its first import compiles it, slowly on a busy machine).
    expect(await screen.findByRole('radio', { name: en.newsletter.form.salutations.mr }, LAZY)).toBeChecked();
    expect(screen.getByRole('radio', { name: en.newsletter.form.salutations.mrs })).not.toBeChecked();
    expect(screen.getByLabelText(`${en.newsletter.form.email} *`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.newsletter.form.submit })).toBeInTheDocument();
    expect(getStoreConfig).toHaveBeenCalledWith('NL');
  });

  it('renders without text or image, on the default background for an unknown colour', async () => {
    await renderSlice(
      withPrimary({
        text: [],
        image: { dimensions: null, alt: null, copyright: null, url: null, id: null, edit: null } as never,
        background_color: 'Plaid' as never,
      }),
    );
    const region = screen.getByRole('region', { name: 'Subscribe to our newsletter' });
    expect(region.querySelector('img')).toBeNull();
    expect(region).toHaveStyle({ backgroundColor: NEWSLETTER_BACKGROUNDS.Stone });
    expect(await screen.findByRole('button', { name: en.newsletter.form.submit }, LAZY)).toBeInTheDocument();
  });

  it('renders nothing without its required title (spec: blocks render nothing when required content is missing)', async () => {
    expect((await renderSlice(withPrimary({ title: '' }))).element).toBeNull();
    expect((await renderSlice(withPrimary({ title: null }))).element).toBeNull();
    expect(getStoreConfig).not.toHaveBeenCalled();
  });

  it('renders nothing outside a storefront, and nothing when the salutations cannot be read (logged)', async () => {
    expect((await renderSlice(mock, sliceProps(mock, {}))).element).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    getStoreConfig.mockRejectedValue(new Error('commerce down'));
    expect((await renderSlice()).element).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
