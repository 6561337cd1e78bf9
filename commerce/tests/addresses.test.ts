import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type Harness } from './harness';
import { registeredCustomer } from './account-support';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => h?.stop());

const FIELDS = 'id firstName street zipcode city countryId country { name } salutation { key }';
const LIST = `query { addresses { ${FIELDS} } }`;
const ADD = `mutation A($input: CustomerAddressInput!) { addAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: CustomerAddressInput!) { updateAddress(addressId: $id, input: $input) { customer { id } } }`;
const DELETE = `mutation D($id: ID!) { deleteAddress(addressId: $id) { success } }`;
const DEFAULT_BILLING = `mutation B($id: ID!) { defaultBillingAddress(addressId: $id) { customer { defaultBillingAddressId defaultShippingAddressId } } }`;
const DEFAULT_SHIPPING = `mutation S($id: ID!) { defaultShippingAddress(addressId: $id) { customer { defaultBillingAddressId defaultShippingAddressId } } }`;
const SHIP_TO = `mutation T($id: ID!) { setShippingAddress(id: $id) { customer { activeShippingAddress { id city } } } }`;

const address = (overrides: Record<string, string> = {}) => ({
  salutationId: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Keizersgracht 1',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  countryId: 'NL',
  phoneNumber: '+31 20 123 4567',
  ...overrides,
});

describe('address book (§7 Addresses)', () => {
  it('is for logged-in customers only', async () => {
    expect((await h.gql(LIST, {})).code).toBe('NOT_LOGGED_IN');
    expect((await h.gql(ADD, { input: address() })).code).toBe('NOT_LOGGED_IN');
  });

  it('adds, lists, updates and sets defaults; the first address is both defaults; a default stays', async () => {
    const token = await registeredCustomer(h);
    const home = (await h.gql(ADD, { input: address() }, { token })).data!.addAddress;
    expect(home).toMatchObject({ city: 'Amsterdam', countryId: 'NL', country: { name: 'Nederland' } });
    const work = (await h.gql(ADD, { input: address({ city: 'Utrecht', zipcode: '3511 AB' }) }, { token })).data!
      .addAddress;
    expect((await h.gql(LIST, {}, { token })).data!.addresses.map((a: { id: string }) => a.id)).toEqual([
      home.id,
      work.id,
    ]);
    expect((await h.gql(DEFAULT_SHIPPING, { id: work.id }, { token })).data!.defaultShippingAddress.customer).toEqual({
      defaultBillingAddressId: home.id,
      defaultShippingAddressId: work.id,
    });
    expect((await h.gql(DELETE, { id: work.id }, { token })).code).toBe('ADDRESS_IS_DEFAULT');
    await h.gql(DEFAULT_SHIPPING, { id: home.id }, { token });
    expect((await h.gql(DELETE, { id: work.id }, { token })).data!.deleteAddress.success).toBe(true);

    const updated = await h.gql(UPDATE, { id: home.id, input: address({ city: 'Haarlem' }) }, { token });
    expect(updated.errors).toBeUndefined();
    expect(
      (await h.gql(SHIP_TO, { id: home.id }, { token })).data!.setShippingAddress.customer.activeShippingAddress,
    ).toEqual({ id: home.id, city: 'Haarlem' });
  });

  it('validates on the server, against the store’s countries', async () => {
    const token = await registeredCustomer(h);
    const bad = await h.gql(
      ADD,
      { input: address({ countryId: 'US', zipcode: '', phoneNumber: 'call me' }) },
      { token },
    );
    expect(bad.code).toBe('INVALID_ADDRESS');
    expect(bad.errors![0]!.extensions!.fields).toEqual(expect.arrayContaining(['countryId', 'zipcode', 'phoneNumber']));
  });

  it('customer B can never read, change, delete, default or ship to customer A’s address', async () => {
    const a = await registeredCustomer(h);
    const b = await registeredCustomer(h);
    const mine = (await h.gql(ADD, { input: address() }, { token: a })).data!.addAddress;
    await h.gql(ADD, { input: address({ city: 'Rotterdam' }) }, { token: b });

    expect((await h.gql(LIST, {}, { token: b })).data!.addresses.map((x: { id: string }) => x.id)).not.toContain(
      mine.id,
    );
    for (const [query, variables] of [
      [UPDATE, { id: mine.id, input: address({ city: 'Evil' }) }],
      [DELETE, { id: mine.id }],
      [DEFAULT_BILLING, { id: mine.id }],
      [DEFAULT_SHIPPING, { id: mine.id }],
      [SHIP_TO, { id: mine.id }],
    ] as const) {
      expect((await h.gql(query, variables, { token: b })).code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await h.gql(LIST, {}, { token: a })).data!.addresses).toEqual([mine]);
    expect((await h.gql(DELETE, { id: 'not-a-uuid' }, { token: b })).code).toBe('ADDRESS_NOT_FOUND');
  });
});
