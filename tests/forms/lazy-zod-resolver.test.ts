import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';

const schema = z.object({ email: z.email('Please enter a valid email address') });
type Values = z.infer<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazy zod resolver (zod on first use, lib/forms/lazy-zod-resolver.ts)', () => {
  it('answers exactly as zodResolver does, for a schema and for a loader', async () => {
    for (const values of [{ email: 'nope' }, { email: 'sam@example.com' }]) {
      const expected = await zodResolver(schema)(values, undefined, options);
      expect(await lazyZodResolver<Values>(schema).resolver(values, undefined, options)).toEqual(expected);
      expect(await lazyZodResolver<Values>(() => Promise.resolve(schema)).resolver(values, undefined, options)).toEqual(
        expected,
      );
    }
    const invalid = await lazyZodResolver<Values>(schema).resolver({ email: 'nope' }, undefined, options);
    expect(invalid.errors.email?.message).toBe('Please enter a valid email address');
  });

  it('loads the schema once, also when preloaded, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver, preload } = lazyZodResolver<Values>(load);
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(resolver({ email: 'sam@example.com' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    await resolver({ email: 'nope' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('validates the values as they were when asked, though they change while the code loads', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { resolver } = lazyZodResolver<Values>(() => arrived.then(() => schema));
    // react-hook-form passes its live values object: the shopper goes on typing while zod loads.
    const live = { email: 'sam@example.com' };
    const result = resolver(live, undefined, options);
    live.email = 'nope';
    arrive();
    expect((await result).errors).toEqual({});
  });
});
