import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator: the commerce resolvers' argument, parent and result types
 * (`commerce/graphql/resolvers-types.ts`) from the contract, `commerce/schema.graphql`. Run by
 * `npm run graphql:generate`; a test fails when the committed file is stale. The storefront's own
 * operations are typed by gql.tada (`graphql/graphql-env.d.ts`), not here.
 *
 * `mappers` name the service-layer types a resolver returns where they differ from the GraphQL
 * type (a field the schema resolves separately, such as `ProductData.aggregations`).
 */
const config: CodegenConfig = {
  schema: 'commerce/schema.graphql',
  generates: {
    'commerce/graphql/resolvers-types.ts': {
      plugins: [
        {
          add: {
            content: [
              '// GENERATED from commerce/schema.graphql by `npm run graphql:generate` (codegen.ts). Do not edit.',
              "/* eslint-disable @typescript-eslint/no-explicit-any -- the generator's resolver helper types. */",
            ],
          },
        },
        'typescript',
        'typescript-resolvers',
      ],
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
    },
  },
};

export default config;
