import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { buildSchema, print, validate, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_OPERATIONS } from '@/graphql/index';
import { buildPersistedManifest, persistedIdsOf } from '@/lib/graphql/persisted-manifest';
import { createCommerceCache } from '@/lib/apollo/cache';
import { createPersistedOperationsLink } from '@/lib/apollo/persisted';

const root = path.resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(path.join(root, 'commerce/schema.graphql'), 'utf8'));

describe('storefront GraphQL operations (docs/architecture.md "Storefront data layer", docs/decisions/0004-trusted-documents.md)', () => {
  it.each(Object.entries(STOREFRONT_OPERATIONS))('%s validates against commerce/schema.graphql', (_name, document) => {
    expect(validate(schema, document as DocumentNode).map((error) => error.message)).toEqual([]);
  });

  it('graphql/graphql-env.d.ts is generated from the current schema', () => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'tada-')), 'graphql-env.d.ts');
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '--output', output],
      { cwd: root, stdio: 'pipe' },
    );
    expect(readFileSync(output, 'utf8'), 'run `npm run graphql:generate`').toBe(
      readFileSync(path.join(root, 'graphql/graphql-env.d.ts'), 'utf8'),
    );
  });

  it('commerce/graphql/resolvers-types.ts is generated from the current schema', async () => {
    const { generateResolverTypes, RESOLVER_TYPES_FILE } = await import('@/commerce/graphql/generate-resolver-types');
    expect(await generateResolverTypes(), 'run `npm run graphql:generate`').toBe(
      readFileSync(path.join(root, RESOLVER_TYPES_FILE), 'utf8'),
    );
  });

  it('the committed trusted-documents manifest is current', async () => {
    const manifest = await buildPersistedManifest();
    const committed = JSON.parse(readFileSync(path.join(root, 'graphql/persisted-operations.json'), 'utf8'));
    expect(committed, 'run `npm run graphql:generate`').toEqual(manifest);
    expect(JSON.parse(readFileSync(path.join(root, 'graphql/persisted-ids.json'), 'utf8'))).toEqual(
      persistedIdsOf(manifest),
    );
    expect(manifest.operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['AddToCart', 'UpdateCartItem', 'DeleteCartItem', 'PlaceOrder']),
    );
  });

  it('the browser client sends a manifest id and no document, and the manifest holds the document it would send', async () => {
    const manifest = await buildPersistedManifest();
    const sent: { extensions?: unknown; query?: string }[] = [];
    const client = new ApolloClient({
      cache: createCommerceCache(),
      link: ApolloLink.from([
        createPersistedOperationsLink(),
        new ApolloLink((operation) => {
          const http = operation.getContext().http as { includeQuery?: boolean } | undefined;
          sent.push({
            extensions: operation.extensions,
            query: http?.includeQuery === false ? undefined : print(operation.query),
          });
          return new Observable((observer) => {
            observer.next({ data: { storeConfig: { __typename: 'StoreConfig', countries: [], salutations: [] } } });
            observer.complete();
          });
        }),
      ]),
    });
    await client.query({ query: STOREFRONT_OPERATIONS.StoreConfig });
    const entry = manifest.operations.find((operation) => operation.name === 'StoreConfig')!;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.extensions).toMatchObject({ persistedQuery: { version: 1, sha256Hash: entry.id } });
    expect(sent[0]!.query).toBeUndefined();
  });
});
