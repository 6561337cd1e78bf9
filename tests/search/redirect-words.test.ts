import { describe, expect, it } from 'vitest';
import { SEARCH_REDIRECT_WORDS, searchDestination, searchRedirect } from '@/lib/search/redirect-words';
import { categoryResultsPath, isSearchable, normaliseSearchTerm } from '@/lib/search/search-terms';

describe('search terms (spec §4 Search, §9 minimum length 4)', () => {
  it('trims and lowercases, and searches only terms longer than 3 characters', () => {
    expect(normaliseSearchTerm('  SneaKers ')).toBe('sneakers');
    expect(isSearchable(normaliseSearchTerm(' Bag  '))).toBe(false);
    expect(isSearchable('boot')).toBe(true);
  });

  it('links a category suggestion to its page, or to the results narrowed to it without one', () => {
    expect(categoryResultsPath('sneakers', { value: '12', url: '/dames/schoenen/sneakers/' })).toBe(
      '/dames/schoenen/sneakers/',
    );
    expect(categoryResultsPath('rode tas', { value: '7', url: null })).toBe('/search/?q=rode%20tas&category=7');
  });
});

describe('search redirect words (spec §2 Search overlay)', () => {
  it('sends a whole redirect word of the language to its sale page', () => {
    expect(searchDestination('sale', 'nl')).toBe(SEARCH_REDIRECT_WORDS.nl.sale);
    expect(searchDestination('uitverkoop', 'nl')).toBe(SEARCH_REDIRECT_WORDS.nl.uitverkoop);
    expect(searchDestination('soldes', 'fr')).toBe(SEARCH_REDIRECT_WORDS.fr.soldes);
  });

  it('searches anything else, other languages’ words and words inside a longer term', () => {
    expect(searchDestination('sale sneakers', 'nl')).toBe('/search/?q=sale%20sneakers');
    expect(searchRedirect('uitverkoop', 'de')).toBeNull();
    expect(searchRedirect('constructor', 'nl')).toBeNull();
    expect(searchDestination('sneakers', 'nl')).toBe('/search/?q=sneakers');
  });

  it('holds lowercase words and root-relative URLs with a trailing slash', () => {
    for (const words of Object.values(SEARCH_REDIRECT_WORDS))
      for (const [word, url] of Object.entries(words)) {
        expect(word).toBe(normaliseSearchTerm(word));
        expect(url).toMatch(/^\/.*\/$/);
      }
  });
});
