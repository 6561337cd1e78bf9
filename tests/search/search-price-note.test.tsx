// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SearchListbox } from '@/components/search/SearchListbox';
import type { SearchOption } from '@/components/search/search-options';
import type { SearchProductData } from '@/graphql/search';
import de from '@/messages/de.json';
import nl from '@/messages/nl.json';
import '../support/render';

/**
 * Germany's and Austria's price note (PAngV, `lib/pricing/price-note.ts`): the search overlay's product
 * prices carry the asterisk of the footer's note, as a product list's do; elsewhere no asterisk.
 */

const result = {
  __typename: 'Product',
  id: 'p1',
  sku: '100001.001',
  name: 'Odile pump',
  brand: 'Rivoli',
  color: 'Cognac',
  url: '/rivoli-odile-pump-100001-001/',
  image: '/media/products/100001.001/main-498x705.webp',
  price: 89.95,
  regular_price: 89.95,
} as unknown as SearchProductData;

const options: SearchOption[] = [{ kind: 'product', id: 'search-product-0', product: result }];

function renderListbox(locale: string) {
  const messages = locale.startsWith('de') ? de : nl;
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
      <SearchListbox id="search-listbox" options={options} activeId={null} onActivate={() => {}} locale={locale} />
    </NextIntlClientProvider>,
  );
}

describe('the search overlay’s prices and the price note', () => {
  it.each(['de-DE', 'de-AT'])(
    'marks a product’s price with the asterisk in %s, hidden from screen readers',
    (locale) => {
      renderListbox(locale);
      const option = screen.getByRole('option');
      expect(option).toHaveTextContent(/89,95(\s€)?\*$/);
      expect(within(option).getByTestId('price-footnote')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it.each(['de-LU', 'nl-NL'])('leaves it off in %s', (locale) => {
    renderListbox(locale);
    expect(screen.getByRole('option')).not.toHaveTextContent('*');
  });
});
