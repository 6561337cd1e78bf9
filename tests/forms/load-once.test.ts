import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/hydration/load-once';

describe('loadOnce (code fetched on first use, lib/hydration/load-once.ts)', () => {
  it('fetches once and answers every caller with the same promise, callbacks in order', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loader = loadOnce(load);
    const order: string[] = [];
    const first = loader().then(() => order.push('seed'));
    const second = loader().then(() => order.push('change'));
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['seed', 'change']);
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    await expect(loader()).resolves.toBe('module');
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('whenLoaded waits without fetching, runs before the callbacks of the call that fetches, at once when loaded, and can be cancelled', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loader = loadOnce(load);
    const order: string[] = [];
    loader.whenLoaded((module) => order.push(`follower ${module}`));
    const cancelled = vi.fn();
    loader.whenLoaded(cancelled)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await loader().then(() => order.push('change'));
    expect(order).toEqual(['follower module', 'change']);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    loader.whenLoaded(late);
    expect(late).toHaveBeenCalledWith('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
