/**
 * Category keys of the catalog that code looks up by name: the seed creates the categories under
 * these keys, the services find them by the same keys.
 */

/** The two gendered ranges of the catalog (the level-1 categories). */
export type Gender = 'women' | 'men';

/**
 * Category key of a gender's shoe-care leaf (level 3), e.g. `women-care-shoe-care`: the source of a
 * shoe's 'maintenance' cross-selling group (spec §3 Product 'crossSellings').
 */
export const shoeCareCategoryKey = (gender: Gender) => `${gender}-care-shoe-care`;
