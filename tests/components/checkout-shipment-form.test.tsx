// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateShippingMethod } from '@/graphql/checkout';
import { PickupPoints } from '@/graphql/pickup';
import { ShipmentForm, type ShipmentMethod } from '@/components/checkout/ShipmentForm';
import { renderIsland } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
vi.mock('@/components/layout/RouteProgress', () => ({ startRouteProgress: () => {} }));
// The steps' mutations load the browser's client on first use: the client renderIsland made.
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

beforeEach(() => push.mockReset());

const METHODS: ShipmentMethod[] = [
  { id: 'de-standard', name: 'Standardversand', description: null, priceLabel: '4,95 €', pickup: null },
  {
    id: 'de-dhl-packstation',
    name: 'DHL Packstation',
    description: null,
    priceLabel: '4,95 €',
    pickup: { provider: 'dhl', locationTypes: ['packstation'] },
  },
];

const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  __typename: 'OpeningDay' as const,
  day,
  open: true,
  periods: [{ __typename: 'OpeningPeriod' as const, start: '00:00', end: '24:00' }],
}));

const packstation = (providerId: string, title: string, distance: number) => ({
  __typename: 'ServicePoint' as const,
  provider: 'dhl',
  providerId,
  title,
  street: 'Invalidenstraße',
  houseNumber: '10',
  houseNumberAddition: null,
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  distance,
  locationType: 'packstation',
  timeZone: 'Europe/Berlin',
  openingDays: allDay,
  openingDayExceptions: [],
});

const pointsMock = {
  request: {
    query: PickupPoints,
    variables: {
      query: { providers: ['dhl'], locationTypes: ['packstation'], country: 'DE', limit: 10, location: '10115' },
    },
  },
  result: {
    data: {
      findServicePoints: [
        packstation('dhl-ps-101', 'Packstation 101', 350),
        packstation('dhl-ps-102', 'Packstation 102', 900),
      ],
    },
  },
};

const saved = (id: string, servicePoint: unknown) => ({
  request: { query: UpdateShippingMethod, variables: { id, servicePoint } },
  result: {
    data: {
      updateShippingMethod: { __typename: 'Context', shippingMethod: { __typename: 'ShippingMethod', id } },
    },
  },
});

function renderForm(mocks: NonNullable<Parameters<typeof renderIsland>[1]>['mocks']) {
  return renderIsland(
    <ShipmentForm methods={METHODS} selectedId={null} chosen={null} country="DE" initialLocation="10115" />,
    { mocks },
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

describe('shipment step with pickup points (spec §2 Checkout, §3 service_points_provider, §5)', () => {
  it('saves home delivery without a point and goes to the payment step', async () => {
    const { user } = renderForm([saved('de-standard', null)]);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/payment/'));
  });

  it('lists the Packstations near the address and asks for a point first', async () => {
    const { user } = renderForm([pointsMock]);
    await user.click(screen.getByRole('radio', { name: /DHL Packstation/ }));
    const group = await screen.findByRole('group', { name: 'Pickup points near 10115' });
    expect(group).toHaveTextContent('Packstation 101');
    expect(screen.getAllByRole('radio', { name: /Packstation 10\d/ })).toHaveLength(2);
    await user.click(continueButton());
    expect(await screen.findByText('Please choose a pickup point.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Packstation 101/ })).toHaveFocus());
    expect(push).not.toHaveBeenCalled();
  });

  it('refuses a Packstation without a valid DHL customer number, then sends it without spaces', async () => {
    const { user } = renderForm([
      pointsMock,
      saved('de-dhl-packstation', { provider: 'dhl', providerId: 'dhl-ps-102', dhlCustomerNumber: '12345678' }),
    ]);
    await user.click(screen.getByRole('radio', { name: /DHL Packstation/ }));
    await user.click(await screen.findByRole('radio', { name: /Packstation 102/ }));
    const field = screen.getByLabelText('DHL customer number (Postnummer)');
    await user.click(continueButton());
    expect(await screen.findByText('DHL customer number required')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, '12a45');
    await user.click(continueButton());
    expect(await screen.findByText('The DHL customer number has 6 to 10 digits.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1234 5678');
    await user.click(continueButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/payment/'));
  });

  it('shows the back end’s refusal of a point in the shopper’s language and stays on the step', async () => {
    const { user } = renderForm([
      pointsMock,
      {
        request: {
          query: UpdateShippingMethod,
          variables: {
            id: 'de-dhl-packstation',
            servicePoint: { provider: 'dhl', providerId: 'dhl-ps-101', dhlCustomerNumber: '7654321' },
          },
        },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'gone',
              extensions: { code: 'SERVICE_POINT_NOT_FOUND', messageKey: 'errors.servicePointNotFound' },
            },
          ],
        }),
      },
    ]);
    await user.click(screen.getByRole('radio', { name: /DHL Packstation/ }));
    await user.click(await screen.findByRole('radio', { name: /Packstation 101/ }));
    await user.type(screen.getByLabelText('DHL customer number (Postnummer)'), '7654321');
    await user.click(continueButton());
    expect(
      await screen.findByText('This pickup point is no longer available. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('DHL customer number (Postnummer)')).toHaveValue('7654321');
    expect(push).not.toHaveBeenCalled();
  });
});
