import 'server-only';
import { gql, type OperationVariables } from '@apollo/client';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { cacheLife, cacheTag } from 'next/cache';
import manifest from '@/graphql/persisted-operations.json';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { StoreCode } from '@/lib/stores';
import { queryCatalog } from './server';

/**
 * Root fields whose answer depends only on the storefront and the arguments, never on the visitor
 * (spec §7 Search: products, facets, pages and suggestions of a store). Only operations made of
 * these are answered from the shared cache by the BFF.
 */
const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(['search']);

/** Most product tags one cached answer carries (a page of results has at most 100 products). */
const MAX_PRODUCT_TAGS = 100;

/** Whether a document is one query reading only {@link PUBLIC_ROOT_FIELDS}, with no fragments spread at the root. */
function readsOnlyPublicCatalog(document: string): boolean {
  const operations = parse(document).definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1 || operations[0]!.operation !== 'query') return false;
  return operations[0]!.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value),
  );
}

/** The trusted documents (graphql/persisted-operations.json) that read only public catalog data: document → id. */
const PUBLIC_OPERATIONS: ReadonlyMap<string, string> = new Map(
  manifest.operations
    .filter((operation) => readsOnlyPublicCatalog(operation.body))
    .map((operation) => [operation.body, operation.id]),
);
const DOCUMENTS_BY_ID: ReadonlyMap<string, string> = new Map(
  [...PUBLIC_OPERATIONS].map(([document, id]) => [id, document]),
);

/**
 * The manifest id of a public catalog read (a trusted query of search only: the overlay's quick
 * search, a list page, a card's quick add), or null for anything else (visitor data, mutations,
 * documents outside the manifest, which trusted callers may send and which are never cached).
 *
 * @param document the full document the BFF forwards
 */
export function publicCatalogOperationId(document: string): string | null {
  return PUBLIC_OPERATIONS.get(document) ?? null;
}

/** The style-colour SKUs of the products in an answer (objects of `__typename` Product), at most {@link MAX_PRODUCT_TAGS}. */
export function productSkusOf(data: unknown): string[] {
  const skus = new Set<string>();
  const visit = (value: unknown): void => {
    if (skus.size >= MAX_PRODUCT_TAGS || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.__typename === 'Product' && typeof record.sku === 'string') skus.add(record.sku);
    Object.values(record).forEach(visit);
  };
  visit(data);
  return [...skus].slice(0, MAX_PRODUCT_TAGS);
}

/**
 * The data of a public catalog read (spec §7 Search) from the shared cache, keyed by storefront,
 * operation and variables, as the server's own catalog reads are (docs/architecture.md 'Caching and
 * revalidation'): kept for the `catalog` cache life, tagged `catalog` and `product:<sku>` of every
 * product in it, so a price, product or stock change expires it at once on every instance. Runs
 * without the visitor's token. Answers with errors are not kept.
 *
 * @param store the storefront of the request (`x-store-key`)
 * @param operationId a manifest id from {@link publicCatalogOperationId}
 * @param variables the request's variables (validated by commerce)
 * @throws CommerceError when commerce answers with errors or cannot be reached; Error for an id
 *   that is not a public catalog read
 */
export async function publicCatalogData(
  store: StoreCode,
  operationId: string,
  variables: OperationVariables,
): Promise<unknown> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CACHE_TAGS.catalog);
  const document = DOCUMENTS_BY_ID.get(operationId);
  if (!document) throw new Error(`operation ${operationId} is not a public catalog read`);
  const data = await queryCatalog(gql(document), variables, store);
  const productTags = productSkusOf(data).map(CACHE_TAGS.product);
  if (productTags.length > 0) cacheTag(...productTags);
  return data;
}
