import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { afterEach } from 'vitest';
import { createCommerceCache } from '@/lib/apollo/cache';
import { StateProvider } from '@/lib/state/StateProvider';
import { Toasts } from '@/components/ui/Toasts';
import en from '@/messages/en.json';
import { setTestBrowserClient } from './browser-apollo-mock';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Code the islands load on first use (Apollo, zod) is a dynamic import that Vite transforms when first asked for:
// on a busy 2-core run that alone can take most of Testing Library's default second.
configure({ asyncUtilTimeout: 3000 });

/** English messages for a page rendered in a test (`render(page, { wrapper: EnglishMessages })`). */
export function EnglishMessages({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Amsterdam">
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Renders a client island as the storefront does: English messages (or `messages` in `locale`), an Apollo client (answers from
 * `mocks`, a MockLink) with the storefront's cache policies, the zustand stores and the toasts.
 * Islands that load Apollo lazily reach the same client when the test file mocks
 * `@/lib/apollo/browser-client` and `@/lib/apollo/ApolloProvider` with `./browser-apollo-mock`.
 */
export function renderIsland(
  ui: React.ReactElement,
  {
    mocks = [],
    locale = 'en',
    messages = en,
  }: { mocks?: MockLink.MockedResponse[]; locale?: string; messages?: AbstractIntlMessages } = {},
) {
  const client = new ApolloClient({ cache: createCommerceCache(), link: new MockLink(mocks) });
  setTestBrowserClient(client);
  const user = userEvent.setup();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
      <ApolloProvider client={client}>
        <StateProvider>
          {ui}
          <Toasts />
        </StateProvider>
      </ApolloProvider>
    </NextIntlClientProvider>,
  );
  return { client, user, ...view };
}
