import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getVariableValues,
  Kind,
  parse,
  print,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { RegisterCustomer } from '@/graphql/account';
import { PlaceOrder } from '@/graphql/checkout';
import { AddNewsletterMember } from '@/graphql/newsletter';
import { attributeToBranch, needsAttribution } from '@/lib/tabletop/attribution';

const BRANCH = 'NL042';

/** The documents as the BFF receives them: the full text (commerce always gets the full document). */
const NEWSLETTER = print(AddNewsletterMember as DocumentNode);
const REGISTER = print(RegisterCustomer as DocumentNode);
const ORDER = print(PlaceOrder as DocumentNode);

const signUp = (input: Record<string, unknown>) => ({
  query: NEWSLETTER,
  operationName: 'AddNewsletterMember',
  variables: { input: { email: 'anna@example.com', ...input } },
});

const register = (input: Record<string, unknown> = {}) => ({
  query: REGISTER,
  operationName: 'RegisterCustomer',
  variables: {
    input: {
      salutationId: 'mrs',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.com',
      password: 'long enough',
      newsletter: true,
      ...input,
    },
  },
});

describe('attributeToBranch with a confirmed branch code (spec §4 "The code sets the branch code and the newsletter source")', () => {
  it.each([
    ['website', 'instore'],
    ['webshop', 'instore'],
    ['loyalty', 'instore_loyalty'],
    ['loyalty_newsletter', 'instore_loyalty_newsletter'],
  ])('a newsletter sign-up from %s becomes %s with the branch code', (source, inStore) => {
    const attributed = attributeToBranch(signUp({ source }), BRANCH);
    expect(attributed.variables).toEqual({ input: { email: 'anna@example.com', source: inStore, branchcode: BRANCH } });
    expect(attributed.query).toBe(NEWSLETTER);
    expect(attributed.operationName).toBe('AddNewsletterMember');
  });

  it('a newsletter sign-up without a source gets instore; an in-store or other source stays', () => {
    expect(attributeToBranch(signUp({}), BRANCH).variables).toEqual({
      input: { email: 'anna@example.com', source: 'instore', branchcode: BRANCH },
    });
    expect(attributeToBranch(signUp({ source: 'instore_loyalty' }), BRANCH).variables?.input).toMatchObject({
      source: 'instore_loyalty',
      branchcode: BRANCH,
    });
  });

  it('overwrites a branch code the browser sent with the confirmed one', () => {
    expect(attributeToBranch(signUp({ source: 'website', branchcode: 'FORGED' }), BRANCH).variables?.input).toEqual({
      email: 'anna@example.com',
      source: 'instore',
      branchcode: BRANCH,
    });
    expect(
      attributeToBranch({ query: ORDER, variables: { order: { branchCode: 'FORGED' } } }, BRANCH).variables,
    ).toEqual({
      order: { branchCode: BRANCH },
    });
  });

  it('a club registration gets branchcode, its other fields untouched', () => {
    const operation = register();
    expect(attributeToBranch(operation, BRANCH).variables).toEqual({
      input: { ...operation.variables.input, branchcode: BRANCH },
    });
  });

  it('an order without variables gets variables.order = { branchCode }', () => {
    expect(attributeToBranch({ query: ORDER, operationName: 'PlaceOrder' }, BRANCH)).toEqual({
      query: ORDER,
      operationName: 'PlaceOrder',
      variables: { order: { branchCode: BRANCH } },
    });
    expect(
      attributeToBranch({ query: ORDER, variables: { order: { customerComment: 'Gift wrap' } } }, BRANCH).variables,
    ).toEqual({ order: { customerComment: 'Gift wrap', branchCode: BRANCH } });
  });

  it('follows the variable the argument reads, whatever its name, also under an alias', () => {
    const query = 'mutation Join($who: NewsletterInput!) { joined: ttAddNewsletterMember(input: $who) }';
    expect(
      attributeToBranch({ query, variables: { who: { email: 'a@b.c', source: 'loyalty' } } }, BRANCH).variables,
    ).toEqual({
      who: { email: 'a@b.c', source: 'instore_loyalty', branchcode: BRANCH },
    });
  });
});

describe('attributeToBranch without a branch code (any browser not in tabletop mode)', () => {
  it.each([
    ['instore', 'website'],
    ['instore_loyalty', 'loyalty'],
    ['instore_loyalty_newsletter', 'loyalty_newsletter'],
  ])('takes a forged branchcode out and maps the in-store source %s back to %s', (source, online) => {
    expect(attributeToBranch(signUp({ source, branchcode: 'FORGED' }), null).variables).toEqual({
      input: { email: 'anna@example.com', source: online },
    });
  });

  it('leaves an online source alone and adds none', () => {
    expect(attributeToBranch(signUp({ source: 'loyalty' }), null).variables).toEqual({
      input: { email: 'anna@example.com', source: 'loyalty' },
    });
    expect(attributeToBranch(signUp({}), null).variables).toEqual({ input: { email: 'anna@example.com' } });
  });

  it('takes a forged branchcode out of a club registration and a forged branchCode out of an order', () => {
    expect(attributeToBranch(register({ branchcode: 'FORGED' }), null).variables).toEqual(register().variables);
    expect(
      attributeToBranch({ query: ORDER, variables: { order: { customerComment: 'x', branchCode: 'FORGED' } } }, null)
        .variables,
    ).toEqual({ order: { customerComment: 'x' } });
  });
});

