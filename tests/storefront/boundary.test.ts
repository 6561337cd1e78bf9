import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('storefront / commerce import boundary (docs/architecture.md Layering)', () => {
  it('stops the storefront from importing commerce/', async () => {
    expect(await restrictedImports("export { x } from '@/commerce/index';\n", 'lib/example.ts')).toHaveLength(1);
    expect(
      await restrictedImports("export { x } from '../../commerce/index';\n", 'components/cart/example.ts'),
    ).toHaveLength(1);
  });

  it('lets the storefront use its own lib/commerce client', async () => {
    expect(
      await restrictedImports("export { commerceMutate } from '@/lib/commerce/browser';\n", 'components/example.ts'),
    ).toEqual([]);
  });

  it('allows the one seam, app/api/graphql', async () => {
    expect(
      await restrictedImports("export { x } from '../../../commerce/index';\n", 'app/api/graphql/example.ts'),
    ).toEqual([]);
  });

  it('lets commerce/ import its own modules', async () => {
    expect(
      await restrictedImports("export { typeDefs } from '../graphql/typeDefs';\n", 'commerce/tests/example.ts'),
    ).toEqual([]);
  });

  it('stops commerce/ from importing the storefront or its frameworks', async () => {
    expect(
      await restrictedImports("export { STOREFRONTS } from '../../lib/stores';\n", 'commerce/services/example.ts'),
    ).toHaveLength(1);
    expect(
      await restrictedImports("export { STOREFRONTS } from '@/lib/stores';\n", 'commerce/services/example.ts'),
    ).toHaveLength(1);
    expect(
      await restrictedImports("export { NextResponse } from 'next/server';\n", 'commerce/services/example.ts'),
    ).toHaveLength(1);
  });
});
