/**
 * Writes the trusted-documents manifest of the storefront's GraphQL operations:
 * `graphql/persisted-operations.json` (id → document, read by the BFF) and
 * `graphql/persisted-ids.json` (name → id, bundled for the browser). Runs before every build
 * (`npm run build`); `tests/graphql/operations.test.ts` fails when the committed files are stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPersistedManifest, persistedIdsOf } from '../lib/graphql/persisted-manifest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = await buildPersistedManifest();
await writeFile(path.join(root, 'graphql/persisted-operations.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(
  path.join(root, 'graphql/persisted-ids.json'),
  `${JSON.stringify(persistedIdsOf(manifest), null, 2)}\n`,
);
console.log(`trusted documents: ${manifest.operations.length} operations → graphql/persisted-operations.json`);
