import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * The storefront's `graphql()` tag: operations typed from `commerce/schema.graphql` by gql.tada
 * (result and variable types are inferred, never written by hand). `graphql-env.d.ts` is generated
 * with `npm run graphql:generate`; a test fails when it is stale. Fragments are not masked: a
 * component reads the fields its operation selected.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown };
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
