import type { Config } from 'prismic-ts-codegen';

/**
 * Slice Machine's type generator: `npm run prismic:types` writes `prismicio-types.d.ts` from the
 * custom types and slice models (run it after changing a model.json or index.json).
 */
const config: Config = {
  output: './prismicio-types.d.ts',
  models: ['./customtypes/**/index.json', './slices/**/model.json'],
};

export default config;
