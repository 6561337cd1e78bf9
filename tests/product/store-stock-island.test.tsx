// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreStockNearby, StoreStockSaved } from '@/graphql/store-stock';
import { StoreStockTrigger } from '@/components/product/store-stock/StoreStockTrigger';
import { NEAREST_STORES } from '@/lib/store-stock/store-availability';
import { PLACE_STORAGE_KEY, storePlaceStore } from '@/lib/store-stock/place';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

const SIZES = [
  { sku: '100001.001.38', size: '38' },
  { sku: '100001.001.39', size: '39' },
];
const SKUS = SIZES.map((size) => size.sku);

function servicePoint(providerId: string, title: string, distance: number) {
  return {
    __typename: 'ServicePoint',
    providerId,
    reference: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    street: 'Oudegracht',
    houseNumber: '12',
    houseNumberAddition: null,
    postcode: '3511 AB',
    city: 'Utrecht',
    distance,
    timeZone: 'Europe/Amsterdam',
    openingDays: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      __typename: 'OpeningDay',
      day,
      open: true,
      periods: [{ __typename: 'OpeningPeriod', start: '09:30', end: '18:00' }],
    })),
    openingDayExceptions: [],
  };
}

const STOCK = [
  {
    __typename: 'StockEntry',
    sku: '100001.001.38',
    locations: [
      { __typename: 'StoreStockLocation', code: 's1', qty: 3 },
      { __typename: 'StoreStockLocation', code: 's2', qty: 1 },
    ],
  },
  {
    __typename: 'StockEntry',
    sku: '100001.001.39',
    locations: [{ __typename: 'StoreStockLocation', code: 's3', qty: 1 }],
  },
];
const STORES = [
  servicePoint('s1', 'Utrecht Centrum', 850),
  servicePoint('s2', 'Utrecht Hoog Catharijne', 1450),
  servicePoint('s3', 'Zeist', 9800),
];

function nearbyMock(where: Record<string, unknown>, savedIds: string[] = [], saved: unknown[] = []) {
  return {
    request: {
      query: StoreStockNearby,
      variables: { skus: SKUS, query: { providers: ['stores'], limit: NEAREST_STORES, ...where }, savedIds },
    },
    result: { data: { findServicePoints: STORES, physicalStores: saved, storeStock: STOCK } },
  };
}

function savedMock(savedIds: string[], saved: unknown[]) {
  return {
    request: { query: StoreStockSaved, variables: { skus: SKUS, savedIds } },
    result: { data: { physicalStores: saved, storeStock: STOCK } },
  };
}

function renderTrigger(options: { mocks: MockLink.MockedResponse[] }, savedStoreIds?: string[]) {
  return renderIsland(
    <StoreStockTrigger
      label="Check availability in store"
      owner="100001.001"
      sizes={SIZES}
      isOneSize={false}
      sizeAttributeName="size"
      savedStoreIds={savedStoreIds}
    />,
    options,
  );
}

async function openDialog(user: ReturnType<typeof renderIsland>['user']) {
  await user.click(screen.getByRole('button', { name: 'Check availability in store' }));
  // The dialog is fetched on the first press.
  return screen.findByRole('dialog', { name: 'Availability in store' });
}

const rowOf = (dialog: HTMLElement, store: string) => within(dialog).getByRole('link', { name: store }).closest('li')!;

