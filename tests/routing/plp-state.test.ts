import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLP_STATE,
  isRefined,
  parsePlpState,
  plpHref,
  plpQuery,
  searchFilters,
  toggleFlag,
  toggleValue,
  withoutFilters,
} from '@/lib/catalog/plp-state';

describe("PLP state in the URL (spec §2 'Product lists': filters, sort and page reflected in the URL)", () => {
  it('reads filters, sort and page, and writes them back in one canonical order', () => {
    const state = parsePlpState(
      '?page=2&sort=price-asc&brand=puma,Nike&brand=nike&size=One%20size,38&new=1&price=20-49,95',
    );
    expect(state.values.brand).toEqual(['nike', 'puma']);
    expect(state.values.size).toEqual(['38', 'One size']);
    expect(state).toMatchObject({ price: '20-49.95', new: true, sale: false, sort: 'price-asc', page: 2 });
    expect(plpQuery(state)).toBe('brand=nike,puma&size=38,One%20size&price=20-49.95&new=1&sort=price-asc&page=2');
    expect(parsePlpState(`?${plpQuery(state)}`)).toEqual(state);
  });

  it('drops unknown parameters and malformed values', () => {
    const state = parsePlpState('?utm_source=mail&sort=cheapest&page=0&price=abc&brand=<script>&sale=yes&color=');
    expect(state).toEqual(DEFAULT_PLP_STATE);
    expect(plpQuery(state)).toBe('');
    expect(parsePlpState('?page=99999').page).toBe(1);
    // The price form's two fields.
    expect(parsePlpState('?price_from=20&price_to=').price).toBe('20-');
    expect(parsePlpState('?price_from=&price_to=').price).toBeNull();
    // Swapped fields are read the right way round, not refused.
    expect(parsePlpState('?price_from=200&price_to=20').price).toBe('20-200');
  });

  it('toggles values and flags back to page 1, and clears filters keeping the sort', () => {
    const state = parsePlpState('?brand=nike&sort=new&page=3');
    const more = toggleValue(state, 'brand', 'Puma');
    expect(plpHref('/dames/schoenen/', more)).toBe('/dames/schoenen/?brand=nike,puma&sort=new');
    expect(plpHref('/dames/schoenen/', toggleValue(more, 'brand', 'nike'))).toBe(
      '/dames/schoenen/?brand=puma&sort=new',
    );
    expect(toggleFlag(state, 'sale')).toMatchObject({ sale: true, page: 1 });
    expect(plpHref('/x/', withoutFilters(state))).toBe('/x/?sort=new');
    expect(isRefined(parsePlpState('?page=2'))).toBe(false);
    expect(isRefined(parsePlpState('?sort=new'))).toBe(true);
  });

  it('carries the search text of the results page first, not counting it as a refinement', () => {
    const state = parsePlpState('?q=%20Sneakers%20&brand=velora');
    expect(state.search).toBe('sneakers');
    expect(plpHref('/search/', withoutFilters(state))).toBe('/search/?q=sneakers');
    expect(isRefined(withoutFilters(state))).toBe(false);
  });

  it('turns the state into the search API filters', () => {
    expect(searchFilters(parsePlpState('?color=black&price=-50&sale=1'))).toEqual([
      { name: 'color', values: ['black'] },
      { name: 'price', values: ['-50'] },
      { name: 'sale', values: ['true'] },
    ]);
  });
});
