import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent = vi.hoisted(() => ({
  calls: [] as { kind: string; options: { query: DocumentNode; variables: unknown; context: unknown } }[],
  answer: null as unknown,
}));

vi.mock('@/lib/apollo/server-client', () => ({
  processApolloClient: (kind: string) => ({
    query: async (options: { query: DocumentNode; variables: unknown; context: unknown }) => {
      sent.calls.push({ kind, options });
      if (sent.answer instanceof Error) throw sent.answer;
      return { data: sent.answer };
    },
  }),
}));

const { getProductUrlBySku } = await import('@/lib/commerce/product-url');
const { CommerceError } = await import('@/lib/commerce/errors');

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../commerce/schema.graphql'), 'utf8'));

describe('getProductUrlBySku (spec §7, legacy redirects)', () => {
  beforeEach(() => {
    sent.calls.length = 0;
  });

  it("asks commerce for the product's url in the store, without the visitor's token", async () => {
    sent.answer = { getProductUrlBySku: '/velora-runner-zwart-100001-001/' };
    await expect(getProductUrlBySku('BENL', '100001.001')).resolves.toBe('/velora-runner-zwart-100001-001/');
    const [call] = sent.calls;
    expect(call!.kind).toBe('default');
    expect(call!.options.variables).toEqual({ sku: '100001.001' });
    expect(call!.options.context).toEqual({ store: 'BENL' });
    expect(validate(schema, call!.options.query).map((error) => error.message)).toEqual([]);
  });

  it('is null for a SKU the store does not sell, and a CommerceError when commerce fails', async () => {
    sent.answer = { getProductUrlBySku: null };
    await expect(getProductUrlBySku('NL', '999999.999')).resolves.toBeNull();
    sent.answer = new Error('connection refused');
    await expect(getProductUrlBySku('NL', '100001.001')).rejects.toBeInstanceOf(CommerceError);
  });
});