beforeEach(() => {
  sessionStorage.clear();
  storePlaceStore.setState({ place: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Check availability in store' (spec §7 Stock for stores, findServicePoints)", () => {
  it('asks for a size first, then lists the nearest stores with the size state in each', async () => {
    const { user } = renderTrigger({ mocks: [nearbyMock({ location: 'Utrecht' })] });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Select a size first');
    expect(within(dialog).queryByRole('list')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '38' }));
    expect(within(dialog).getByRole('button', { name: '38' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(dialog).getByLabelText('Zip code or city'), 'Utrecht');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await within(dialog).findByRole('heading', { name: 'Stores near Utrecht' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 stores found');
    const links = within(dialog).getAllByRole('link');
    // (next/link drops the trailing slash outside the app, whose `trailingSlash` keeps it.)
    expect(links.map((link) => link.getAttribute('href')?.replace(/\/$/, ''))).toEqual([
      '/geschaefte/utrecht-centrum',
      '/geschaefte/utrecht-hoog-catharijne',
      '/geschaefte/zeist',
    ]);
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent('In stock');
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent('0.9 km');
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent(/Today 09:30–18:00/);
    expect(rowOf(dialog, 'Utrecht Hoog Catharijne')).toHaveTextContent('Last items');
    expect(rowOf(dialog, 'Zeist')).toHaveTextContent('Not available');
    expect(rowOf(dialog, 'Zeist')).toHaveTextContent('9.8 km');

    // Another size: the stock already fetched answers at once.
    await user.click(within(dialog).getByRole('button', { name: '39' }));
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent('Not available');
    expect(rowOf(dialog, 'Zeist')).toHaveTextContent('Last items');

    expect(JSON.parse(sessionStorage.getItem(PLACE_STORAGE_KEY)!).state.place).toEqual({
      kind: 'search',
      location: 'Utrecht',
    });
  });

  it('returns focus to the trigger when the dialog closes', async () => {
    const { user } = renderTrigger({ mocks: [] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check availability in store' })).toHaveFocus();
  });

  it('needs a zip code or city to search', async () => {
    const { user } = renderTrigger({ mocks: [] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Enter a zip code or city')).toBeVisible();
    expect(within(dialog).getByLabelText('Zip code or city')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the place remembered in session storage without asking again, and ignores a tampered one', async () => {
    sessionStorage.setItem(PLACE_STORAGE_KEY, JSON.stringify({ state: { place: { kind: 'evil', x: 1 } }, version: 1 }));
    await storePlaceStore.persist.rehydrate();
    expect(storePlaceStore.getState().place).toBeNull();

    sessionStorage.setItem(
      PLACE_STORAGE_KEY,
      JSON.stringify({ state: { place: { kind: 'search', location: '3511' } }, version: 1 }),
    );
    await storePlaceStore.persist.rehydrate();
    const { user } = renderTrigger({ mocks: [nearbyMock({ location: '3511' })] });
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Zip code or city')).toHaveValue('3511');
    await user.click(within(dialog).getByRole('button', { name: '38' }));
    expect(await within(dialog).findByRole('heading', { name: 'Stores near 3511' })).toBeVisible();
  });

  it('lists saved stores first, also when they are not near (the saved-stores seam)', async () => {
    const far = servicePoint('s7', 'Berlin Mitte', 0);
    const { user } = renderTrigger(
      {
        mocks: [
          savedMock(['s7', 's2'], [far, STORES[1]]),
          nearbyMock({ location: 'Utrecht' }, ['s7', 's2'], [far, STORES[1]]),
        ],
      },
      ['s7', 's2'],
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '38' }));
    await user.type(within(dialog).getByLabelText('Zip code or city'), 'Utrecht');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByRole('heading', { name: 'Stores near Utrecht' });
    const names = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Utrecht Hoog Catharijne', 'Berlin Mitte', 'Utrecht Centrum', 'Zeist']);
    expect(rowOf(dialog, 'Berlin Mitte')).toHaveTextContent('Your store');
    expect(rowOf(dialog, 'Berlin Mitte')).not.toHaveTextContent('km');
  });

  it('shows the saved stores before any place is given', async () => {
    const { user } = renderTrigger(
      {
        mocks: [savedMock(['s1'], [servicePoint('s1', 'Utrecht Centrum', 0)])],
      },
      ['s1'],
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '38' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your stores' })).toBeVisible();
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent('In stock');
  });

  it('says when the place cannot be found', async () => {
    const { user } = renderTrigger({
      mocks: [
        {
          request: nearbyMock({ location: 'Atlantis' }).request,
          result: {
            errors: [{ message: 'No such place', extensions: { code: 'LOCATION_NOT_FOUND' } }],
          } as never,
        },
      ],
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '38' }));
    await user.type(within(dialog).getByLabelText('Zip code or city'), 'Atlantis');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(
      await within(dialog).findByText('We could not find that place. Check the zip code or city.'),
    ).toHaveAttribute('role', 'alert');
  });

  it("searches near the browser's position with 'Use my location', and says when there is none", async () => {
    let answer: 'ok' | 'denied' = 'ok';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          answer === 'ok'
            ? ok({ coords: { latitude: 52.09071, longitude: 5.12142 } } as GeolocationPosition)
            : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const { user } = renderTrigger({ mocks: [nearbyMock({ lat: 52.091, lng: 5.121 })] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '38' }));
    answer = 'denied';
    await user.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    expect(await within(dialog).findByText(/Your location is not available/)).toBeVisible();
    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    expect(await within(dialog).findByRole('heading', { name: 'Stores near your location' })).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByText(/Your location is not available/)).toBeNull());
    expect(rowOf(dialog, 'Utrecht Centrum')).toHaveTextContent('In stock');
  });
});
