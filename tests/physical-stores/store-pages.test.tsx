// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StateProvider } from '@/lib/state/StateProvider';
import nl from '@/messages/nl.json';
import { elementOf, outcomeOf } from '../account/page-support';
import { storeFixture } from './store-fixture';

const reads = vi.hoisted(() => ({
  searchStores: vi.fn(),
  allStores: vi.fn(),
  getPhysicalStore: vi.fn(),
  buildTimeSampleStore: vi.fn(),
}));
vi.mock('@/lib/physical-stores/queries', () => reads);
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl', messages: nl, namespace: namespace as never }),
}));
vi.mock('@/lib/i18n/ClientMessages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/ClientMessages')>()),
  ClientMessages: ({ children }: { children: React.ReactNode }) => children,
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const { default: LocatorPage, generateMetadata: locatorMetadata } =
  await import('@/app/[storefront]/(shop)/geschaefte/page');
const { default: StorePageRoute, generateMetadata: storeMetadata } =
  await import('@/app/[storefront]/(shop)/geschaefte/[reference]/page');

const params = Promise.resolve({ storefront: 'nl' });

/** What the page's alerts say ('Use my location' keeps an empty one ready). */
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');
const locator = (query: Record<string, string>) => ({ params, searchParams: Promise.resolve(query) });

/** Renders a server page's element (async server components included) into the document. */
async function show(page: Promise<unknown>) {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <StateProvider>{await elementOf(page)}</StateProvider>
    </NextIntlClientProvider>,
  );
  document.body.innerHTML = await new Response(prelude).text();
}

const utrecht = storeFixture({
  providerId: 'store-utr-01',
  reference: 'utrecht-oudegracht',
  title: 'Utrecht Oudegracht',
  city: 'Utrecht',
  postcode: '3511 AJ',
  street: 'Oudegracht',
  houseNumber: '145',
  distance: 4_240,
});
const koeln = storeFixture({
  providerId: 'store-kol-01',
  reference: 'koln-schildergasse',
  title: 'Köln Schildergasse',
  city: 'Köln',
  country: 'DE',
  timeZone: 'Europe/Berlin',
  distance: 214_000,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the store locator page (spec §2 /geschaefte/)', () => {
  it('lists a search’s stores nearest first, each with distance, address, country and a link to its page', async () => {
    reads.searchStores.mockResolvedValue({ ok: true, stores: [utrecht, koeln] });
    await show(LocatorPage(locator({ q: ' Utrecht ' })));
    expect(reads.searchStores).toHaveBeenCalledWith('NL', { kind: 'place', q: 'Utrecht' });
    expect(screen.getByRole('searchbox', { name: nl.storeLocator.searchLabel })).toHaveValue('Utrecht');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/winkels/');
    expect(screen.getByRole('search')).toHaveAttribute('method', 'get');
    const results = screen.getByRole('region', { name: 'Winkels bij “Utrecht”' });
    const [first, second] = within(results).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Utrecht Oudegracht' }).getAttribute('href')).toMatch(
      /^\/winkels\/utrecht-oudegracht\/?$/,
    );
    expect(first).toHaveTextContent('op 4,2 km');
    expect(first).toHaveTextContent('3511 AJ Utrecht');
    expect(second).toHaveTextContent('op 214 km');
    expect(second).toHaveTextContent('Duitsland');
    expect(within(results).getByRole('status')).toHaveTextContent('2 winkels gevonden');
    // 'Use my location' waits for hydration; no map without MAP_TILE_URL.
    expect(screen.getByRole('button', { name: nl.storeLocator.useMyLocation })).toBeDisabled();
    expect(screen.queryByTestId('store-map')).toBeNull();
  });

  it('without a query: the storefront’s country first, by city, then the others', async () => {
    reads.allStores.mockResolvedValue([koeln, utrecht, storeFixture()]);
    await show(LocatorPage(locator({})));
    expect(reads.allStores).toHaveBeenCalledWith('NL', 'NL');
    const own = screen.getByRole('region', { name: 'Nederland' });
    expect(
      within(own)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Stride & Style Kalverstraat', 'Utrecht Oudegracht']);
    const abroad = screen.getByRole('region', { name: nl.storeLocator.storesAbroad });
    expect(within(abroad).getByRole('heading', { level: 3 })).toHaveTextContent('Köln Schildergasse');
  });

  it('says a place was not found, keeping it in the field, and tells a failing back end apart', async () => {
    reads.searchStores.mockResolvedValue({ ok: false, error: 'LOCATION_NOT_FOUND' });
    await show(LocatorPage(locator({ q: 'Xyzzy' })));
    expect(alertText()).toContain('We konden “Xyzzy” niet vinden.');
    expect(screen.getByRole('searchbox')).toHaveValue('Xyzzy');
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    reads.searchStores.mockRejectedValue(new Error('down'));
    await show(LocatorPage(locator({ q: 'Utrecht' })));
    expect(alertText()).toContain(nl.storeLocator.loadFailed);
  });

  it('asks nothing of commerce for a query it cannot take', async () => {
    await show(LocatorPage(locator({ lat: '999', lng: '4' })));
    expect(reads.searchStores).not.toHaveBeenCalled();
    expect(alertText()).toContain(nl.storeLocator.geolocationUnavailable);
  });

  it('names the storefront’s own path as canonical and every storefront’s as alternates; a search is noindex', async () => {
    const overview = await locatorMetadata(locator({}));
    expect(overview.alternates?.canonical).toBe('/winkels/');
    expect(overview.alternates?.languages).toMatchObject({
      'nl-NL': 'http://nl.localhost:3000/winkels/',
      'en-GB': 'http://uk.localhost:3000/stores/',
      'nl-BE': 'http://nl.be.localhost:3000/winkels/',
      'fr-BE': 'http://fr.be.localhost:3000/magasins/',
      'fr-FR': 'http://fr.localhost:3000/magasins/',
      'de-DE': 'http://de.localhost:3000/geschaefte/',
      'de-AT': 'http://at.localhost:3000/geschaefte/',
      'fr-LU': 'http://lu.localhost:3000/magasins/',
      'de-LU': 'http://de.lu.localhost:3000/geschaefte/',
      'x-default': 'http://uk.localhost:3000/stores/',
    });
    expect(overview.robots).toBeUndefined();
    expect((await locatorMetadata(locator({ q: 'Utrecht' }))).robots).toEqual({ index: false, follow: true });
  });
});

