// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Login } from '@/graphql/account';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { contextWith, customer } from './account-fixture';
import { elementOf, outcomeOf } from './page-support';
import { renderIsland } from '../support/render';

// The bot check is tested on its own (tests/bot-check/); here it passes.
vi.mock('@/lib/bot-check/client', () => ({
  botCheckToken: async () => 'solved-check',
  prepareBotCheck: () => undefined,
}));

const MESSAGES = { en, de } as const;
const state = vi.hoisted(() => ({ language: 'en' as 'en' | 'de', customer: null as unknown }));
const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: state.language, messages: MESSAGES[state.language], namespace: namespace as never }),
}));
vi.mock('@/lib/commerce/queries', () => ({
  getVisitorCustomer: vi.fn(async () => state.customer),
  getStoreConfig: async () => ({
    countries: [],
    salutations: [
      { id: 'mr', key: 'mr', displayName: 'Herr' },
      { id: 'mrs', key: 'mrs', displayName: 'Frau' },
    ],
  }),
}));
vi.mock('@/lib/i18n/ClientMessages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/ClientMessages')>()),
  ClientMessages: ({ children }: { children: React.ReactNode }) => children,
}));
// Commerce calls load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));

const loginPage = await import('@/app/[storefront]/(shop)/account/page');
const registerPage = await import('@/app/[storefront]/(shop)/account/create/page');
const recoveryPage = await import('@/app/[storefront]/(shop)/account/recover/password/page');
const { getVisitorCustomer } = await import('@/lib/commerce/queries');

beforeEach(() => {
  state.language = 'en';
  state.customer = null;
  router.replace.mockClear();
  vi.mocked(getVisitorCustomer).mockClear();
});

const params = (storefront = 'nl') => Promise.resolve({ storefront });
const loginProps = (search: Record<string, string> = {}) => ({
  params: params(),
  searchParams: Promise.resolve(search),
});

describe('guest-only pages redirect a logged-in visitor (spec §2 guards, §6)', () => {
  it('sends a logged-in visitor from the login page to /customer/, whatever the redirect parameter', async () => {
    state.customer = customer();
    expect(await outcomeOf(loginPage.default(loginProps({ redirect: '/checkout/' })))).toEqual({
      redirect: '/customer/',
    });
    expect(getVisitorCustomer).toHaveBeenCalledWith('NL');
  });

  it('sends a logged-in visitor from the register page to /customer/', async () => {
    state.customer = customer();
    expect(await outcomeOf(registerPage.default({ params: params('de') }))).toEqual({ redirect: '/customer/' });
    expect(getVisitorCustomer).toHaveBeenCalledWith('DE');
  });

  it('shows a guest the login form, with links to recovery and register', async () => {
    renderIsland(await elementOf(loginPage.default(loginProps())));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Log in']);
    expect(screen.getByLabelText('E-mail *')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/account\/create\/?$/),
    );
  });

  it('shows a guest the register form with the store’s salutations, translated (de, "Sie")', async () => {
    state.language = 'de';
    renderIsland(await elementOf(registerPage.default({ params: params('de') })));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Konto erstellen']);
    // The island reads the test's English messages; the page's own copy is German.
    expect(screen.getByText(de.account.register.intro)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});

describe('login page redirect parameter (never trusted)', () => {
  async function loginThenTarget(search: Record<string, string>) {
    const page = await elementOf(loginPage.default(loginProps(search)));
    const { user } = renderIsland(page, {
      mocks: [
        {
          request: { query: Login, variables: { username: 'anna@example.com', password: 'secret pass' } },
          result: { data: { login: contextWith(customer()) } },
        },
      ],
    });
    await user.type(screen.getByLabelText('E-mail *'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password *'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalled());
    return router.replace.mock.calls[0]![0];
  }

  it('goes to a same-site redirect target after login', async () => {
    expect(await loginThenTarget({ redirect: '/checkout/' })).toBe('/checkout/');
  });

  it('goes to /customer/ for another site', async () => {
    expect(await loginThenTarget({ redirect: 'https://evil.example/' })).toBe('/customer/');
  });

  it('goes to /customer/ without a target (spec §9)', async () => {
    expect(await loginThenTarget({})).toBe('/customer/');
  });
});

describe('titles and robots', () => {
  it.each([
    ['en', 'Log in', 'Create an account', 'Forgot your password'],
    ['de', 'Anmelden', 'Konto erstellen', 'Passwort vergessen'],
  ] as const)('are translated and not for search engines (%s)', async (language, login, register, recovery) => {
    state.language = language;
    expect(await loginPage.generateMetadata(loginProps())).toEqual({ title: login, robots: { index: false } });
    expect(await registerPage.generateMetadata({ params: params() })).toEqual({
      title: register,
      robots: { index: false },
    });
    expect(await recoveryPage.generateMetadata({ params: params() })).toEqual({
      title: recovery,
      robots: { index: false },
    });
  });

  it('render per request where they read the session, and not the recovery page', () => {
    expect(loginPage.instant).toBe(false);
    expect(registerPage.instant).toBe(false);
    expect('instant' in recoveryPage).toBe(false);
  });
});
