import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import persistedIds from '@/graphql/persisted-ids.json';

const IDS: Record<string, string> = persistedIds;

/** Sent for an operation missing from the manifest: the BFF answers PersistedQueryNotFound. */
const UNKNOWN_OPERATION_ID = 'unlisted';

/**
 * The id of an operation in the trusted-documents manifest (`graphql/persisted-operations.json`),
 * looked up by operation name: the browser never hashes, and never needs the documents themselves.
 */
export function persistedOperationId(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return (operation?.name && IDS[operation.name.value]) || UNKNOWN_OPERATION_ID;
}

/**
 * Apollo's persisted-queries link for the browser (docs/decisions/0004-trusted-documents.md): operations go to
 * the BFF by manifest id only. An operation that is not in the manifest (development, before the
 * manifest is regenerated) is retried with its full document, which only a development server or a
 * caller holding `COMMERCE_API_KEY` may send.
 */
export function createPersistedOperationsLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: persistedOperationId });
}
