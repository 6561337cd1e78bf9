import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISE_TOKEN } from '@/lib/product/delivery-usps';

/**
 * One delivery promise (spec §9), owned by the back end: a selling point states the delivery time only
 * through {@link DELIVERY_PROMISE_TOKEN}, which the storefront fills from storeConfig.deliveryPromise,
 * so the header, PDP, cart and checkout bars can never promise what the cart's dates do not.
 */

const root = path.resolve(import.meta.dirname, '../..');
const documents = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? documents(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** A delivery time in a short label: 'tomorrow' (after a cut-off hour or not) or a range of (working) days. */
const DELIVERY_TIME =
  /\b(morgen|tomorrow|demain|\d\s?[–-]\s?\d\s*(werk)?dag|\d\s?[–-]\s?\d\s*(working )?day|jours? ouvr|\d\s?[–-]\s?\d\s*werktag|\d à \d)/i;

interface UspItem {
  label?: string | null;
}

/** Every usp label of a document: usps documents' items and usps slices' items. */
function uspLabels(document: { type: string; data: Record<string, unknown> }): string[] {
  const labels: string[] = [];
  if (document.type === 'usps') labels.push(...((document.data.items as UspItem[]) ?? []).map((i) => i.label ?? ''));
  for (const slice of (document.data.slices as { slice_type: string; items?: UspItem[] }[] | undefined) ?? []) {
    if (slice.slice_type === 'usps') labels.push(...(slice.items ?? []).map((i) => i.label ?? ''));
  }
  return labels.filter(Boolean);
}

const all = documents(path.join(root, 'content/documents')).map((file) => ({
  file: path.relative(root, file),
  document: JSON.parse(readFileSync(file, 'utf8')),
}));

describe('selling points state the delivery time only through the back end’s promise', () => {
  it('no usp label states a delivery time of its own', () => {
    const offenders = all.flatMap(({ file, document }) =>
      uspLabels(document)
        .filter((label) => !label.includes(DELIVERY_PROMISE_TOKEN) && DELIVERY_TIME.test(label))
        .map((label) => `${file}: ${label}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the header, PDP and cart usps of every language state the promise', () => {
    const usps = all.filter(({ document }) => document.type === 'usps');
    for (const uid of ['header', 'pdp', 'cart']) {
      const ofUid = usps.filter(({ document }) => document.uid === uid);
      expect(ofUid.length).toBeGreaterThanOrEqual(6);
      for (const { file, document } of ofUid) {
        expect(uspLabels(document), file).toContain(DELIVERY_PROMISE_TOKEN);
      }
    }
  });

  it('the pattern catches the promises the content used to make', () => {
    for (const label of [
      'Voor 22:00 besteld, morgen in huis',
      'Order by 9pm, delivered tomorrow',
      'Commandé avant 22 h, livré demain',
      'Bis 22 Uhr bestellt, morgen geliefert',
      '1–3 werkdagen levertijd',
      'Livraison en 1 à 3 jours ouvrés',
      'Lieferung in 1–3 Werktagen',
    ]) {
      expect(DELIVERY_TIME.test(label), label).toBe(true);
    }
    expect(DELIVERY_TIME.test('14 dagen bedenktijd')).toBe(false);
    expect(DELIVERY_TIME.test('Gratis verzending vanaf € 50')).toBe(false);
  });
});
