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

  it('refuses commerce/ in the storefront outside the seam, and the storefront in commerce/', async () => {
    const code = "import { x } from '@/commerce/events';\nexport { x };\n";
    expect(await ruleIds(code, 'lib/apollo')).toContain('import/no-restricted-paths');
    expect(await ruleIds(code, 'app/api/graphql')).toContain('import/no-restricted-paths');
    expect(await ruleIds(code, 'lib/embedded-commerce')).not.toContain('import/no-restricted-paths');
    expect(
      await ruleIds("import { STOREFRONTS } from '../lib/stores';\nexport { STOREFRONTS };\n", 'commerce'),
    ).toContain('import/no-restricted-paths');
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
