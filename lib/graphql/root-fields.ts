import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Root fields of documents already seen (the storefront sends a few dozen; trusted callers may send more). */
const seen = new LRUCache<string, string[]>({ max: 500 });

/**
 * The root field names (not aliases) of the mutation a GraphQL document runs, one entry per field
 * as written: `{ a: login(…) b: login(…) }` gives `['login', 'login']`. The BFF decides rate limits
 * and session cookies from them, never from the client-chosen operation name. Queries and an
 * unparsable document give none.
 *
 * @param document the full GraphQL document the BFF forwards
 * @param operationName the operation to run when the document holds several
 */
export function mutationRootFields(document: string, operationName?: string): string[] {
  const key = `${operationName ?? ''}\n${document}`;
  const known = seen.get(key);
  if (known) return known;
  let fields: string[] = [];
  try {
    const operations = parse(document).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen = operationName ? operations.filter((op) => op.name?.value === operationName) : operations;
    fields = chosen
      .filter((op) => op.operation === 'mutation')
      .flatMap((op) => op.selectionSet.selections)
      .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
  } catch {
    fields = [];
  }
  seen.set(key, fields);
  return fields;
}
