import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** The BFF's rate-limited operation classes (issue: rate limits per operation class). */
export type RateLimitClass = 'cart' | 'order' | 'payment';

/** Mutation root fields of each class (commerce/schema.graphql). Reads are not limited here. */
const CLASS_OF_MUTATION_FIELD: Readonly<Record<string, RateLimitClass>> = {
  addToCart: 'cart',
  updateCartItem: 'cart',
  deleteCartItem: 'cart',
  restoreCart: 'cart',
  placeOrder: 'order',
  handlePayment: 'payment',
};

/** Classes of documents already seen (the storefront sends a handful; trusted callers may send more). */
const seen = new LRUCache<string, RateLimitClass[]>({ max: 500 });

/**
 * The rate-limit classes a GraphQL document touches, from the root fields of its mutations (never
 * from the client-chosen operation name). An unparsable document has none; commerce refuses it.
 *
 * @param document the full GraphQL document the BFF forwards
 * @param operationName the operation to run when the document holds several
 */
export function rateLimitClassesOf(document: string, operationName?: string): RateLimitClass[] {
  const key = `${operationName ?? ''}\n${document}`;
  const known = seen.get(key);
  if (known) return known;
  let classes: RateLimitClass[] = [];
  try {
    const operations = parse(document).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen = operationName ? operations.filter((op) => op.name?.value === operationName) : operations;
    const fields = chosen
      .filter((op) => op.operation === 'mutation')
      .flatMap((op) => op.selectionSet.selections)
      .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
    classes = [...new Set(fields.map((field) => CLASS_OF_MUTATION_FIELD[field]).filter((c) => c !== undefined))];
  } catch {
    classes = [];
  }
  seen.set(key, classes);
  return classes;
}
