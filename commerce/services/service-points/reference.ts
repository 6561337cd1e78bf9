import { slugify } from '../../catalog/slug';

/** What the reference of a physical store is made from. */
export interface StoreNaming {
  providerId: string;
  title: string;
  street: string;
  houseNumber: string;
}

/**
 * Spec §2 store reference (the locator's `/geschaefte/{reference}/`): the slug of the title, or of
 * title, street and house number when another store has the same title (compared as slugs, so
 * 'Rotterdam Centrum' and 'rotterdam centrum' are the same title). Pure; returns providerId →
 * reference for every store given. Should two stores share title, street and number as well, the
 * later ones (in the given order) get their providerId appended, so references stay unique.
 */
export function storeReferences(stores: readonly StoreNaming[]): Map<string, string> {
  const titleCount = new Map<string, number>();
  for (const store of stores) titleCount.set(slugify(store.title), (titleCount.get(slugify(store.title)) ?? 0) + 1);
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const store of stores) {
    const title = slugify(store.title);
    let reference = titleCount.get(title)! > 1 ? slugify(`${store.title} ${store.street} ${store.houseNumber}`) : title;
    if (taken.has(reference)) reference = slugify(`${reference} ${store.providerId}`);
    taken.add(reference);
    out.set(store.providerId, reference);
  }
  return out;
}
