import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';
import { createCommerceCache } from '@/lib/apollo/cache';
import { STOREFRONT_OPERATIONS } from '@/graphql/index';

/** One trusted operation (Apollo's persisted query manifest format). */
export interface PersistedOperation {
  /** sha256 (hex) of `body`. */
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The document exactly as the storefront's Apollo client sends it (with `__typename`). */
  body: string;
}

export interface PersistedManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: PersistedOperation[];
}

/**
 * Builds the trusted-documents manifest (docs/decisions/0004-trusted-documents.md) from
 * {@link STOREFRONT_OPERATIONS}: each operation is run through an Apollo client with the
 * storefront's cache, and the document its link receives is what the manifest holds, so the BFF
 * executes exactly what the browser would have sent. Sorted by name; deterministic.
 */
export async function buildPersistedManifest(): Promise<PersistedManifest> {
  let captured = '';
  const client = new ApolloClient({
    cache: createCommerceCache(),
    link: new ApolloLink((operation) => {
      captured = print(operation.query);
      return new Observable((observer) => {
        observer.next({ data: null });
        observer.complete();
      });
    }),
  });
  const operations: PersistedOperation[] = [];
  for (const document of Object.values(STOREFRONT_OPERATIONS) as DocumentNode[]) {
    const definition = document.definitions.find(
      (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
    );
    if (!definition?.name) continue;
    captured = '';
    const request =
      definition.operation === 'mutation'
        ? client.mutate({ mutation: document, fetchPolicy: 'no-cache' })
        : client.query({ query: document, fetchPolicy: 'no-cache' });
    await request.catch(() => undefined);
    if (!captured) throw new Error(`operation ${definition.name.value} was not sent`);
    const id = createHash('sha256').update(captured).digest('hex');
    operations.push({ id, name: definition.name.value, type: definition.operation, body: captured });
  }
  operations.sort((a, b) => a.name.localeCompare(b.name));
  return { format: 'apollo-persisted-query-manifest', version: 1, operations };
}

/** Operation name → manifest id, the only part of the manifest the browser bundle carries. */
export function persistedIdsOf(manifest: PersistedManifest): Record<string, string> {
  return Object.fromEntries(manifest.operations.map((operation) => [operation.name, operation.id]));
}
