/**
 * Writes `lib/routing/app-routes.ts`: the storefront's app routes, read from the route folders
 * under `app/[storefront]/` (lib/routing/app-routes-source.ts). Runs before every build
 * (`npm run build`) and as `npm run routes:generate`; `tests/routing/app-routes.test.ts` fails when
 * the committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appRoutesModule, readAppRoutes } from '../lib/routing/app-routes-source';

const root = path.resolve(import.meta.dirname, '..');
const routes = readAppRoutes(path.join(root, 'app/[storefront]'));
await writeFile(path.join(root, 'lib/routing/app-routes.ts'), appRoutesModule(routes));
console.log(`app routes: ${routes.length} → lib/routing/app-routes.ts`);
