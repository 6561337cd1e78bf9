import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the layers pointing down and the modules free of cycles
 * (docs/architecture.md 'Layering') fire on a violation: a rule that never fires would let the
 * structure decay silently.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const fixture = `.layers-fixture-${process.pid}`;
const fixtureDir = path.join(root, 'lib', fixture);
const written: string[] = [];

afterAll(() => {
  for (const file of written) rmSync(file, { recursive: true, force: true });
});

/** Lints `code` as a file of its own in folder `dir` of the repository (the import rules read files from disk). */
async function ruleIds(code: string, dir: string): Promise<string[]> {
  const file = path.join(root, dir, `${fixture}.ts`);
  writeFileSync(file, code);
  written.push(file);
  const [result] = await eslint.lintFiles([file]);
  rmSync(file, { force: true });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('layers (npm run lint)', () => {
  it('refuses an import from lib/ up into components/, app/ or slices/', async () => {
    for (const source of ['@/components/ui/ContentLink', '@/app/[storefront]/layout', '@/slices/index']) {
      const ids = await ruleIds(`import x from '${source}';\nexport default x;\n`, 'lib');
      expect(ids, source).toContain('import/no-restricted-paths');
    }
  });

  it('refuses commerce/ in the storefront outside the one seam, lib/embedded-commerce/', async () => {
    const code = "import { x } from '@/commerce/events';\nexport { x };\n";
    expect(await ruleIds(code, 'lib/apollo')).toContain('import/no-restricted-paths');
    expect(await ruleIds(code, 'app/api/graphql')).toContain('import/no-restricted-paths');
    expect(await ruleIds("export { x } from '../../commerce/index';\n", 'components/cart')).toContain(
      'import/no-restricted-paths',
    );
    expect(await ruleIds(code, 'lib/embedded-commerce')).not.toContain('import/no-restricted-paths');
    // The storefront's own commerce client is no back-end import.
    expect(await ruleIds("export { CommerceError } from '@/lib/commerce/errors';\n", 'components')).toEqual([]);
  });

  it('refuses the storefront and its frameworks in commerce/, which may import its own modules', async () => {
    for (const code of [
      "export { STOREFRONTS } from '../../lib/stores';\n",
      "export { STOREFRONTS } from '@/lib/stores';\n",
    ]) {
      expect(await ruleIds(code, 'commerce/services')).toContain('import/no-restricted-paths');
    }
    expect(await ruleIds("export { NextResponse } from 'next/server';\n", 'commerce/services')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("export { typeDefs } from '../graphql/typeDefs';\n", 'commerce/tests')).toEqual([]);
    // The commerce tests send the storefront's own operations, and import nothing else of it.
    expect(await ruleIds("export { AddToCart } from '@/graphql/cart';\n", 'commerce/tests')).toEqual([]);
    expect(await ruleIds("export { STOREFRONTS } from '@/lib/stores';\n", 'commerce/tests')).toContain(
      'import/no-restricted-paths',
    );
  });

  it('keeps the layers inside commerce/ pointing down', async () => {
    expect(await ruleIds("export { seedCatalog } from '../seed/index';\n", 'commerce/services')).toContain(
      'import/no-restricted-paths',
    );
    expect(await ruleIds("export { queueSignup } from '../services/newsletter';\n", 'commerce/db')).toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses a runtime import cycle, dynamic imports included', async () => {
    mkdirSync(fixtureDir, { recursive: true });
    written.push(fixtureDir);
    writeFileSync(path.join(fixtureDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(fixtureDir, 'b.ts'), "export const b = () => import('./a');\n");
    const [result] = await eslint.lintFiles([path.join(fixtureDir, 'a.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  });
});