describe('a store page (spec §2 /geschaefte/{reference}/)', () => {
  const props = (reference: string) => ({ params: Promise.resolve({ storefront: 'nl', reference }) });

  it('shows the address, the phone as a tel: link, directions in a new tab, the week and ShoeStore JSON-LD', async () => {
    reads.getPhysicalStore.mockResolvedValue(utrecht);
    await show(StorePageRoute(props('utrecht-oudegracht')));
    expect(reads.getPhysicalStore).toHaveBeenCalledWith('NL', 'utrecht-oudegracht');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Utrecht Oudegracht');
    expect(screen.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    const directions = screen.getByRole('link', { name: /^Route plannen naar Utrecht Oudegracht/ });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('maandag09:00–12:30, 13:30–18:00');
    expect(rows[7]).toHaveTextContent('zondagGesloten');
    expect(screen.getByRole('button', { name: nl.storeLocator.saveStore })).toHaveAttribute('aria-disabled', 'true');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data[0]).toMatchObject({
      '@type': 'ShoeStore',
      name: 'Utrecht Oudegracht',
      url: 'http://nl.localhost:3000/winkels/utrecht-oudegracht/',
      telephone: '+31201234567',
    });
    const metadata = await storeMetadata(props('utrecht-oudegracht'));
    expect(metadata.title).toBe('Utrecht Oudegracht in Utrecht: openingstijden en adres');
    expect(metadata.alternates?.canonical).toBe('/winkels/utrecht-oudegracht/');
  });

  it('is a 404 for an unknown or malformed reference, the malformed one without asking commerce', async () => {
    reads.getPhysicalStore.mockResolvedValue(null);
    expect(await outcomeOf(StorePageRoute(props('gone-store')))).toEqual({ status: 404 });
    reads.getPhysicalStore.mockClear();
    expect(await outcomeOf(StorePageRoute(props('_none')))).toEqual({ status: 404 });
    expect(reads.getPhysicalStore).not.toHaveBeenCalled();
  });
});
