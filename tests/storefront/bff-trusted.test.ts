import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import manifest from '@/graphql/persisted-operations.json';

/**
 * Trusted documents and the body limit of the BFF (docs/decisions/0004-trusted-documents.md), against the
 * embedded back end.
 */

const params = Promise.resolve({ path: undefined });
const STORE_CONFIG = manifest.operations.find((operation) => operation.name === 'StoreConfig')!;
const AD_HOC = '{ storeConfig { currency { iso } } }';

function post(body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-store-key': 'NL', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response): Promise<{ code: string; messageKey: string }> {
  const json = (await response.json()) as { errors: { extensions: { code: string; messageKey: string } }[] };
  return json.errors[0]!.extensions;
}

beforeAll(async () => {
  configureCommerceDb({ dataDir: 'memory://' });
  configureSeed({ products: 20, images: false });
  await ensureCommerceReady();
});
afterAll(closeCommerceDb);
afterEach(() => vi.unstubAllEnvs());

describe('BFF in production', () => {
  it('runs a manifest operation sent by id', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = await POST(
      post({
        operationName: 'StoreConfig',
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: STORE_CONFIG.id } },
      }),
      { params },
    );
    const json = (await response.json()) as { data: { storeConfig: { countries: unknown[] } } };
    expect(response.status).toBe(200);
    expect(json.data.storeConfig.countries.length).toBeGreaterThan(0);
  });

  it('refuses an ad-hoc document with a typed error', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = await POST(post({ query: AD_HOC }), { params });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'OPERATION_NOT_TRUSTED', messageKey: 'errors.generic' });
  });

  it('answers an unknown id without a document with PERSISTED_QUERY_NOT_FOUND, so Apollo retries with the document', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = await POST(post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }), {
      params,
    });
    expect((await errorOf(response)).code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('runs ad-hoc documents for a caller holding COMMERCE_API_KEY, and for nobody when it is unset', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('COMMERCE_API_KEY', 'a-long-shared-secret');
    const trusted = await POST(post({ query: AD_HOC }, { 'x-commerce-api-key': 'a-long-shared-secret' }), { params });
    expect(
      ((await trusted.json()) as { data: { storeConfig: { currency: { iso: string } } } }).data.storeConfig.currency
        .iso,
    ).toBe('EUR');
    const wrong = await POST(post({ query: AD_HOC }, { 'x-commerce-api-key': 'a-long-shared-secreT' }), { params });
    expect((await errorOf(wrong)).code).toBe('OPERATION_NOT_TRUSTED');
    vi.stubEnv('COMMERCE_API_KEY', '');
    const unset = await POST(post({ query: AD_HOC }, { 'x-commerce-api-key': '' }), { params });
    expect((await errorOf(unset)).code).toBe('OPERATION_NOT_TRUSTED');
  });
});

describe('BFF in development', () => {
  it('runs ad-hoc documents', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const response = await POST(post({ query: AD_HOC }), { params });
    expect(
      ((await response.json()) as { data: { storeConfig: { currency: { iso: string } } } }).data.storeConfig.currency
        .iso,
    ).toBe('EUR');
  });
});

describe('BFF body limit', () => {
  it('counts bytes, not characters: 76,850 bytes of € are refused', async () => {
    const query = `{ storeConfig { currency { iso } } } #${'€'.repeat(25_600)}`;
    expect(Buffer.byteLength(JSON.stringify({ query }))).toBeGreaterThan(64 * 1024);
    expect(JSON.stringify({ query }).length).toBeLessThan(64 * 1024);
    const response = await POST(post({ query }), { params });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('REQUEST_TOO_LARGE');
  });

  it('refuses a body that is not JSON with a typed error', async () => {
    const response = await POST(post('{"query": '), { params });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', messageKey: 'errors.generic' });
  });
});
