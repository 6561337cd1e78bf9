/**
 * Writes commerce/graphql/typeDefs.ts from commerce/schema.graphql (the contract). Run after editing
 * the schema: `npx tsx commerce/graphql/generate-typedefs.ts`. A test asserts both are identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sdl = fs.readFileSync(path.join(here, '..', 'schema.graphql'), 'utf8');
fs.writeFileSync(
  path.join(here, 'typeDefs.ts'),
  `// GENERATED from commerce/schema.graphql by commerce/graphql/generate-typedefs.ts. Do not edit.\nexport const typeDefs: string = ${JSON.stringify(sdl)};\n`,
);