describe('attributeToBranch leaves everything else as it was', () => {
  it('returns a query, and an unrelated mutation, as the same object', () => {
    const query = { query: 'query Cart { getCart { token } }', variables: { input: { branchcode: 'X' } } };
    const mutation = {
      query: 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: 'a', p: 'b' },
    };
    for (const code of [BRANCH, null]) {
      expect(attributeToBranch(query, code)).toBe(query);
      expect(attributeToBranch(mutation, code)).toBe(mutation);
    }
  });

  it('returns the operation unchanged when the chosen operation is not an attributed mutation', () => {
    const document = `${NEWSLETTER}\nquery Other { getCart { token } }`;
    const operation = { query: document, operationName: 'Other', variables: { input: { source: 'website' } } };
    expect(attributeToBranch(operation, BRANCH)).toBe(operation);
  });

  it('leaves an argument written as a literal alone', () => {
    const operation = {
      query: 'mutation { ttAddNewsletterMember(input: { email: "a@b.c", source: "website" }) }',
      variables: { input: { source: 'website' } },
    };
    expect(attributeToBranch(operation, BRANCH)).toBe(operation);
    const literalOrder = { query: 'mutation { placeOrder(order: { customerComment: "x" }) { id } }' };
    expect(attributeToBranch(literalOrder, BRANCH)).toBe(literalOrder);
  });

  it('returns an unparsable document unchanged', () => {
    const operation = {
      query: 'mutation { ttAddNewsletterMember(input: $input',
      variables: { input: { source: 'x' } },
    };
    expect(attributeToBranch(operation, BRANCH)).toBe(operation);
    expect(attributeToBranch(operation, null)).toBe(operation);
  });

  it('does not change the caller’s variables object', () => {
    const input = { email: 'anna@example.com', source: 'website', branchcode: 'FORGED' };
    const variables = { input };
    const operation = { query: NEWSLETTER, variables };
    const snapshot = structuredClone(variables);
    const stamped = attributeToBranch(operation, BRANCH);
    const cleaned = attributeToBranch(operation, null);
    expect(variables).toEqual(snapshot);
    expect(operation.variables).toBe(variables);
    expect(variables.input).toBe(input);
    expect(stamped.variables).not.toBe(variables);
    expect(cleaned.variables?.input).not.toBe(input);
  });
});

describe('needsAttribution', () => {
  it('is true for a newsletter sign-up, club registration or order among the root fields', () => {
    expect(needsAttribution(['ttAddNewsletterMember'])).toBe(true);
    expect(needsAttribution(['registerCustomer'])).toBe(true);
    expect(needsAttribution(['placeOrder'])).toBe(true);
    expect(needsAttribution(['updatePaymentMethod', 'placeOrder'])).toBe(true);
  });

  it('is false for other root fields and for none', () => {
    expect(needsAttribution([])).toBe(false);
    expect(needsAttribution(['login', 'addToCart', 'handlePayment', 'newsletterSettings'])).toBe(false);
    expect(needsAttribution(['PlaceOrder', 'branchcode'])).toBe(false);
  });
});

/**
 * What the BFF forwards must still be a request commerce accepts: the stamped variables are coerced
 * against the input types of commerce/schema.graphql, the contract both the embedded back end and a
 * remote one implement (tests/storefront/remote-commerce.test.ts).
 */
describe('attributed operations against the commerce contract (commerce/schema.graphql)', () => {
  const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../commerce/schema.graphql'), 'utf8'));
  const coercionErrors = (operation: { query: string; variables?: Record<string, unknown> }) => {
    const definition = parse(operation.query).definitions.find(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    )!;
    const result = getVariableValues(schema, definition.variableDefinitions ?? [], operation.variables ?? {});
    return (result.errors ?? []).map((error) => error.message);
  };

  it('a stamped newsletter sign-up is accepted', () => {
    expect(coercionErrors(attributeToBranch(signUp({ source: 'website' }), BRANCH))).toEqual([]);
  });

  it('a stamped club registration is accepted', () => {
    expect(coercionErrors(attributeToBranch(register(), BRANCH))).toEqual([]);
  });

  it('a stamped order is accepted', () => {
    expect(coercionErrors(attributeToBranch({ query: ORDER, operationName: 'PlaceOrder' }, BRANCH))).toEqual([]);
  });

  it('operations from an ordinary browser are accepted', () => {
    expect(coercionErrors(attributeToBranch(signUp({ source: 'instore' }), null))).toEqual([]);
    expect(coercionErrors(attributeToBranch(register(), null))).toEqual([]);
    expect(coercionErrors(attributeToBranch({ query: ORDER, operationName: 'PlaceOrder' }, null))).toEqual([]);
  });
});
