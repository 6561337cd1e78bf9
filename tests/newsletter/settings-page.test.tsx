// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSettings } from '@/graphql/newsletter';
import { CommerceError } from '@/lib/commerce/errors';
import en from '@/messages/en.json';
import { commerceError, LINK_HASH } from '../account/account-fixture';
import { elementOf } from '../account/page-support';
import { renderIsland } from '../support/render';

const queryVisitor = vi.hoisted(() => vi.fn());
vi.mock('@/lib/commerce/server', () => ({ queryVisitor }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));
// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const { default: SettingsPage, generateMetadata } =
  await import('@/app/[storefront]/(shop)/newsletter/einstellungen/[hash]/page');

const copy = en.newsletter.settings;
const props = (hash: string) => ({ params: Promise.resolve({ storefront: 'nl', hash }) });
const settings = (subscribed: boolean, status = subscribed ? 'subscribed' : 'unconfirmed') => ({
  __typename: 'NewsletterSettings',
  email: 'an***@example.com',
  subscribed,
  status,
  language: 'nl',
});
const reads = (subscribed: boolean) => queryVisitor.mockResolvedValue({ newsletterSettings: settings(subscribed) });
const change = (subscribed: boolean, result: boolean | Error) => ({
  request: { query: NewsletterSettings, variables: { hash: LINK_HASH, subscribed } },
  ...(result instanceof Error
    ? { error: result }
    : { result: { data: { newsletterSettings: settings(result, result ? 'subscribed' : 'unsubscribed') } } }),
});

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  queryVisitor.mockReset();
});

describe('newsletter settings page (spec §2 /newsletter/einstellungen/{hash}/)', () => {
  it('is titled and kept out of search engines', async () => {
    expect(await generateMetadata(props(LINK_HASH))).toEqual({
      title: copy.title,
      robots: { index: false, follow: false },
    });
  });

  it('only reads the subscription on load (mail scanners open links): subscribed null, nothing changes', async () => {
    reads(false);
    const confirm = vi.fn(() => ({ data: { newsletterSettings: settings(true) } }));
    renderIsland(await elementOf(SettingsPage(props(LINK_HASH))), {
      mocks: [
        { request: { query: NewsletterSettings, variables: { hash: LINK_HASH, subscribed: true } }, result: confirm },
      ],
    });
    expect(queryVisitor).toHaveBeenCalledTimes(1);
    expect(queryVisitor).toHaveBeenCalledWith(
      NewsletterSettings,
      { hash: LINK_HASH, subscribed: null },
      'NL',
      'mutation',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-email')).toHaveTextContent('an***@example.com');
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(copy.unconfirmed);
  });

  it('confirms, unsubscribes and subscribes again, each on its button, announcing each outcome', async () => {
    reads(false);
    const { user } = renderIsland(await elementOf(SettingsPage(props(LINK_HASH))), {
      mocks: [change(true, true), change(false, false), change(true, true)],
    });
    await user.click(button(copy.confirm));
    const outcome = () => screen.getByTestId('newsletter-settings-outcome');
    await waitFor(() => expect(outcome()).toHaveTextContent(copy.confirmed));
    expect(outcome()).toHaveAttribute('role', 'status');
    await waitFor(() => expect(outcome()).toHaveFocus());
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(copy.subscribed);

    await user.click(button(copy.unsubscribe));
    await waitFor(() => expect(outcome()).toHaveTextContent(copy.unsubscribedDone));
    await waitFor(() => expect(outcome()).toHaveFocus());
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(copy.unsubscribed);

    await user.click(button(copy.subscribeAgain));
    await waitFor(() => expect(outcome()).toHaveTextContent(copy.resubscribed));
    expect(button(copy.unsubscribe)).toBeEnabled();
  });

  it('offers Unsubscribe for a confirmed subscription', async () => {
    reads(true);
    renderIsland(await elementOf(SettingsPage(props(LINK_HASH))));
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(copy.subscribed);
    expect(button(copy.unsubscribe)).toBeEnabled();
    expect(screen.queryByRole('button', { name: copy.confirm })).toBeNull();
  });

  it('says an unknown link is no longer valid, with the way home (NEWSLETTER_LINK_INVALID)', async () => {
    queryVisitor.mockRejectedValue(
      new CommerceError([{ message: 'x', extensions: { code: 'NEWSLETTER_LINK_INVALID' } }]),
    );
    renderIsland(await elementOf(SettingsPage(props(LINK_HASH))));
    const failure = screen.getByTestId('link-failure');
    expect(failure).toHaveTextContent(`${copy.linkInvalid} ${copy.linkInvalidHelp}`);
    expect(screen.getByRole('link', { name: copy.toHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['too short', 'abc'],
    ['not alphanumeric', `${LINK_HASH.slice(0, 47)}-`],
  ])('answers a hash that is %s as an invalid link without asking the back end', async (_case, hash) => {
    renderIsland(await elementOf(SettingsPage(props(hash))));
    expect(queryVisitor).not.toHaveBeenCalled();
    expect(screen.getByTestId('link-failure')).toHaveTextContent(copy.linkInvalid);
  });

  it('lets other read failures reach the error page', async () => {
    queryVisitor.mockRejectedValue(new CommerceError([{ message: 'down', extensions: { code: 'NETWORK' } }]));
    await expect(SettingsPage(props(LINK_HASH))).rejects.toBeInstanceOf(CommerceError);
  });

  it('says so when the link dies before the button is pressed', async () => {
    reads(false);
    const { user } = renderIsland(await elementOf(SettingsPage(props(LINK_HASH))), {
      mocks: [change(true, commerceError('NEWSLETTER_LINK_INVALID', 'errors.newsletterLinkInvalid'))],
    });
    await user.click(button(copy.confirm));
    const failure = await screen.findByTestId('link-failure');
    await waitFor(() => expect(failure).toHaveFocus());
    expect(screen.getByRole('link', { name: copy.toHome })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.confirm })).toBeNull();
  });

  it('keeps the button after a rate limit or another failure, with the translated reason', async () => {
    reads(true);
    const { user } = renderIsland(await elementOf(SettingsPage(props(LINK_HASH))), {
      mocks: [change(false, commerceError('RATE_LIMITED', 'errors.rateLimited')), change(false, false)],
    });
    await user.click(button(copy.unsubscribe));
    expect(await screen.findByText(en.errors.rateLimited)).toHaveAttribute('role', 'alert');
    expect(button(copy.unsubscribe)).toBeEnabled();
    await user.click(button(copy.unsubscribe));
    await waitFor(() =>
      expect(screen.getByTestId('newsletter-settings-outcome')).toHaveTextContent(copy.unsubscribedDone),
    );
    expect(screen.queryByText(en.errors.rateLimited)).toBeNull();
  });
});
