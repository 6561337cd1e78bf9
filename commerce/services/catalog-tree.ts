import { asc } from 'drizzle-orm';
import * as s from '../db/schema';
import type { Tx } from './common';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  key: string;
  level: number;
  gender: string;
  path: string;
  names: Record<string, string>;
  urls: Record<string, string>;
}

const categoryCache = new WeakMap<object, Promise<CategoryNode[]>>();

/** The category tree (static after the seed), cached per database. */
export function loadCategories(db: Tx): Promise<CategoryNode[]> {
  let cached = categoryCache.get(db);
  if (!cached) {
    cached = (async () => {
      const cats = await db.select().from(s.categories).orderBy(asc(s.categories.position));
      const tr = await db.select().from(s.categoryTranslations);
      return cats.map((c) => {
        const mine = tr.filter((t) => t.categoryId === c.id);
        return {
          id: c.id,
          parentId: c.parentId,
          key: c.key,
          level: c.level,
          gender: c.gender,
          path: c.path,
          names: Object.fromEntries(mine.map((t) => [t.lang, t.name])),
          urls: Object.fromEntries(mine.map((t) => [t.lang, t.url])),
        };
      });
    })();
    cached.then(
      (list) => {
        if (!list.length) categoryCache.delete(db);
      },
      () => categoryCache.delete(db),
    );
    categoryCache.set(db, cached);
  }
  return cached;
}

/**
 * A chain-of-categories reader over `categories`: for a category id, its categories from the root (level 1)
 * down to it; empty for an unknown id.
 */
export function categoryChains(categories: readonly CategoryNode[]): (categoryId: number) => CategoryNode[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (categoryId) => {
    const chain: CategoryNode[] = [];
    for (let c = byId.get(categoryId); c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.unshift(c);
    return chain;
  };
}
