import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadOnce } from '@/lib/hydration/load-once';

/**
 * A form's zod schema (its input and output are the form's values), or a function that loads it:
 * `() => import('@/lib/…-schema').then((module) => module.createSchema(messages))`. Loaded, zod stays
 * out of the page's first load (about 30 kB gzip).
 */
export type SchemaSource<T extends FieldValues> = ZodType<T, T> | (() => Promise<ZodType<T, T>>);

const loadZodResolver = loadOnce(() => import('@hookform/resolvers/zod'));

/** A deep copy of form values (strings, numbers, booleans, arrays, objects); the values themselves when they cannot be copied. */
function snapshot<T>(values: T): T {
  try {
    return structuredClone(values);
  } catch {
    return values;
  }
}

/** A react-hook-form resolver whose zod parts load on first use, and the way to fetch them ahead. */
export interface LazyZodResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Fetches the resolver and the schema now (call when the browser is idle); never rejects. */
  preload: () => void;
}

/**
 * react-hook-form's zod resolver (`@hookform/resolvers/zod`) for `source`, with the resolver and,
 * when `source` is a loader, the schema fetched on the first validation (or by `preload`) instead of
 * with the page (docs/decisions/0018-lazy-apollo-loading.md: heavy client code loads on first use).
 * Validates exactly as `zodResolver(schema)` does, on the values as they were when the validation was
 * asked (react-hook-form passes its live values object, which later input changes while the code
 * loads); a validation while offline rejects, and the next one tries the fetch again.
 */
export function lazyZodResolver<T extends FieldValues>(source: SchemaSource<T>): LazyZodResolver<T> {
  const loadSchema = loadOnce(() => (typeof source === 'function' ? source() : Promise.resolve(source)));
  const resolver: Resolver<T> = async (values, context, options) => {
    const asked = snapshot(values);
    const [{ zodResolver }, resolved] = await Promise.all([loadZodResolver(), loadSchema()]);
    // The schema's input and output are the form's values; the cast only names the resolver's type.
    return (zodResolver(resolved) as unknown as Resolver<T>)(asked, context, options);
  };
  return {
    resolver,
    preload: () => void Promise.all([loadZodResolver(), loadSchema()]).catch(() => undefined),
  };
}
