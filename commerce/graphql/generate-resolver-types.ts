/**
 * The commerce resolvers' argument, parent and result types (`commerce/graphql/resolvers-types.ts`)
 * from the contract, `commerce/schema.graphql`, by GraphQL Code Generator's core and its `typescript`
 * and `typescript-resolvers` plugins (the CLI's file loaders are not needed for one local schema).
 * Run by `npm run graphql:generate`; a test fails when the committed file is stale. The storefront's
 * own operations are typed by gql.tada (`graphql/graphql-env.d.ts`), not here.
 *
 * `mappers` name the service-layer types a resolver returns where they differ from the GraphQL
 * type (a field the schema resolves separately, such as `ProductData.aggregations`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as addPlugin from '@graphql-codegen/add';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, lexicographicSortSchema, parse, printSchema } from 'graphql';

const root = path.resolve(import.meta.dirname, '../..');
/** Where the generated types are written, relative to the repository root. */
export const RESOLVER_TYPES_FILE = 'commerce/graphql/resolvers-types.ts';

const HEADER = [
  '// GENERATED from commerce/schema.graphql by `npm run graphql:generate` (commerce/graphql/generate-resolver-types.ts). Do not edit.',
  "/* eslint-disable @typescript-eslint/no-explicit-any -- the generator's resolver helper types. */",
];

/** Generates the resolver types' source text from the schema file; resolves to the file's contents. */
export const generateResolverTypes = async (): Promise<string> => {
  const sdl = readFileSync(path.join(root, 'commerce/schema.graphql'), 'utf8');
  // Sorted by name, as the generator's CLI does, so a moved field does not reorder the output.
  const schema = lexicographicSortSchema(buildSchema(sdl));
  return codegen({
    filename: RESOLVER_TYPES_FILE,
    schema: parse(printSchema(schema)),
    documents: [],
    plugins: [{ add: { content: HEADER } }, { typescript: {} }, { 'typescript-resolvers': {} }],
    pluginMap: { add: addPlugin, typescript: typescriptPlugin, 'typescript-resolvers': resolversPlugin },
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: './request-context#GraphQLContext',
      scalars: { ID: 'string', JSON: 'unknown' },
      mappers: {
        CartItem: './mappers#CartItemModel',
        ProductData: './mappers#ProductDataModel',
        UrlItem: './mappers#UrlItemModel',
        UrlRecord: './mappers#UrlRecordModel',
      },
    },
  });
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(path.join(root, RESOLVER_TYPES_FILE), await generateResolverTypes());
}
