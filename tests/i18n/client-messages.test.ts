import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

vi.mock('next-intl/server', () => ({ getMessages: async () => en }));
const {
  ACCOUNT_CLIENT_NAMESPACES,
  CART_CLIENT_NAMESPACES,
  CHECKOUT_CLIENT_NAMESPACES,
  CUSTOMER_CLIENT_NAMESPACES,
  PRODUCT_CLIENT_NAMESPACES,
  SHARED_CLIENT_NAMESPACES,
  STORE_LOCATOR_CLIENT_NAMESPACES,
  CUSTOMER_STORES_CLIENT_NAMESPACES,
  WISHLIST_CLIENT_NAMESPACES,
  pickNamespaces,
} = await import('@/lib/i18n/ClientMessages');

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

describe('messages sent to the browser (page weight, docs/benchmarks.md)', () => {
  it('picks only the asked namespaces', () => {
    const picked = pickNamespaces(en, SHARED_CLIENT_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...SHARED_CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('checkout');
    expect(picked).not.toHaveProperty('footer');
  });

  it('sends every namespace a client component reads on some page', () => {
    const sent = new Set<string>([
      ...ACCOUNT_CLIENT_NAMESPACES,
      ...CART_CLIENT_NAMESPACES,
      ...CHECKOUT_CLIENT_NAMESPACES,
      ...CUSTOMER_CLIENT_NAMESPACES,
      ...PRODUCT_CLIENT_NAMESPACES,
      ...WISHLIST_CLIENT_NAMESPACES,
      ...STORE_LOCATOR_CLIENT_NAMESPACES,
      ...CUSTOMER_STORES_CLIENT_NAMESPACES,
    ]);
    const clientFiles = ['app', 'components', 'lib', 'slices']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
    const read = clientFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslations\('([\w.]+)'\)/g)].map((match) => ({
        file: path.relative(ROOT, file),
        namespace: match[1]!.split('.')[0]!,
      })),
    );
    expect(read.length).toBeGreaterThan(5);
    expect(read.filter(({ namespace }) => !sent.has(namespace))).toEqual([]);
  });
});
