/**
 * The named route guards of spec §2 (authorization, esUrl, guest, pdpRedirect, redirects, segments) as one
 * registry: proxy.ts runs a chain of guard names through {@link runGuards}, and a name the registry lacks
 * answers 500 'Unknown middleware' (spec §8 error catalogue) instead of being skipped, so a misspelt or
 * removed guard fails loudly on the first request rather than leaving pages unguarded. Pure: no imports.
 */

/** The guards spec §2 names. */
export const GUARD_NAMES = ['authorization', 'esUrl', 'guest', 'pdpRedirect', 'redirects', 'segments'] as const;

export type GuardName = (typeof GUARD_NAMES)[number];

/**
 * A guard: a response that ends the chain (a redirect, a rewrite), or null to hand the request to the
 * next guard.
 */
export type Guard<Context, Result> = (context: Context) => Result | null | Promise<Result | null>;

/** Thrown by {@link guardsOf} for a name without a guard; `guard` is the name asked for. */
export class UnknownGuardError extends Error {
  readonly status = 500;
  constructor(readonly guard: string) {
    super('Unknown middleware');
    this.name = 'UnknownGuardError';
  }
}

/**
 * The guards of `names` from `registry`, in order.
 * @throws UnknownGuardError for the first name the registry has no guard for
 */
export function guardsOf<Context, Result>(
  names: readonly string[],
  registry: Partial<Record<string, Guard<Context, Result>>>,
): Guard<Context, Result>[] {
  return names.map((name) => {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw new UnknownGuardError(name);
    return guard;
  });
}

/**
 * Runs the guards of `names` in order until one answers; `fallback` answers when none does. A name
 * without a guard answers `unknown(name)` before any guard runs (spec §8: 500 'Unknown middleware').
 */
export async function runGuards<Context, Result>(
  names: readonly string[],
  registry: Partial<Record<string, Guard<Context, Result>>>,
  context: Context,
  {
    unknown,
    fallback,
  }: { unknown: (name: string) => Result | Promise<Result>; fallback: () => Result | Promise<Result> },
): Promise<Result> {
  let guards: Guard<Context, Result>[];
  try {
    guards = guardsOf(names, registry);
  } catch (error) {
    if (error instanceof UnknownGuardError) {
      console.error(`[routing] unknown guard '${error.guard}' in the chain: answering 500`);
      return unknown(error.guard);
    }
    throw error;
  }
  for (const guard of guards) {
    const answer = await guard(context);
    if (answer) return answer;
  }
  return fallback();
}
