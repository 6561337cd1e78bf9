import { describe, expect, it } from 'vitest';
import { isCategoryRecord, isListRecord, presetFacetNames, recordFilters } from '@/lib/catalog/record-filters';

describe('the list of a URL record (spec §3 URL record: category_id, filters)', () => {
  it('is its category plus its preset filters', () => {
    expect(recordFilters({ category_id: '12', filters: { category: ['12'] } })).toEqual([
      { name: 'category', values: ['12'] },
    ]);
    expect(recordFilters({ category_id: null, filters: { sale: ['true'] } })).toEqual([
      { name: 'sale', values: ['true'] },
    ]);
    expect(recordFilters({ category_id: '3', filters: { brand: ['velora'] } })).toEqual([
      { name: 'brand', values: ['velora'] },
      { name: 'category', values: ['3'] },
    ]);
  });

  it('ignores what is not a list of strings, and tells lists from products', () => {
    expect(recordFilters({ category_id: null, filters: { brand: 'velora', color: [1, 'black'] } })).toEqual([
      { name: 'color', values: ['black'] },
    ]);
    expect(recordFilters({ category_id: null, filters: null })).toEqual([]);
    expect(isListRecord({ page_type: 'plp', category_id: null, filters: { sale: ['true'] } })).toBe(true);
    expect(isListRecord({ page_type: 'pdp', category_id: null, filters: null })).toBe(false);
    // `/products/`: the whole catalogue is a list without any filter.
    expect(isListRecord({ page_type: 'plp', category_id: null, filters: {} })).toBe(true);
  });

  it('links sub-categories as pages only on a plain category page, and hides the facets a page presets', () => {
    expect(isCategoryRecord({ category_id: '12', filters: { category: ['12'] } })).toBe(true);
    expect(isCategoryRecord({ category_id: '1', filters: { brand: ['velora'] } })).toBe(false);
    expect(isCategoryRecord({ category_id: null, filters: {} })).toBe(false);
    expect([...presetFacetNames({ category_id: '1', filters: { brand: ['velora'] } })]).toEqual(['brand']);
    expect([...presetFacetNames({ category_id: null, filters: { sale: ['true'] } })]).toEqual(['sale']);
    expect([...presetFacetNames({ category_id: '12', filters: { category: ['12'] } })]).toEqual([]);
  });
});
