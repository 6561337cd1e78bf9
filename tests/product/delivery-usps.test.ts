import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import nl from '@/messages/nl.json';

const promise = vi.hoisted(() => ({ inStock: { min: 1, max: 3 }, notInStock: { min: 5, max: 8 } }));
const language = vi.hoisted(() => ({ messages: {} as Record<string, unknown>, locale: 'nl' }));
const getDeliveryPromise = vi.hoisted(() => vi.fn(async () => promise));

vi.mock('@/lib/commerce/queries', () => ({ getDeliveryPromise }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: language.locale, messages: language.messages, namespace: namespace as never }),
}));

const { resolveDeliveryPromise } = await import('@/lib/product/delivery-usps');

const usps = [
  { label: 'Gratis verzending vanaf € 50', href: '/verzenden/', icon: 'truck' },
  { label: '{deliveryPromise}', href: '/verzenden/', icon: 'store' },
];

describe('selling points with the delivery promise', () => {
  beforeEach(() => {
    getDeliveryPromise.mockClear();
    Object.assign(language, { messages: nl, locale: 'nl' });
    promise.inStock = { min: 1, max: 3 };
  });

  it("state the storefront's window from the back end in its language, keeping link and icon", async () => {
    const resolved = await resolveDeliveryPromise(usps, 'NL');
    expect(getDeliveryPromise).toHaveBeenCalledWith('NL');
    expect(resolved).toEqual([usps[0], { label: 'Binnen 1–3 werkdagen in huis', href: '/verzenden/', icon: 'store' }]);

    promise.inStock = { min: 3, max: 5 };
    Object.assign(language, { messages: de, locale: 'de' });
    expect((await resolveDeliveryPromise(usps, 'AT'))[1]!.label).toBe('Lieferung in 3–5 Werktagen');
    promise.inStock = { min: 1, max: 1 };
    expect((await resolveDeliveryPromise(usps, 'DE'))[1]!.label).toBe('Lieferung in 1 Werktag');
  });

  it('do not ask the back end when no label states the promise', async () => {
    const plain = [usps[0]!];
    expect(await resolveDeliveryPromise(plain, 'NL')).toBe(plain);
    expect(getDeliveryPromise).not.toHaveBeenCalled();
  });
});
